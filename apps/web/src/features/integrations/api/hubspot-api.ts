import {
  type ConsentUrl,
  consentUrlSchema,
  dataReplySchema,
  type HubspotConnectBody,
  type HubspotConnection,
  hubspotConnectionSchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const connectionReplySchema = dataReplySchema(hubspotConnectionSchema.nullable());
const consentUrlReplySchema = dataReplySchema(consentUrlSchema);
const savedReplySchema = messageReplySchema(hubspotConnectionSchema);
const disconnectedReplySchema = messageReplySchema(z.null());

const hubspotApi = api.enhanceEndpoints({ addTagTypes: ['Hubspot'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's HubSpot connection, settings and sync health; null when not connected. */
    getHubspot: build.query<HubspotConnection | null, void>({
      query: () => ({ path: 'v1/crm/hubspot' }),
      rawResponseSchema: connectionReplySchema,
      transformResponse: (reply: z.infer<typeof connectionReplySchema>) => reply.data,
      providesTags: ['Hubspot'],
    }),
    /** `GET crm/hubspot/oauth`: a fresh consent address each time, so a mutation (never cached). */
    getHubspotConsentUrl: build.mutation<ConsentUrl, void>({
      query: () => ({ path: 'v1/crm/hubspot/oauth' }),
      rawResponseSchema: consentUrlReplySchema,
      transformResponse: (reply: z.infer<typeof consentUrlReplySchema>) => reply.data,
    }),
    saveHubspotSettings: build.mutation<HubspotConnection, HubspotConnectBody>({
      query: (body) => ({ path: 'v1/crm/hubspot/connect', method: 'POST', body }),
      rawResponseSchema: savedReplySchema,
      transformResponse: (reply: z.infer<typeof savedReplySchema>) => reply.data,
      invalidatesTags: ['Hubspot'],
    }),
    syncHubspot: build.mutation<HubspotConnection, void>({
      query: () => ({ path: 'v1/crm/hubspot/sync', method: 'POST', body: {} }),
      rawResponseSchema: savedReplySchema,
      transformResponse: (reply: z.infer<typeof savedReplySchema>) => reply.data,
      invalidatesTags: ['Hubspot'],
    }),
    disconnectHubspot: build.mutation<null, void>({
      query: () => ({ path: 'v1/crm/hubspot/disconnect', method: 'POST', body: {} }),
      rawResponseSchema: disconnectedReplySchema,
      transformResponse: () => null,
      invalidatesTags: ['Hubspot'],
    }),
  }),
});

export const {
  useGetHubspotQuery,
  useGetHubspotConsentUrlMutation,
  useSaveHubspotSettingsMutation,
  useSyncHubspotMutation,
  useDisconnectHubspotMutation,
} = hubspotApi;
