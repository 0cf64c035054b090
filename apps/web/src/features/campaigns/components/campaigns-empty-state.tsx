import { Button } from '@mantine/core';
import { IconPlus, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';

/** What the table area shows when no campaign is listed. */
export function CampaignsEmptyState({
  isFiltered,
  onClearFilters,
}: {
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  return isFiltered ? (
    <ListEmptyState
      icon={IconRocket}
      title="No campaigns match"
      text="Try other words, or show every status, owner and mailbox."
      action={<ClearFiltersButton onClick={onClearFilters} />}
    />
  ) : (
    <ListEmptyState
      icon={IconRocket}
      title="Start your first campaign"
      text="A campaign sends a sequence of emails and tasks to an audience, within your limits, from your mailboxes."
      action={
        <Button component={Link} to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New campaign
        </Button>
      }
    />
  );
}
