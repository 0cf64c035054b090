import type { PersonSummary } from '@leadpilot/contracts';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { useLocation } from 'react-router';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import type { BackLinkState } from './back-link.ts';
import classes from './people-table.module.css';
import { PersonRow } from './person-row.tsx';

interface PeopleTableProps {
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

/** People with their company, location, masked contact details, intent and the reveal action. */
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
  const selectedOnPage = ids.filter((id) => selectedIds.includes(id)).length;
  const isAllSelected = ids.length > 0 && selectedOnPage === ids.length;
  return (
    <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table
        layout="fixed"
        aria-label={label}
        aria-busy={people === null || isFetching}
        style={{ opacity: people !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all people on this page"
                checked={isAllSelected}
                indeterminate={selectedOnPage > 0 && !isAllSelected}
                disabled={ids.length === 0}
                onChange={() => onSelectAll(isAllSelected ? [] : ids)}
              />
            </Table.Th>
            <Table.Th w="19%">Name</Table.Th>
            <Table.Th w="16%">Company</Table.Th>
            <Table.Th w="11%">Location</Table.Th>
            <Table.Th w="19%">Email and phone</Table.Th>
            <Table.Th>Intent</Table.Th>
            <Table.Th w={100} className={classes.actionCell}>
              <VisuallyHidden>Contact</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people === null ? (
            <TableSkeleton columns={7} rows={8} />
          ) : (
            people.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                backLink={backLink}
                isSelected={selectedIds.includes(person.id)}
                onToggle={onToggle}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
