import {
  messageReplySchema,
  type WebhookCreateBody,
  type WebhookCreated,
  type WebhookDeliveryLog,
  type WebhookEndpoint,
  type WebhookTestResult,
  webhookCreatedSchema,
  webhookDeliveryLogSchema,
  webhookEndpointSchema,
  webhookListReplySchema,
  webhookTestResultSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const createdReplySchema = messageReplySchema(webhookCreatedSchema);
const endpointReplySchema = messageReplySchema(webhookEndpointSchema);
const testReplySchema = messageReplySchema(webhookTestResultSchema);
const idReplySchema = messageReplySchema(z.object({ id: z.string() }));

const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's endpoints with their five newest deliveries (never their secrets). */
    listWebhooks: build.query<WebhookEndpoint[], void>({
      query: () => ({ path: 'v1/key/webhook' }),
      rawResponseSchema: webhookListReplySchema,
      transformResponse: (reply: z.infer<typeof webhookListReplySchema>) => reply.data,
      providesTags: ['Webhook'],
    }),
    /** Adds an endpoint; the reply's secret is shown once. */
    createWebhook: build.mutation<WebhookCreated, WebhookCreateBody>({
      query: (body) => ({ path: 'v1/key/webhook/create', method: 'POST', body }),
      rawResponseSchema: createdReplySchema,
      transformResponse: (reply: z.infer<typeof createdReplySchema>) => reply.data,
      invalidatesTags: ['Webhook'],
    }),
    /** Sends a signed test event now; answers what the endpoint said. */
    testWebhook: build.mutation<WebhookTestResult, { id: string }>({
      query: (body) => ({ path: 'v1/key/webhook/validate', method: 'POST', body }),
      rawResponseSchema: testReplySchema,
      transformResponse: (reply: z.infer<typeof testReplySchema>) => reply.data,
    }),
    setWebhookEnabled: build.mutation<WebhookEndpoint, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({
        path: `v1/key/webhook/${enabled ? 'enable' : 'disable'}`,
        method: 'POST',
        body: { id },
      }),
      rawResponseSchema: endpointReplySchema,
      transformResponse: (reply: z.infer<typeof endpointReplySchema>) => reply.data,
      invalidatesTags: ['Webhook', 'WebhookDelivery'],
    }),
    deleteWebhook: build.mutation<{ id: string }, { id: string }>({
      query: (body) => ({ path: 'v1/key/webhook/delete', method: 'POST', body }),
      rawResponseSchema: idReplySchema,
      transformResponse: (reply: z.infer<typeof idReplySchema>) => reply.data,
      invalidatesTags: ['Webhook'],
    }),
    /** One endpoint's deliveries, newest first, each with its attempts. */
    webhookDeliveries: build.query<WebhookDeliveryLog['data'], { id: string }>({
      query: ({ id }) => ({ path: `v1/key/webhook/${id}/deliveries` }),
      rawResponseSchema: webhookDeliveryLogSchema,
      transformResponse: (reply: z.infer<typeof webhookDeliveryLogSchema>) => reply.data,
      providesTags: ['WebhookDelivery'],
    }),
    replayWebhookDelivery: build.mutation<{ id: string }, { deliveryId: string }>({
      query: (body) => ({ path: 'v1/key/webhook/replay', method: 'POST', body }),
      rawResponseSchema: idReplySchema,
      transformResponse: (reply: z.infer<typeof idReplySchema>) => reply.data,
      invalidatesTags: ['Webhook', 'WebhookDelivery'],
    }),
  }),
});

export const {
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useTestWebhookMutation,
  useSetWebhookEnabledMutation,
  useDeleteWebhookMutation,
  useWebhookDeliveriesQuery,
  useReplayWebhookDeliveryMutation,
} = webhooksApi;
