import { type CampaignStatus, campaignSummarySchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { campaignsApi } from './campaigns-api.ts';

const campaignPageSchema = pageReplySchema(campaignSummarySchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

export interface CampaignListArguments {
  q?: string;
  status?: CampaignStatus;
  ownerUserId?: string;
  mailboxId?: string;
  page: number;
  perPage: number;
}

const listCampaignsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the organisation's campaigns, filtered by status, owner, mailbox or name. */
    listCampaigns: build.query<CampaignPage, CampaignListArguments>({
      query: (query) => ({ path: 'v1/campaign/orgcampaign', query: { ...query } }),
      rawResponseSchema: campaignPageSchema,
      providesTags: ['CampaignList'],
    }),
  }),
});

export const { useListCampaignsQuery } = listCampaignsApi;
