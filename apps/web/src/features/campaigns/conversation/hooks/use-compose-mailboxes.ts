import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useListCampaignMailboxesQuery } from '../../api/campaign-sources.ts';
import { useGetCampaignQuery } from '../../api/get-campaign.ts';

export interface ComposeMailboxes {
  /** The campaign's mailboxes first, then the organisation's other connected ones. */
  groups: ComboboxItemGroup<ComboboxItem>[];
  /** Every mailbox listed, in order. */
  ids: string[];
  isLoading: boolean;
}

/** The mailboxes a one-off email may go from: the campaign's own, and any other active mailbox of the organisation. */
export function useComposeMailboxes(campaignId: string): ComposeMailboxes {
  const campaign = useGetCampaignQuery(campaignId);
  const organisation = useListCampaignMailboxesQuery();
  const own = (campaign.data?.mailboxes ?? []).map((mailbox) => ({
    value: mailbox.id,
    label: mailbox.name ? `${mailbox.name} <${mailbox.email}>` : mailbox.email,
  }));
  const ownIds = new Set(own.map((item) => item.value));
  const others = (organisation.data ?? [])
    .filter((mailbox) => mailbox.status === 'active' && !ownIds.has(mailbox.id))
    .map((mailbox) => ({
      value: mailbox.id,
      label: mailbox.senderName ? `${mailbox.senderName} <${mailbox.email}>` : mailbox.email,
    }));
  const groups: ComboboxItemGroup<ComboboxItem>[] = [];
  if (own.length > 0) groups.push({ group: 'This campaign', items: own });
  if (others.length > 0) groups.push({ group: 'Other connected mailboxes', items: others });
  return {
    groups,
    ids: [...own, ...others].map((item) => item.value),
    isLoading: campaign.isLoading || organisation.isLoading,
  };
}
