import { campaignSummarySchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../api-slice.ts';

const campaignPageSchema = pageReplySchema(campaignSummarySchema);

/** A choice in a filter: an id and what the person reads. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The most campaigns a filter lists (the server's largest page). */
const optionPageSize = 100;

const listCampaignOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's campaigns, for the campaign filters of the upcoming emails and the tasks. */
    listCampaignOptions: build.query<FilterOption[], void>({
      query: () => ({ path: 'v1/campaign/orgcampaign', query: { page: 1, perPage: optionPageSize } }),
      rawResponseSchema: campaignPageSchema,
      transformResponse: (reply: z.infer<typeof campaignPageSchema>) =>
        reply.data.map((campaign) => ({ value: campaign.id, label: campaign.name })),
    }),
  }),
});

export const { useListCampaignOptionsQuery } = listCampaignOptionsApi;
