import { type CampaignStatus, campaignStatuses, campaignStatusLabels } from '@leadpilot/contracts';
import { Group, Select } from '@mantine/core';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useListCampaignMailboxesQuery, useListCampaignOwnersQuery } from '../api/campaign-sources.ts';

export interface CampaignFilterValues {
  search: string;
  status: CampaignStatus | null;
  ownerUserId: string | null;
  mailboxId: string | null;
}

export const noCampaignFilters: CampaignFilterValues = { search: '', status: null, ownerUserId: null, mailboxId: null };

const statusOptions = campaignStatuses.map((status) => ({ value: status, label: campaignStatusLabels[status] }));

function isStatus(value: string | null): value is CampaignStatus {
  return campaignStatuses.some((status) => status === value);
}

/** Search by name; filter by status, owner and sending mailbox. */
export function CampaignsFilters({
  values,
  onChange,
}: {
  values: CampaignFilterValues;
  onChange: (values: CampaignFilterValues) => void;
}) {
  const owners = useListCampaignOwnersQuery();
  const mailboxes = useListCampaignMailboxesQuery();
  const set = (patch: Partial<CampaignFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        aria-label="Search campaigns"
        placeholder="Search by name"
        value={values.search}
        onChange={(search) => set({ search })}
        style={{ flex: '1 1 16rem' }}
        maw={{ sm: 340 }}
      />
      <Select
        aria-label="Status"
        placeholder="Every status"
        data={statusOptions}
        value={values.status}
        onChange={(status) => set({ status: isStatus(status) ? status : null })}
        clearable
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: 170 }}
      />
      <Select
        aria-label="Owner"
        placeholder="Every owner"
        data={(owners.data ?? []).map((member) => ({ value: member.id, label: member.name }))}
        value={values.ownerUserId}
        onChange={(ownerUserId) => set({ ownerUserId })}
        clearable
        searchable
        nothingFoundMessage="No one matches"
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: 180 }}
      />
      <Select
        aria-label="Mailbox"
        placeholder="Every mailbox"
        data={(mailboxes.data ?? []).map((mailbox) => ({ value: mailbox.id, label: mailbox.email }))}
        value={values.mailboxId}
        onChange={(mailboxId) => set({ mailboxId })}
        clearable
        searchable
        nothingFoundMessage="No mailbox matches"
        w={{ base: '100%', sm: 220 }}
      />
    </Group>
  );
}
