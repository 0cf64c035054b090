import {
  type CampaignProspectsQuery,
  type CampaignResults,
  campaignResultsListReplySchema,
  campaignResultsSchema,
  dataReplySchema,
  type LaunchCheck,
  launchCheckSchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { campaignsApi } from './campaigns-api.ts';
import type { CampaignListArguments } from './list-campaigns.ts';

export type CampaignResultsPage = z.infer<typeof campaignResultsListReplySchema>;
const resultsReplySchema = dataReplySchema(campaignResultsSchema);
const launchCheckReplySchema = dataReplySchema(launchCheckSchema);

export interface CampaignResultsArguments {
  id: string;
  q?: string;
  status?: CampaignProspectsQuery['status'];
  page: number;
  perPage: number;
}

const campaignResultsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every campaign's headline figures, filtered and paged as the campaigns list. */
    listCampaignResults: build.query<CampaignResultsPage, CampaignListArguments>({
      query: (query) => ({ path: 'v1/campaign/summary', query: { ...query } }),
      rawResponseSchema: campaignResultsListReplySchema,
      providesTags: ['CampaignList'],
    }),
    /** One campaign's figures, sends per day, funnel and a page of its prospects. */
    getCampaignResults: build.query<CampaignResults, CampaignResultsArguments>({
      query: ({ id, ...query }) => ({ path: `v1/campaign/summary/${id}`, query: { ...query } }),
      rawResponseSchema: resultsReplySchema,
      transformResponse: (reply: z.infer<typeof resultsReplySchema>) => reply.data,
      providesTags: (_results, _error, { id }) => [{ type: 'Campaign', id }],
    }),
    /** The launch check: what blocks a launch and what deserves a second look. */
    getLaunchCheck: build.query<LaunchCheck, string>({
      query: (id) => ({ path: `v1/campaign/launchcheck/${id}` }),
      rawResponseSchema: launchCheckReplySchema,
      transformResponse: (reply: z.infer<typeof launchCheckReplySchema>) => reply.data,
      providesTags: (_check, _error, id) => [{ type: 'Campaign', id }],
    }),
  }),
});

export const { useListCampaignResultsQuery, useGetCampaignResultsQuery, useGetLaunchCheckQuery } = campaignResultsApi;
