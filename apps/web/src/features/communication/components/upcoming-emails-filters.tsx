import { Group } from '@mantine/core';
import { useListCampaignOptionsQuery } from '../../../api/endpoints/list-campaign-options.ts';
import { FilterSearch, FilterSelect } from '../../../shared/ui/list-filters.tsx';
import { useListUpcomingMailboxOptionsQuery } from '../api/upcoming-filter-sources.ts';

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
  const campaigns = useListCampaignOptionsQuery();
  const mailboxes = useListUpcomingMailboxOptionsQuery();
  const set = (patch: Partial<UpcomingFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <FilterSearch
        label="Search upcoming emails"
        placeholder="Search by email or campaign"
        value={values.search}
        onChange={(search) => set({ search })}
      />
      <FilterSelect
        label="Campaign"
        placeholder="Every campaign"
        data={campaigns.data ?? []}
        value={values.campaignId}
        onChange={(campaignId) => set({ campaignId })}
        searchable
        nothingFoundMessage="No campaign matches"
        width={220}
      />
      <FilterSelect
        label="Mailbox"
        placeholder="Every mailbox"
        data={mailboxes.data ?? []}
        value={values.mailboxId}
        onChange={(mailboxId) => set({ mailboxId })}
        searchable
        nothingFoundMessage="No mailbox matches"
        width={240}
      />
    </Group>
  );
}
