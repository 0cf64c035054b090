import {
  type AudiencePreview,
  type AudiencePreviewBody,
  audiencePreviewSchema,
  type CampaignDetail,
  campaignDetailSchema,
  dataReplySchema,
  messageReplySchema,
  type SaveCampaignBody,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { campaignsApi } from './campaigns-api.ts';

const savedCampaignReplySchema = messageReplySchema(campaignDetailSchema);
const previewReplySchema = dataReplySchema(audiencePreviewSchema);

const saveCampaignApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates a draft, or saves a campaign at the revision it was read at (409 when stale, 422 with a message). */
    saveCampaign: build.mutation<CampaignDetail, SaveCampaignBody>({
      query: (body) => ({ path: 'v1/campaign', method: 'POST', body }),
      rawResponseSchema: savedCampaignReplySchema,
      transformResponse: (reply: z.infer<typeof savedCampaignReplySchema>) => reply.data as CampaignDetail,
      invalidatesTags: (campaign) => [
        'CampaignList',
        ...(campaign ? [{ type: 'Campaign' as const, id: campaign.id }] : []),
      ],
    }),
    /** Who an audience would enrol and who it leaves out, with each reason (nothing is written). */
    previewAudience: build.mutation<AudiencePreview, AudiencePreviewBody>({
      query: (body) => ({ path: 'v1/campaign/audience/preview', method: 'POST', body }),
      rawResponseSchema: previewReplySchema,
      transformResponse: (reply: z.infer<typeof previewReplySchema>) => reply.data,
    }),
  }),
});

export const { useSaveCampaignMutation, usePreviewAudienceMutation } = saveCampaignApi;
