import { type CampaignDetail, campaignDetailSchema, dataReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { campaignsApi } from './campaigns-api.ts';

const campaignReplySchema = dataReplySchema(campaignDetailSchema);

const getCampaignApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One campaign: settings, audience, steps, mailboxes, status history and enrolment counts. */
    getCampaign: build.query<CampaignDetail, string>({
      query: (id) => ({ path: `v1/campaign/id/${id}` }),
      rawResponseSchema: campaignReplySchema,
      transformResponse: (reply: z.infer<typeof campaignReplySchema>) => reply.data as CampaignDetail,
      providesTags: (_campaign, _error, id) => [{ type: 'Campaign', id }],
    }),
  }),
});

export const { useGetCampaignQuery, useLazyGetCampaignQuery } = getCampaignApi;
