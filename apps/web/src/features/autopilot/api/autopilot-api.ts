import {
  type ApproveAutopilotActionBody,
  type AutopilotAction,
  type AutopilotActionStatus,
  type AutopilotKillSwitch,
  type AutopilotSwitchAction,
  autopilotActionSchema,
  autopilotKillSwitchSchema,
  type CampaignAutopilot,
  campaignAutopilotSchema,
  dataReplySchema,
  messageReplySchema,
  pageReplySchema,
  type SaveAutopilotBody,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const actionPageSchema = pageReplySchema(autopilotActionSchema);
const actionReplySchema = messageReplySchema(autopilotActionSchema);
const campaignAutopilotReplySchema = messageReplySchema(campaignAutopilotSchema);
const campaignAutopilotDataSchema = dataReplySchema(campaignAutopilotSchema);
const killSwitchDataSchema = dataReplySchema(autopilotKillSwitchSchema);
const killSwitchReplySchema = messageReplySchema(autopilotKillSwitchSchema);

export interface ActionListArguments {
  /** `open`: what waits for a person or may still be undone. */
  queue: 'open' | 'all';
  status?: AutopilotActionStatus;
  campaignId?: string;
  /** One prospect's history (their enrolment). */
  enrolmentId?: string;
  page: number;
  perPage: number;
}

type ActionPage = z.infer<typeof actionPageSchema>;

const autopilotApi = api
  .enhanceEndpoints({ addTagTypes: ['AutopilotAction', 'CampaignAutopilot', 'AutopilotKillSwitch'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** A campaign's autopilot: settings, ideal customer, knowledge, and what enabling still needs. */
      getCampaignAutopilot: build.query<CampaignAutopilot, string>({
        query: (id) => ({ path: `v1/campaign/autopilot/${id}` }),
        rawResponseSchema: campaignAutopilotDataSchema,
        transformResponse: (reply: z.infer<typeof campaignAutopilotDataSchema>) => reply.data,
        providesTags: (_data, _error, id) => [{ type: 'CampaignAutopilot', id }],
      }),
      /** Saves what is sent (409 when someone saved since the revision read). */
      saveCampaignAutopilot: build.mutation<CampaignAutopilot, SaveAutopilotBody>({
        query: (body) => ({ path: 'v1/campaign/autopilot/settings', method: 'POST', body }),
        rawResponseSchema: campaignAutopilotReplySchema,
        transformResponse: (reply: z.infer<typeof campaignAutopilotReplySchema>) => reply.data,
        invalidatesTags: (_data, _error, { id }) => [{ type: 'CampaignAutopilot', id }],
      }),
      /** Enable, disable or archive (422 naming what enabling still needs). */
      switchCampaignAutopilot: build.mutation<CampaignAutopilot, { id: string; action: AutopilotSwitchAction }>({
        query: (body) => ({ path: 'v1/campaign/autopilot', method: 'POST', body }),
        rawResponseSchema: campaignAutopilotReplySchema,
        transformResponse: (reply: z.infer<typeof campaignAutopilotReplySchema>) => reply.data,
        invalidatesTags: (_data, _error, { id }) => [{ type: 'CampaignAutopilot', id }, 'AutopilotAction'],
      }),
      /** The organisation's autopilot actions, newest first. */
      listAutopilotActions: build.query<ActionPage, ActionListArguments>({
        query: (query) => ({ path: 'v1/autopilot/actions', query: { ...query } }),
        rawResponseSchema: actionPageSchema,
        providesTags: ['AutopilotAction'],
      }),
      approveAutopilotAction: build.mutation<AutopilotAction, ApproveAutopilotActionBody>({
        query: (body) => ({ path: 'v1/autopilot/actions/approve', method: 'POST', body }),
        rawResponseSchema: actionReplySchema,
        transformResponse: (reply: z.infer<typeof actionReplySchema>) => reply.data,
        invalidatesTags: ['AutopilotAction'],
      }),
      rejectAutopilotAction: build.mutation<AutopilotAction, { id: string; reason?: string }>({
        query: (body) => ({ path: 'v1/autopilot/actions/reject', method: 'POST', body }),
        rawResponseSchema: actionReplySchema,
        transformResponse: (reply: z.infer<typeof actionReplySchema>) => reply.data,
        invalidatesTags: ['AutopilotAction'],
      }),
      undoAutopilotAction: build.mutation<AutopilotAction, { id: string }>({
        query: (body) => ({ path: 'v1/autopilot/actions/undo', method: 'POST', body }),
        rawResponseSchema: actionReplySchema,
        transformResponse: (reply: z.infer<typeof actionReplySchema>) => reply.data,
        invalidatesTags: ['AutopilotAction'],
      }),
      getKillSwitch: build.query<AutopilotKillSwitch, void>({
        query: () => ({ path: 'v1/autopilot/kill-switch' }),
        rawResponseSchema: killSwitchDataSchema,
        transformResponse: (reply: z.infer<typeof killSwitchDataSchema>) => reply.data,
        providesTags: ['AutopilotKillSwitch'],
      }),
      setKillSwitch: build.mutation<AutopilotKillSwitch, { isOn: boolean; reason?: string }>({
        query: (body) => ({ path: 'v1/autopilot/kill-switch', method: 'POST', body }),
        rawResponseSchema: killSwitchReplySchema,
        transformResponse: (reply: z.infer<typeof killSwitchReplySchema>) => reply.data,
        invalidatesTags: ['AutopilotKillSwitch', 'AutopilotAction'],
      }),
    }),
  });

export const {
  useGetCampaignAutopilotQuery,
  useSaveCampaignAutopilotMutation,
  useSwitchCampaignAutopilotMutation,
  useListAutopilotActionsQuery,
  useApproveAutopilotActionMutation,
  useRejectAutopilotActionMutation,
  useUndoAutopilotActionMutation,
  useGetKillSwitchQuery,
  useSetKillSwitchMutation,
} = autopilotApi;
