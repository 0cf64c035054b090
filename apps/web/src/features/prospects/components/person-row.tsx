import type { PersonSummary } from '@leadpilot/contracts';
import { Anchor, Badge, Checkbox, Group, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { BackLinkState } from './back-link.ts';
import { CompanyCell } from './company-cell.tsx';
import { IntentBadges } from './intent-badges.tsx';
import classes from './people-table.module.css';
import { PersonContact, PersonRevealAction } from './person-contact.tsx';
import { personLocation } from './person-location.ts';
import { TruncatedText } from './truncated-text.tsx';

export interface PersonRowProps {
  person: PersonSummary;
  backLink: BackLinkState;
  isSelected: boolean;
  onToggle: (id: string) => void;
}

/** The person's name (to their page), title and CRM-customer mark; cut to one line each unless `wrap`. */
export function PersonName({
  person,
  backLink,
  wrap = false,
}: {
  person: PersonSummary;
  backLink: BackLinkState;
  wrap?: boolean;
}) {
  return (
    <Stack gap={0} miw={0}>
      <Anchor
        component={Link}
        to={`/prospects/people/${person.id}`}
        state={backLink}
        size="sm"
        fw={600}
        truncate={wrap ? undefined : 'end'}
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
  );
}

/** One person of the results: masked contact details until revealed. */
export function PersonRow({ person, backLink, isSelected, onToggle }: PersonRowProps) {
  return (
    <Table.Tr data-selected={isSelected || undefined}>
      <Table.Td>
        <Checkbox aria-label={`Select ${person.fullName}`} checked={isSelected} onChange={() => onToggle(person.id)} />
      </Table.Td>
      <Table.Td>
        <PersonName person={person} backLink={backLink} />
      </Table.Td>
      <Table.Td>
        <CompanyCell company={person.company} />
      </Table.Td>
      <Table.Td>
        <TruncatedText>{personLocation(person)}</TruncatedText>
      </Table.Td>
      <Table.Td>
        <PersonContact person={person} />
      </Table.Td>
      <Table.Td>
        <IntentBadges intent={person.intent} limit={1} />
      </Table.Td>
      <Table.Td className={classes.actionCell}>
        <Group justify="flex-end" wrap="nowrap">
          <PersonRevealAction person={person} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
