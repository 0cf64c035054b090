import { Button } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';

interface TeamEmptyStateProps {
  /** A search or status filter is narrowing the list. */
  isFiltered: boolean;
  canInvite: boolean;
  onClearFilters: () => void;
  onInvite: () => void;
}

/** What the table area shows when no member is listed. */
export function TeamEmptyState({ isFiltered, canInvite, onClearFilters, onInvite }: TeamEmptyStateProps) {
  if (isFiltered) {
    return (
      <ListEmptyState
        icon={IconUsers}
        title="No members match"
        text="Try another name or email, or show every status."
        action={<ClearFiltersButton onClick={onClearFilters} />}
      />
    );
  }
  return (
    <ListEmptyState
      icon={IconUsers}
      title="Invite your first teammate"
      text="Bring your colleagues into Leadpilot to work on prospects and campaigns together."
      action={
        canInvite ? (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onInvite}>
            Invite a teammate
          </Button>
        ) : null
      }
    />
  );
}
