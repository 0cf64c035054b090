import { Button } from '@mantine/core';
import { IconClockPlay, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';

/** What the table area shows when no scheduled email is listed. */
export function UpcomingEmailsEmptyState({
  isFiltered,
  onClearFilters,
}: {
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  return isFiltered ? (
    <ListEmptyState
      icon={IconClockPlay}
      title="No scheduled emails match"
      text="Try other words, or show every campaign and mailbox."
      action={<ClearFiltersButton onClick={onClearFilters} />}
    />
  ) : (
    <ListEmptyState
      icon={IconClockPlay}
      title="Nothing is scheduled to send"
      text="The next emails of your running campaigns wait here before they go out, soonest first. Launch or resume a campaign to fill the queue."
      action={
        <Button component={Link} to="/campaigns" variant="light" leftSection={<IconRocket size={16} aria-hidden />}>
          Go to campaigns
        </Button>
      }
    />
  );
}
