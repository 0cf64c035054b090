import { campaignSummarySchema, mailboxSchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { communicationApi } from './communication-api.ts';

const campaignPageSchema = pageReplySchema(campaignSummarySchema);
const mailboxPageSchema = pageReplySchema(mailboxSchema);

/** A choice in a filter: an id and what the person reads. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The most campaigns and mailboxes a filter lists (the server's largest page). */
const optionPageSize = 100;

const upcomingFilterSourcesApi = communicationApi.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's campaigns, for the campaign filter. */
    listUpcomingCampaignOptions: build.query<FilterOption[], void>({
      query: () => ({ path: 'v1/campaign/orgcampaign', query: { page: 1, perPage: optionPageSize } }),
      rawResponseSchema: campaignPageSchema,
      transformResponse: (reply: z.infer<typeof campaignPageSchema>) =>
        reply.data.map((campaign) => ({ value: campaign.id, label: campaign.name })),
      providesTags: ['UpcomingFilterSource'],
    }),
    /** The organisation's sending mailboxes, for the mailbox filter. */
    listUpcomingMailboxOptions: build.query<FilterOption[], void>({
      query: () => ({ path: 'v1/organisation/emails', query: { mode: 'Email', page: 1, perPage: optionPageSize } }),
      rawResponseSchema: mailboxPageSchema,
      transformResponse: (reply: z.infer<typeof mailboxPageSchema>) =>
        reply.data.map((mailbox) => ({ value: mailbox.id, label: mailbox.email })),
      providesTags: ['UpcomingFilterSource'],
    }),
  }),
});

export const { useListUpcomingCampaignOptionsQuery, useListUpcomingMailboxOptionsQuery } = upcomingFilterSourcesApi;
