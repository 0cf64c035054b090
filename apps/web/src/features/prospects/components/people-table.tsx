import type { PersonSummary } from '@leadpilot/contracts';
import { Card, Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { SelectAllHeader } from '../../../shared/ui/select-all-header.tsx';
import type { BackLinkState } from './back-link.ts';
import { PeopleCards } from './people-cards.tsx';
import classes from './people-table.module.css';
import { PersonRow } from './person-row.tsx';

export interface PeopleTableProps {
  /** Null while the first page loads. */
  people: PersonSummary[] | null;
  /** A newer page is loading; the current rows stay visible, dimmed. */
  isFetching: boolean;
  /** The table's accessible name: "Search results", "List members". */
  label: string;
  /** What the person page's back link says: "Back to search results". */
  backLabel: string;
  selectedIds: string[];
  onToggle: (id: string) => void;
  onSelectAll: (ids: string[]) => void;
}

/** People with their company, location, masked contact details, intent and the reveal action, in a card (cards each, on a phone). */
export function PeopleTable({
  people,
  isFetching,
  label,
  backLabel,
  selectedIds,
  onToggle,
  onSelectAll,
}: PeopleTableProps) {
  const location = useLocation();
  const backLink: BackLinkState = { backTo: `${location.pathname}${location.search}`, backLabel };
  const ids = people?.map((person) => person.id) ?? [];
  // On a phone each column would be cut to a few letters: the same people, as cards.
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  if (isPhone) {
    return (
      <PeopleCards
        people={people}
        isFetching={isFetching}
        label={label}
        backLink={backLink}
        selectedIds={selectedIds}
        onToggle={onToggle}
        onSelectAll={onSelectAll}
      />
    );
  }
  return (
    <Card padding={0}>
      <ListTable
        label={label}
        minWidth={600}
        isLoading={people === null}
        isFetching={isFetching}
        layout="fixed"
        head={
          <>
            <SelectAllHeader
              label="Select all people on this page"
              ids={ids}
              selectedIds={selectedIds}
              onSelectAll={onSelectAll}
            />
            <Table.Th w="19%">Name</Table.Th>
            <Table.Th w="16%">Company</Table.Th>
            <Table.Th w="11%">Location</Table.Th>
            <Table.Th w="19%">Email and phone</Table.Th>
            <Table.Th>Intent</Table.Th>
            <Table.Th w={100} className={classes.actionCell}>
              <VisuallyHidden>Contact</VisuallyHidden>
            </Table.Th>
          </>
        }
        columnCount={7}
        skeletonRows={8}
      >
        {people?.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            backLink={backLink}
            isSelected={selectedIds.includes(person.id)}
            onToggle={onToggle}
          />
        ))}
      </ListTable>
    </Card>
  );
}
