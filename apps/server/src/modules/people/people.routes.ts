import { campaignFilterReplySchema, peopleSearchBodySchema, peopleSearchReplySchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readProspects = { action: 'read', subject: 'Prospects' } as const;

export function registerPeopleRoutes(app: AppRouter) {
  const { people } = app.services;

  app.post('/api/v1/people/search', {
    // A search changes nothing: the signed-in session stays in the shared look-ups (app.ts).
    config: { access: readProspects, apiKeyScope: 'people:search', readsOnly: true },
    schema: { tags: ['people'], body: peopleSearchBodySchema, response: { 200: peopleSearchReplySchema } },
    handler: (request) => people.search(actorOf(request), request.body),
  });

  app.get('/api/v1/campaign/filter', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: { tags: ['people'], response: { 200: campaignFilterReplySchema } },
    handler: async (request) => ({ data: await people.filterOptions(actorOf(request)) }),
  });
}
