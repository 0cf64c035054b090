import type { CampaignTaskStatus } from '@leadpilot/contracts';
import { IconChecklist } from '@tabler/icons-react';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';

const words: Record<CampaignTaskStatus, { title: string; text: string }> = {
  open: {
    title: 'No tasks',
    text: 'Call and LinkedIn steps of your campaigns appear here when prospects reach them.',
  },
  done: { title: 'No tasks done yet', text: 'The tasks you mark done are listed here.' },
  skipped: { title: 'No tasks skipped', text: 'The tasks you skip are listed here.' },
};

/** What the table area shows when no task is listed. */
export function TasksEmptyState({
  status,
  isFiltered,
  onClearFilters,
}: {
  status: CampaignTaskStatus;
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <ListEmptyState
      icon={IconChecklist}
      title={isFiltered ? 'No tasks match these filters' : words[status].title}
      text={isFiltered ? 'Clear the search and filters to see every task of this status.' : words[status].text}
      action={isFiltered ? <ClearFiltersButton onClick={onClearFilters} /> : null}
    />
  );
}
