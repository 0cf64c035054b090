import type { PersonSummary } from '@leadpilot/contracts';
import { Anchor, Badge, Box, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
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
import { TruncatedText } from './truncated-text.tsx';

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
          <Anchor
            component={Link}
            to={`/prospects/people/${person.id}`}
            state={backLink}
            size="sm"
            fw={600}
            truncate="end"
            title={person.fullName}
          >
            {person.fullName}
          </Anchor>
          <TruncatedText size="xs" c="dimmed">
            {person.title}
          </TruncatedText>
          {person.isCustomer ? (
            <Badge
              size="xs"
              variant="light"
              color="teal"
              mt={2}
              style={{ alignSelf: 'flex-start' }}
              title="Your CRM holds this person or their company as a customer"
            >
              CRM customer
            </Badge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <CompanyCell company={person.company} />
      </Table.Td>
      <Table.Td>
        <TruncatedText>{personLocation(person)}</TruncatedText>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} miw={0}>
          {person.email ? (
            <TruncatedText>{person.email}</TruncatedText>
          ) : (
            <Text size="sm" c="dimmed">
              No email
            </Text>
          )}
          <Group gap={6} wrap="nowrap" miw={0}>
            <Box style={{ flexShrink: 0 }}>
              <EmailStatusBadge status={person.emailStatus} />
            </Box>
            {person.phone ? (
              <TruncatedText size="xs" c="dimmed">
                {person.phone}
              </TruncatedText>
            ) : null}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <IntentBadges intent={person.intent} limit={1} />
      </Table.Td>
      <Table.Td className={classes.actionCell}>
        <Group justify="flex-end" wrap="nowrap">
          {person.isRevealed ? (
            <RevealedBadge shouldFocus={wasJustRevealed} />
          ) : (
            <RevealContactButton
              personId={person.id}
              isFree={isPersonRevealFree(person)}
              isCompact
              onRevealed={() => setWasJustRevealed(true)}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
