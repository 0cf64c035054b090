import type { SearchSelectionBody } from '@leadpilot/contracts';
import { Group, Select, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PeopleSort } from '../hooks/people-search-state.ts';
import { formatCount, formatPeopleTotal } from './format-count.ts';
import { SaveToListButton } from './save-to-list-button.tsx';

const sortOptions: { value: PeopleSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
];

interface PeopleResultsHeaderProps {
  /** Null while the first search runs. */
  total: { value: number; isExact: boolean } | null;
  sort: PeopleSort;
  onSortChange: (sort: PeopleSort) => void;
  selectedIds: string[];
  /** "Select all results": the whole search, with how many it takes once counted. */
  wholeSearch: { body: SearchSelectionBody; count: number | null } | null;
  onSaved: () => void;
  /** The phone's "Filters" button, when the panel is in a drawer. */
  filtersButton: ReactNode;
}

/** The total, the bulk actions for the selected rows and the sort order. */
export function PeopleResultsHeader({
  total,
  sort,
  onSortChange,
  selectedIds,
  wholeSearch,
  onSaved,
  filtersButton,
}: PeopleResultsHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="sm" align="center" wrap="wrap">
        {filtersButton}
        <div aria-live="polite">
          {total ? (
            <Title order={2} fz="h4" data-testid="people-total">
              {formatPeopleTotal(total)}
            </Title>
          ) : (
            <Skeleton height={24} width={160} radius="sm" role="status" aria-label="Counting people" />
          )}
        </div>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {selectedIds.length > 0 || wholeSearch ? (
          <Group gap="sm" align="center" wrap="nowrap">
            <Text size="sm" fw={500}>
              {wholeSearch
                ? wholeSearch.count === null
                  ? 'All results selected'
                  : `${formatCount(wholeSearch.count)} selected`
                : `${formatCount(selectedIds.length)} selected`}
            </Text>
            <SaveToListButton personIds={selectedIds} search={wholeSearch ?? undefined} onSaved={onSaved} />
          </Group>
        ) : null}
        <Select
          label="Sort by"
          data={sortOptions}
          value={sort}
          onChange={(next) => onSortChange(sortOptions.find((option) => option.value === next)?.value ?? 'relevance')}
          allowDeselect={false}
          w={160}
        />
      </Group>
    </Group>
  );
}
