import {
  messageReplySchema,
  webhookCreateBodySchema,
  webhookCreatedSchema,
  webhookDeliveryLogSchema,
  webhookDeliveryQuerySchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookIdBodySchema,
  webhookListReplySchema,
  webhookReplayBodySchema,
  webhookTestResultSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readIntegrations = { action: 'read', subject: 'Integrations' } as const;
const manageIntegrations = { action: 'manage', subject: 'Integrations' } as const;
const tags = ['webhooks'];

/** Webhook endpoints (spec: `key/webhook`, `key/webhook/create`, `key/webhook/validate`), their log and replay. */
export function registerWebhookRoutes(app: AppRouter) {
  const { webhooks } = app.services;

  app.get('/api/v1/key/webhook', {
    config: { access: readIntegrations, apiKeyScope: 'webhooks' },
    schema: {
      tags,
      summary: 'The organisation’s webhook endpoints, their events and five newest deliveries',
      response: { 200: webhookListReplySchema },
    },
    handler: async (request) => ({ data: await webhooks.list(actorOf(request)) }),
  });

  app.post('/api/v1/key/webhook/create', {
    config: { access: manageIntegrations, apiKeyScope: 'webhooks' },
    schema: {
      tags,
      summary: 'Add an endpoint (URL, events); the reply holds its signing secret, shown this once',
      body: webhookCreateBodySchema,
      response: { 200: messageReplySchema(webhookCreatedSchema) },
    },
    handler: async (request) => ({
      message: 'Webhook endpoint added. Copy its signing secret now: it is not shown again.',
      data: await webhooks.create(actorOf(request), request.body),
    }),
  });

  app.post('/api/v1/key/webhook/validate', {
    config: { access: manageIntegrations, apiKeyScope: 'webhooks' },
    schema: {
      tags,
      summary: 'Send a signed test event to an endpoint now and answer what it replied',
      body: webhookIdBodySchema,
      response: { 200: messageReplySchema(webhookTestResultSchema) },
    },
    handler: async (request) => {
      const result = await webhooks.test(actorOf(request), request.body.id);
      const message = result.succeeded
        ? `The endpoint answered ${result.statusCode}.`
        : `The test event was not accepted: ${result.error}`;
      return { message, data: result };
    },
  });

  const switches = [
    ['disable', 'Stop sending events to an endpoint', false, 'Webhook endpoint disabled.'],
    ['enable', 'Send events to an endpoint again (waiting events go out at once)', true, 'Webhook endpoint enabled.'],
  ] as const;
  for (const [path, summary, enabled, message] of switches) {
    app.post(`/api/v1/key/webhook/${path}`, {
      config: { access: manageIntegrations, apiKeyScope: 'webhooks' },
      schema: {
        tags,
        summary,
        body: webhookIdBodySchema,
        response: { 200: messageReplySchema(webhookEndpointSchema) },
      },
      handler: async (request) => ({
        message,
        data: await webhooks.setEnabled(actorOf(request), request.body.id, enabled),
      }),
    });
  }

  app.post('/api/v1/key/webhook/delete', {
    config: { access: manageIntegrations, apiKeyScope: 'webhooks' },
    schema: {
      tags,
      summary: 'Delete an endpoint and its delivery log',
      body: webhookIdBodySchema,
      response: { 200: messageReplySchema(z.object({ id: z.uuid() })) },
    },
    handler: async (request) => {
      await webhooks.remove(actorOf(request), request.body.id);
      return { message: 'Webhook endpoint deleted.', data: { id: request.body.id } };
    },
  });

  app.get('/api/v1/key/webhook/:id/deliveries', {
    config: { access: readIntegrations, apiKeyScope: 'webhooks' },
    schema: {
      tags,
      summary: 'An endpoint’s delivery log, newest first, with every attempt',
      params: webhookEndpointParamsSchema,
      querystring: webhookDeliveryQuerySchema,
      response: { 200: webhookDeliveryLogSchema },
    },
    handler: async (request) => ({
      data: await webhooks.deliveries(actorOf(request), request.params.id, request.query),
    }),
  });

  app.post('/api/v1/key/webhook/replay', {
    config: { access: manageIntegrations, apiKeyScope: 'webhooks' },
    schema: {
      tags,
      summary: 'Send a delivery again with the same webhook-id, from the start of the retry schedule',
      body: webhookReplayBodySchema,
      response: { 200: messageReplySchema(z.object({ id: z.uuid() })) },
    },
    handler: async (request) => {
      await webhooks.replay(actorOf(request), request.body.deliveryId);
      return { message: 'The delivery will be sent again in a moment.', data: { id: request.body.deliveryId } };
    },
  });
}
