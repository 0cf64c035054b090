import { Group, Select } from '@mantine/core';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import {
  useListUpcomingCampaignOptionsQuery,
  useListUpcomingMailboxOptionsQuery,
} from '../api/upcoming-filter-sources.ts';

export interface UpcomingFilterValues {
  search: string;
  campaignId: string | null;
  mailboxId: string | null;
}

export const noUpcomingFilters: UpcomingFilterValues = { search: '', campaignId: null, mailboxId: null };

/** Search by prospect email or campaign name; filter by campaign and sending mailbox. */
export function UpcomingEmailsFilters({
  values,
  onChange,
}: {
  values: UpcomingFilterValues;
  onChange: (values: UpcomingFilterValues) => void;
}) {
  const campaigns = useListUpcomingCampaignOptionsQuery();
  const mailboxes = useListUpcomingMailboxOptionsQuery();
  const set = (patch: Partial<UpcomingFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        aria-label="Search upcoming emails"
        placeholder="Search by email or campaign"
        value={values.search}
        onChange={(search) => set({ search })}
        style={{ flex: '1 1 16rem' }}
        maw={{ sm: 340 }}
      />
      <Select
        aria-label="Campaign"
        placeholder="Every campaign"
        data={campaigns.data ?? []}
        value={values.campaignId}
        onChange={(campaignId) => set({ campaignId })}
        clearable
        searchable
        nothingFoundMessage="No campaign matches"
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: 220 }}
      />
      <Select
        aria-label="Mailbox"
        placeholder="Every mailbox"
        data={mailboxes.data ?? []}
        value={values.mailboxId}
        onChange={(mailboxId) => set({ mailboxId })}
        clearable
        searchable
        nothingFoundMessage="No mailbox matches"
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: 240 }}
      />
    </Group>
  );
}
