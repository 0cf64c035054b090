import type { PersonDetail, PersonSummary } from '@leadpilot/contracts';
import { freeRevealReason } from '@leadpilot/contracts';
import { Badge, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ContactField } from './contact-field.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { ProvenanceNote } from './provenance-note.tsx';
import { isPersonRevealFree, RevealContactButton } from './reveal-contact-button.tsx';
import { RevealedBadge } from './revealed-badge.tsx';

const phoneStatusColors = { verified: 'green', unverified: 'gray', invalid: 'red' } as const;
const phoneStatusLabels = { verified: 'Verified', unverified: 'Unverified', invalid: 'Invalid' } as const;
const fieldLabels: Record<string, string> = { title: 'Title', company: 'Company', linkedinUrl: 'LinkedIn' };

interface ContactCardProps {
  person: PersonSummary;
  /** The full record once revealed; undefined while it loads. */
  detail: PersonDetail | undefined;
}

/** Email and phone: masked with a reveal button, or in full with copy buttons and their sources. */
export function ContactCard({ person, detail }: ContactCardProps) {
  if (!person.isRevealed) {
    return (
      <SectionCard title="Contact">
        <ContactField
          label="Email"
          value={person.email}
          canCopy={false}
          badge={<EmailStatusBadge status={person.emailStatus} />}
        />
        <ContactField label="Phone" value={person.phone} canCopy={false} />
        <Stack gap="xs" align="flex-start">
          <RevealContactButton personId={person.id} isFree={isPersonRevealFree(person)} size="sm" variant="filled" />
          <Text size="xs" c="dimmed">
            {isPersonRevealFree(person)
              ? freeRevealReason
              : 'Revealing spends a credit once; after that everyone in your organisation sees these details for free.'}
          </Text>
        </Stack>
      </SectionCard>
    );
  }
  if (!detail) {
    return (
      <SectionCard title="Contact" aside={<RevealedBadge />}>
        <Skeleton height={60} radius="sm" aria-label="Loading contact details" />
      </SectionCard>
    );
  }
  const otherSources = Object.entries(detail.provenance).filter(([field]) => field !== 'email' && field !== 'phone');
  return (
    <SectionCard title="Contact" aside={<RevealedBadge />}>
      <ContactField
        label="Email"
        value={detail.email}
        canCopy
        badge={<EmailStatusBadge status={detail.emailStatus} />}
        note={<ProvenanceNote provenance={detail.provenance.email} />}
      />
      <ContactField
        label="Phone"
        value={detail.phone}
        canCopy
        badge={
          detail.phone ? (
            <Badge size="sm" variant="light" color={phoneStatusColors[detail.phoneStatus]}>
              {phoneStatusLabels[detail.phoneStatus]}
            </Badge>
          ) : null
        }
        note={<ProvenanceNote provenance={detail.provenance.phone} />}
      />
      {otherSources.length > 0 ? (
        <>
          <Divider />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Other sources
            </Text>
            {otherSources.map(([field, provenance]) => (
              <ProvenanceNote key={field} provenance={provenance} field={fieldLabels[field] ?? field} />
            ))}
          </Stack>
        </>
      ) : null}
    </SectionCard>
  );
}
