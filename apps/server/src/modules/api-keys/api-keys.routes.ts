import {
  accessCodeSchema,
  apiKeyGeneratedSchema,
  apiKeyIdBodySchema,
  apiKeySchema,
  createAccessCodeBodySchema,
  createApiKeyBodySchema,
  createdAccessCodeSchema,
  dataReplySchema,
  exchangeAccessCodeBodySchema,
  exchangedAccessCodeSchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf, originOf } from '../auth/index.ts';

/** Every member sees the organisation's keys and codes; owners and admins make and stop them. */
const readIntegrations = { action: 'read', subject: 'Integrations' } as const;
const manageIntegrations = { action: 'manage', subject: 'Integrations' } as const;
const tags = ['api keys'];

/** API keys and access codes (docs/api-keys.md). None of these routes takes an API key itself. */
export function registerApiKeyRoutes(app: AppRouter) {
  const { apiKeys, accessCodes } = app.services;

  app.get('/api/v1/key/generate', {
    config: { access: manageIntegrations },
    schema: {
      tags,
      summary:
        'A new secret (lp_…), shown this once, with a signed reservation that POST key/create turns into a key within 10 minutes; nothing is stored yet',
      response: { 200: dataReplySchema(apiKeyGeneratedSchema) },
    },
    handler: (request) => ({ data: apiKeys.generate(actorOf(request)) }),
  });

  app.post('/api/v1/key/create', {
    config: { access: manageIntegrations },
    schema: {
      tags,
      summary:
        'Create a key from a reservation: name, scopes, optional expiry; only the secret’s hash is stored (422 for a reservation not made here, for you, or too old; 409 when it made a key already)',
      body: createApiKeyBodySchema,
      response: { 200: messageReplySchema(apiKeySchema) },
    },
    handler: (request) => apiKeys.create(actorOf(request), request.body),
  });

  app.get('/api/v1/key', {
    config: { access: readIntegrations },
    schema: {
      tags,
      summary:
        'The organisation’s API keys, newest first: name, prefix, scopes, who made it, last use, expiry (never the secret)',
      response: { 200: dataReplySchema(z.array(apiKeySchema)) },
    },
    handler: (request) => apiKeys.list(actorOf(request)),
  });

  app.post('/api/v1/key/deactivate', {
    config: { access: manageIntegrations },
    schema: {
      tags,
      summary: 'Deactivate a key: its next request answers 401 (deactivating it again changes nothing)',
      body: apiKeyIdBodySchema,
      response: { 200: messageReplySchema(apiKeySchema) },
    },
    handler: (request) => apiKeys.deactivate(actorOf(request), request.body.id),
  });

  app.get('/api/v1/key/accesscode', {
    config: { access: readIntegrations },
    schema: {
      tags,
      summary:
        'The organisation’s latest access codes with their status (pending, used, expired, revoked); never the code',
      response: { 200: dataReplySchema(z.array(accessCodeSchema)) },
    },
    handler: (request) => accessCodes.list(actorOf(request)),
  });

  app.post('/api/v1/key/accesscode/create', {
    config: { access: manageIntegrations },
    schema: {
      tags,
      summary:
        'A single-use code, shown this once, that another client exchanges within 10 minutes for a key with this name and these scopes',
      body: createAccessCodeBodySchema,
      response: { 200: messageReplySchema(createdAccessCodeSchema) },
    },
    handler: (request) => accessCodes.create(actorOf(request), request.body),
  });

  app.post('/api/v1/key/accesscode/revoke', {
    config: { access: manageIntegrations },
    schema: {
      tags,
      summary: 'Revoke a pending access code (a used one has become a key: deactivate the key instead)',
      body: apiKeyIdBodySchema,
      response: { 200: messageReplySchema(accessCodeSchema) },
    },
    handler: (request) => accessCodes.revoke(actorOf(request), request.body.id),
  });

  app.post('/api/v1/key/accesscode/exchange', {
    config: { access: 'public', errorReplies: [401] },
    schema: {
      tags,
      summary:
        'For the other client: trade an access code, once, for its API key (401 for a code that is wrong, used, revoked or expired; wrong codes throttled per address)',
      body: exchangeAccessCodeBodySchema,
      response: { 200: messageReplySchema(exchangedAccessCodeSchema) },
    },
    handler: (request) => accessCodes.exchange(request.body.code, originOf(request)),
  });
}
