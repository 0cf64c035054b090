import {
  type CampaignTaskKind,
  type CampaignTaskStatus,
  campaignTaskKinds,
  campaignTaskStatuses,
} from '@leadpilot/contracts';
import { Group, SegmentedControl } from '@mantine/core';
import { useListCampaignOptionsQuery } from '../../../api/endpoints/list-campaign-options.ts';
import type { useListParams } from '../../../shared/hooks/use-list-params.ts';
import { FilterSearch, FilterSelect } from '../../../shared/ui/list-filters.tsx';
import { taskKinds } from './task-kind.tsx';

/** The task list's filters, as the URL names them. */
export const taskFilters = ['status', 'kind', 'campaign'] as const;
export type TaskListParams = ReturnType<typeof useListParams<(typeof taskFilters)[number]>>;

const statusOptions: { value: CampaignTaskStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
  { value: 'skipped', label: 'Skipped' },
];
const kindOptions = Object.entries(taskKinds).map(([value, { label }]) => ({ value, label }));

/** The status in the URL (open when none or one it does not know). */
export function statusOf(list: TaskListParams): CampaignTaskStatus {
  return campaignTaskStatuses.find((status) => status === list.filterOf('status')) ?? 'open';
}

/** The kind in the URL, or null for every kind. */
export function kindOf(list: TaskListParams): CampaignTaskKind | null {
  return campaignTaskKinds.find((kind) => kind === list.filterOf('kind')) ?? null;
}

/** Status, then a search by prospect (name, email, company) and filters by kind and campaign. */
export function TasksFilters({ list }: { list: TaskListParams }) {
  const campaigns = useListCampaignOptionsQuery();
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <SegmentedControl
        aria-label="Task status"
        data={statusOptions}
        value={statusOf(list)}
        onChange={(value) => list.setFilter('status', value === 'open' ? null : value)}
      />
      <FilterSearch
        label="Search tasks"
        placeholder="Name, email or company"
        value={list.search}
        onChange={list.setSearch}
        maxWidth={280}
      />
      <FilterSelect
        label="Kind"
        placeholder="Every kind"
        data={kindOptions}
        value={kindOf(list)}
        onChange={(value) => list.setFilter('kind', value)}
        width={150}
      />
      <FilterSelect
        label="Campaign"
        placeholder="Every campaign"
        data={campaigns.data ?? []}
        value={list.filterOf('campaign')}
        onChange={(value) => list.setFilter('campaign', value)}
        searchable
        nothingFoundMessage="No campaign matches"
        width={220}
      />
    </Group>
  );
}
