import { type InboxCounts, type InboxLabel, inboxLabelNames, inboxLabels } from '@leadpilot/contracts';
import { Chip, Group, Stack } from '@mantine/core';
import { useListCampaignOptionsQuery } from '../../../api/endpoints/list-campaign-options.ts';
import { FilterSearch, FilterSelect } from '../../../shared/ui/list-filters.tsx';
import { useListInboxMailboxOptionsQuery } from '../api/inbox-api.ts';
import type { InboxFilterName } from '../hooks/use-inbox-params.ts';

const kindOptions = [
  { value: 'replies', label: 'Replies' },
  { value: 'automatic', label: 'Automatic replies' },
  { value: 'bounces', label: 'Bounces' },
];

const stateOptions = [
  { value: 'open', label: 'Open' },
  { value: 'snoozed', label: 'Snoozed' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All messages' },
];

interface InboxFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  label: InboxLabel | undefined;
  filterOf: (filter: InboxFilterName) => string | null;
  onFilterChange: (filter: InboxFilterName, value: string | null) => void;
  counts: InboxCounts | undefined;
}

/** The label chips with their counts, then the search and the kind, state, campaign and mailbox selects. */
export function InboxFilters({ search, onSearchChange, label, filterOf, onFilterChange, counts }: InboxFiltersProps) {
  const campaigns = useListCampaignOptionsQuery();
  const mailboxes = useListInboxMailboxOptionsQuery();
  const countOf = (value: InboxLabel | 'all') => {
    if (!counts) return '';
    return ` ${value === 'all' ? counts.total : counts.labels[value]}`;
  };
  return (
    <Stack gap="sm">
      <Chip.Group
        multiple={false}
        value={label ?? 'all'}
        onChange={(value) => onFilterChange('label', value === 'all' ? null : value)}
      >
        <Group gap="xs" role="group" aria-label="Labels">
          <Chip value="all" size="sm" variant="light">
            All{countOf('all')}
          </Chip>
          {inboxLabels.map((value) => (
            <Chip key={value} value={value} size="sm" variant="light">
              {inboxLabelNames[value]}
              {countOf(value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSearch
          label="Search messages"
          placeholder="Search by sender or subject"
          value={search}
          onChange={onSearchChange}
          maxWidth={280}
        />
        <FilterSelect
          label="State"
          placeholder="Open"
          data={stateOptions}
          value={filterOf('state') ?? 'open'}
          onChange={(value) => onFilterChange('state', value === 'open' ? null : value)}
          width={150}
        />
        <FilterSelect
          label="Kind"
          placeholder="Every kind"
          data={kindOptions}
          value={filterOf('kind')}
          onChange={(value) => onFilterChange('kind', value)}
          width={170}
        />
        <FilterSelect
          label="Campaign"
          placeholder="Every campaign"
          data={campaigns.data ?? []}
          value={filterOf('campaignId')}
          onChange={(value) => onFilterChange('campaignId', value)}
          searchable
          nothingFoundMessage="No campaign matches"
          width={200}
        />
        <FilterSelect
          label="Mailbox"
          placeholder="Every mailbox"
          data={mailboxes.data ?? []}
          value={filterOf('mailboxId')}
          onChange={(value) => onFilterChange('mailboxId', value)}
          searchable
          nothingFoundMessage="No mailbox matches"
          width={220}
        />
      </Group>
    </Stack>
  );
}
