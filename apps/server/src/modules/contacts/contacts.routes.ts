import {
  companyDetailSchema,
  dataReplySchema,
  personDetailSchema,
  personParamsSchema,
  personSummarySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readProspects = { action: 'read', subject: 'Prospects' } as const;
const manageProspects = { action: 'manage', subject: 'Prospects' } as const;

/** Contact reveal and company details; the paths are the specification's. */
export function registerContactRoutes(app: AppRouter) {
  const { contacts } = app.services;

  app.get('/api/v1/callback/partialcontact/:id', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: { tags: ['contacts'], params: personParamsSchema, response: { 200: dataReplySchema(personSummarySchema) } },
    handler: async (request) => ({ data: await contacts.partial(actorOf(request), request.params.id) }),
  });

  // A GET that spends credits: idempotent by the ledger key and the reveal's primary key.
  app.get('/api/v1/callback/opencontact/:id', {
    config: { access: manageProspects, apiKeyScope: 'people:reveal' },
    schema: { tags: ['contacts'], params: personParamsSchema, response: { 200: dataReplySchema(personDetailSchema) } },
    handler: async (request) => ({ data: await contacts.open(actorOf(request), request.params.id) }),
  });

  app.get('/api/v1/contacts/:id', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: { tags: ['contacts'], params: personParamsSchema, response: { 200: dataReplySchema(personDetailSchema) } },
    handler: async (request) => ({ data: await contacts.detail(actorOf(request), request.params.id) }),
  });

  app.get('/api/v1/contacts/din/:id', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: { tags: ['contacts'], params: personParamsSchema, response: { 200: dataReplySchema(companyDetailSchema) } },
    handler: async (request) => ({ data: await contacts.company(request.params.id) }),
  });
}
