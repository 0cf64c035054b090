import { type CampaignFilterOptions, campaignFilterReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const getCampaignFilterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the people filters offer: labelled enums, the industries, technologies and countries in
     * the data, intent topics and whether the plan allows intent filters (so it follows purchases).
     */
    getCampaignFilter: build.query<CampaignFilterOptions, void>({
      query: () => ({ path: 'v1/campaign/filter' }),
      rawResponseSchema: campaignFilterReplySchema,
      transformResponse: (reply: z.infer<typeof campaignFilterReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetCampaignFilterQuery } = getCampaignFilterApi;
