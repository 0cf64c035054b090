import {
  type CampaignDetail,
  campaignDetailSchema,
  enrolmentViewSchema,
  launchCampaignReplySchema,
  messageReplySchema,
  type StopEnrolmentBody,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { campaignsApi } from './campaigns-api.ts';

const campaignReplySchema = messageReplySchema(campaignDetailSchema);
const deletedReplySchema = messageReplySchema(z.object({ id: z.string() }));
const stoppedReplySchema = messageReplySchema(enrolmentViewSchema);

/** The status changes a person can make on a campaign; each answers the campaign as it now is. */
export type CampaignTransition = 'pause' | 'resume' | 'archive';

interface TransitionArguments {
  action: CampaignTransition;
  id: string;
  reason?: string;
}

const campaignActionsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pause, resume or archive (422 with a message when the campaign's state does not allow it). */
    transitionCampaign: build.mutation<CampaignDetail, TransitionArguments>({
      query: ({ action, id, reason }) => ({ path: `v1/campaign/${action}`, method: 'POST', body: { id, reason } }),
      rawResponseSchema: campaignReplySchema,
      transformResponse: (reply: z.infer<typeof campaignReplySchema>) => reply.data as CampaignDetail,
      invalidatesTags: (_campaign, _error, { id }) => ['CampaignList', { type: 'Campaign', id }],
    }),
    /** A new draft with the same settings, audience, steps and mailboxes. */
    duplicateCampaign: build.mutation<CampaignDetail, string>({
      query: (id) => ({ path: 'v1/campaign/duplicate', method: 'POST', body: { id } }),
      rawResponseSchema: campaignReplySchema,
      transformResponse: (reply: z.infer<typeof campaignReplySchema>) => reply.data as CampaignDetail,
      invalidatesTags: ['CampaignList'],
    }),
    /** Deletes a draft (any other campaign answers 422: archive it instead). */
    deleteCampaign: build.mutation<void, string>({
      query: (id) => ({ path: 'v1/campaign/delete', method: 'POST', body: { id } }),
      rawResponseSchema: deletedReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['CampaignList'],
    }),
    /** Launches a draft: enrols its audience and starts now, or at its start date. */
    launchCampaign: build.mutation<CampaignDetail, string>({
      query: (id) => ({ path: 'v1/campaign/launch', method: 'POST', body: { id } }),
      rawResponseSchema: launchCampaignReplySchema,
      transformResponse: (reply: z.infer<typeof launchCampaignReplySchema>) => reply.data.campaign as CampaignDetail,
      invalidatesTags: (_campaign, _error, id) => ['CampaignList', { type: 'Campaign', id }],
    }),
    /** Stops one prospect's sequence by hand. */
    stopProspect: build.mutation<void, StopEnrolmentBody>({
      query: (body) => ({ path: 'v1/campaign/prospect/stop', method: 'POST', body }),
      rawResponseSchema: stoppedReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { campaignId }) => [{ type: 'Campaign', id: campaignId }],
    }),
    /** Puts a paused or held prospect back in their sequence. */
    resumeProspect: build.mutation<void, StopEnrolmentBody>({
      query: (body) => ({ path: 'v1/campaign/prospect/resume', method: 'POST', body }),
      rawResponseSchema: stoppedReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { campaignId }) => [{ type: 'Campaign', id: campaignId }],
    }),
  }),
});

export const {
  useTransitionCampaignMutation,
  useDuplicateCampaignMutation,
  useDeleteCampaignMutation,
  useLaunchCampaignMutation,
  useStopProspectMutation,
  useResumeProspectMutation,
} = campaignActionsApi;
