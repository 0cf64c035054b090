import { Card, Checkbox, Skeleton, Stack } from '@mantine/core';
import { selectAllProps } from '../../../shared/ui/select-all-header.tsx';
import type { BackLinkState } from './back-link.ts';
import type { PeopleTableProps } from './people-table.tsx';
import { PersonCard } from './person-card.tsx';

type PeopleCardsProps = Omit<PeopleTableProps, 'backLabel'> & { backLink: BackLinkState };

/** The people of a page as cards, for phones, where a table's columns would each be cut to a few letters. */
export function PeopleCards({
  people,
  isFetching,
  label,
  backLink,
  selectedIds,
  onToggle,
  onSelectAll,
}: PeopleCardsProps) {
  if (people === null) {
    return (
      <Stack gap="sm" aria-busy aria-label={label}>
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} withBorder padding="sm">
            <Skeleton height={14} width="60%" mb={8} />
            <Skeleton height={10} width="40%" mb={8} />
            <Skeleton height={10} width="80%" />
          </Card>
        ))}
      </Stack>
    );
  }
  const ids = people.map((person) => person.id);
  return (
    <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}>
      <Checkbox label="Select all people on this page" {...selectAllProps({ ids, selectedIds, onSelectAll })} />
      <Stack gap="sm" role="list" aria-label={label} aria-busy={isFetching}>
        {people.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            backLink={backLink}
            isSelected={selectedIds.includes(person.id)}
            onToggle={onToggle}
          />
        ))}
      </Stack>
    </Stack>
  );
}
