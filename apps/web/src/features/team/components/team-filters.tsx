import type { UserStatus } from '@leadpilot/contracts';
import { Group, SegmentedControl } from '@mantine/core';
import { SearchInput } from '../../../shared/ui/search-input.tsx';

export type StatusFilter = UserStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'deactivated', label: 'Deactivated' },
];

interface TeamFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
}

/** The search box and status filter above the member table. */
export function TeamFilters({ search, onSearchChange, status, onStatusChange }: TeamFiltersProps) {
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SearchInput
        aria-label="Search members"
        placeholder="Search by name or email"
        value={search}
        onChange={onSearchChange}
        style={{ flex: '1 1 16rem' }}
        maw={{ sm: 360 }}
      />
      <SegmentedControl
        aria-label="Filter by status"
        data={statusOptions}
        value={status}
        onChange={onStatusChange}
        fullWidth
        w={{ base: '100%', sm: 'auto' }}
      />
    </Group>
  );
}
