import {
  consentUrlSchema,
  dataReplySchema,
  hubspotConnectBodySchema,
  hubspotConnectionSchema,
  hubspotContactLookupSchema,
  hubspotContactQuerySchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const manageIntegrations = { action: 'manage', subject: 'Integrations' } as const;
const readIntegrations = { action: 'read', subject: 'Integrations' } as const;
const emptyBody = z.strictObject({});

/**
 * The HubSpot CRM link: the consent address (finished by `GET organisation/emailcode`), its settings
 * and sync, its health, a prospect's look-up and disconnecting. Owners and admins manage it;
 * every member reads it.
 */
export function registerCrmRoutes(app: AppRouter) {
  const { crm } = app.services;

  app.get('/api/v1/crm/hubspot/oauth', {
    config: { access: manageIntegrations },
    schema: {
      tags: ['integrations'],
      summary: 'The HubSpot consent address that connects the organisation’s HubSpot account (open it in a new tab)',
      response: { 200: dataReplySchema(consentUrlSchema) },
    },
    handler: (request) => crm.consentUrl(actorOf(request)),
  });

  app.get('/api/v1/crm/hubspot', {
    config: { access: readIntegrations },
    schema: {
      tags: ['integrations'],
      summary: 'The HubSpot connection, its settings and its sync health (data null: not connected)',
      response: { 200: dataReplySchema(hubspotConnectionSchema.nullable()) },
    },
    handler: (request) => crm.read(actorOf(request)),
  });

  app.post('/api/v1/crm/hubspot/connect', {
    config: { access: manageIntegrations, errorReplies: [503] },
    schema: {
      tags: ['integrations'],
      summary: 'Saves the connected HubSpot account’s settings (what to push, field mapping) and starts its sync',
      body: hubspotConnectBodySchema,
      response: { 200: messageReplySchema(hubspotConnectionSchema) },
    },
    handler: (request) => crm.connect(actorOf(request), request.body),
  });

  app.post('/api/v1/crm/hubspot/sync', {
    config: { access: manageIntegrations },
    schema: {
      tags: ['integrations'],
      summary: 'Syncs the organisation’s HubSpot account now',
      body: emptyBody,
      response: { 200: messageReplySchema(hubspotConnectionSchema) },
    },
    handler: (request) => crm.syncNow(actorOf(request)),
  });

  app.post('/api/v1/crm/hubspot/disconnect', {
    config: { access: manageIntegrations },
    schema: {
      tags: ['integrations'],
      summary: 'Disconnects HubSpot: tokens dropped, customers no longer flagged',
      body: emptyBody,
      response: { 200: messageReplySchema(z.null()) },
    },
    handler: (request) => crm.disconnect(actorOf(request)),
  });

  app.get('/api/v1/crm/hubspot/contact', {
    config: { access: readIntegrations, errorReplies: [503] },
    schema: {
      tags: ['integrations'],
      summary: 'Whether a prospect (by email) is already a HubSpot contact or customer',
      querystring: hubspotContactQuerySchema,
      response: { 200: dataReplySchema(hubspotContactLookupSchema) },
    },
    handler: (request) => crm.lookupContact(actorOf(request), request.query.email),
  });
}
