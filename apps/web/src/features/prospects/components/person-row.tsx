import type { PersonSummary } from '@leadpilot/contracts';
import { Anchor, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BackLinkState } from './back-link.ts';
import { CompanyCell } from './company-cell.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { IntentBadges } from './intent-badges.tsx';
import classes from './people-table.module.css';
import { personLocation } from './person-location.ts';
import { isPersonRevealFree, RevealContactButton } from './reveal-contact-button.tsx';
import { RevealedBadge } from './revealed-badge.tsx';

interface PersonRowProps {
  person: PersonSummary;
  backLink: BackLinkState;
  isSelected: boolean;
  onToggle: (id: string) => void;
}

/** One person of the results: masked contact details until revealed. */
export function PersonRow({ person, backLink, isSelected, onToggle }: PersonRowProps) {
  const [wasJustRevealed, setWasJustRevealed] = useState(false);
  return (
    <Table.Tr data-selected={isSelected || undefined}>
      <Table.Td>
        <Checkbox aria-label={`Select ${person.fullName}`} checked={isSelected} onChange={() => onToggle(person.id)} />
      </Table.Td>
      <Table.Td>
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={`/prospects/people/${person.id}`} state={backLink} size="sm" fw={600}>
            {person.fullName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {person.title}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <CompanyCell company={person.company} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{personLocation(person)}</Text>
      </Table.Td>
      <Table.Td>
        {person.email ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Text>
            <EmailStatusBadge status={person.emailStatus} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={person.phone ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {person.phone ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <IntentBadges intent={person.intent} />
      </Table.Td>
      <Table.Td className={classes.actionCell}>
        <Group justify="flex-end" wrap="nowrap">
          {person.isRevealed ? (
            <RevealedBadge shouldFocus={wasJustRevealed} />
          ) : (
            <RevealContactButton
              personId={person.id}
              isFree={isPersonRevealFree(person)}
              onRevealed={() => setWasJustRevealed(true)}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
