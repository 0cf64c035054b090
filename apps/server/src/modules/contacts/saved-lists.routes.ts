import {
  addSearchToListBodySchema,
  createListBodySchema,
  dataReplySchema,
  listParamsSchema,
  listPeopleBodySchema,
  listPeopleQuerySchema,
  messageReplySchema,
  pageReplySchema,
  personSummarySchema,
  revealListBodySchema,
  revealListResultSchema,
  revealSearchBodySchema,
  revealSearchResultSchema,
  savedListSchema,
  searchSelectionBodySchema,
  searchSelectionSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readProspects = { action: 'read', subject: 'Prospects' } as const;
const manageProspects = { action: 'manage', subject: 'Prospects' } as const;

/** `Acme leads, Q3` → `acme-leads-q3`, for the download's file name. */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'list';

export function registerSavedListRoutes(app: AppRouter) {
  const { savedLists, people } = app.services;

  app.post('/api/v1/people/search/selection', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: {
      tags: ['lists'],
      body: searchSelectionBodySchema,
      response: { 200: dataReplySchema(searchSelectionSchema) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      return { data: await savedLists.selectionSummary(actor, await people.selectionIds(actor, request.body)) };
    },
  });

  app.post('/api/v1/people/search/reveal', {
    config: { access: manageProspects, apiKeyScope: 'people:reveal' },
    schema: {
      tags: ['lists'],
      body: revealSearchBodySchema,
      response: { 200: messageReplySchema(revealSearchResultSchema) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const selection = await people.selectionIds(actor, request.body.search);
      return savedLists.revealSelection(actor, selection, request.body);
    },
  });

  app.get('/api/v1/lists', {
    config: { access: readProspects, apiKeyScope: 'lists' },
    schema: { tags: ['lists'], response: { 200: dataReplySchema(z.array(savedListSchema)) } },
    handler: async (request) => ({ data: await savedLists.list(actorOf(request)) }),
  });

  app.post('/api/v1/lists', {
    config: { access: manageProspects, apiKeyScope: 'lists' },
    schema: { tags: ['lists'], body: createListBodySchema, response: { 200: messageReplySchema(savedListSchema) } },
    handler: (request) => savedLists.create(actorOf(request), request.body),
  });

  app.get('/api/v1/lists/:id/people', {
    config: { access: readProspects, apiKeyScope: 'lists' },
    schema: {
      tags: ['lists'],
      params: listParamsSchema,
      querystring: listPeopleQuerySchema,
      response: { 200: pageReplySchema(personSummarySchema) },
    },
    handler: (request) => savedLists.people(actorOf(request), request.params.id, request.query),
  });

  app.post('/api/v1/lists/:id/people', {
    config: { access: manageProspects, apiKeyScope: 'lists' },
    schema: {
      tags: ['lists'],
      params: listParamsSchema,
      body: listPeopleBodySchema,
      response: { 200: messageReplySchema(savedListSchema) },
    },
    handler: (request) => savedLists.addPeople(actorOf(request), request.params.id, request.body.personIds),
  });

  app.post('/api/v1/lists/:id/people/search', {
    config: { access: manageProspects, apiKeyScope: 'lists' },
    schema: {
      tags: ['lists'],
      params: listParamsSchema,
      body: addSearchToListBodySchema,
      response: { 200: messageReplySchema(savedListSchema) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const selection = await people.selectionIds(actor, request.body.search);
      return savedLists.addSelection(actor, request.params.id, selection);
    },
  });

  app.post('/api/v1/lists/:id/remove', {
    config: { access: manageProspects, apiKeyScope: 'lists' },
    schema: {
      tags: ['lists'],
      params: listParamsSchema,
      body: listPeopleBodySchema,
      response: { 200: messageReplySchema(savedListSchema) },
    },
    handler: (request) => savedLists.removePeople(actorOf(request), request.params.id, request.body.personIds),
  });

  app.post('/api/v1/lists/:id/reveal', {
    config: { access: manageProspects, apiKeyScope: 'people:reveal' },
    schema: {
      tags: ['lists'],
      params: listParamsSchema,
      body: revealListBodySchema,
      response: { 200: messageReplySchema(revealListResultSchema) },
    },
    handler: (request) => savedLists.reveal(actorOf(request), request.params.id, request.body),
  });

  app.get('/api/v1/lists/:id/export', {
    config: { access: readProspects, apiKeyScope: 'lists' },
    schema: { tags: ['lists'], params: listParamsSchema, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const { name, csv } = await savedLists.exportCsv(actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leadpilot-${fileSlug(name)}.csv"`)
        .send(csv);
    },
  });

  // Last: the tenant suite calls routes in this order with the same list, and this one ends it.
  app.post('/api/v1/lists/:id/delete', {
    config: { access: manageProspects, apiKeyScope: 'lists' },
    schema: { tags: ['lists'], params: listParamsSchema, response: { 200: messageReplySchema(listParamsSchema) } },
    handler: (request) => savedLists.remove(actorOf(request), request.params.id),
  });
}
