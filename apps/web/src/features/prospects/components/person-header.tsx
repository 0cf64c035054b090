import type { PersonSummary } from '@leadpilot/contracts';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandLinkedin, IconClock, IconMapPin } from '@tabler/icons-react';
import { HubspotContactStatus } from '../../../shared/crm/hubspot-contact-status.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { useLocalTime } from '../hooks/use-local-time.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { personLocation } from './person-location.ts';
import { RevealedBadge } from './revealed-badge.tsx';
import { SaveToListButton } from './save-to-list-button.tsx';

/** Who the person is: name, title and company, where they are and what time it is there. */
export function PersonHeader({ person }: { person: PersonSummary }) {
  const localTime = useLocalTime(person.timeZone);
  const location = personLocation(person);
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Group gap="md" align="flex-start" wrap="nowrap" style={{ flex: '1 1 20rem', minWidth: 0 }}>
        <UserAvatar name={person.fullName} size={64} aria-hidden />
        <Stack gap={6} miw={0}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {person.fullName}
          </Title>
          <Text>
            {person.title}
            {person.company ? ` at ${person.company.name}` : ''}
          </Text>
          <Group gap="md" wrap="wrap">
            {location ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{location}</Text>
              </Group>
            ) : null}
            {localTime ? (
              <Group gap={4} wrap="nowrap">
                <IconClock size={16} aria-hidden />
                <Text size="sm" data-testid="person-local-time">
                  {localTime} local time ({person.timeZone})
                </Text>
              </Group>
            ) : null}
            {person.linkedinUrl ? (
              <Anchor href={person.linkedinUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconBrandLinkedin size={16} aria-hidden />
                  LinkedIn profile
                </Group>
              </Anchor>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <EmailStatusBadge status={person.emailStatus} withNoun />
            {person.hasPhone ? (
              <Badge size="sm" variant="light" color="gray">
                Phone on file
              </Badge>
            ) : null}
            {person.isRevealed ? <RevealedBadge /> : null}
            {person.isRevealed ? <HubspotContactStatus email={person.email} /> : null}
          </Group>
        </Stack>
      </Group>
      <SaveToListButton personIds={[person.id]} />
    </Group>
  );
}
