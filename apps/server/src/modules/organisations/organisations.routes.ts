import {
  dataReplySchema,
  messageReplySchema,
  organisationSchema,
  updateOrganisationBodySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

export function registerOrganisationRoutes(app: AppRouter) {
  const { organisations } = app.services;

  app.get('/api/v1/organisation', {
    config: { access: { action: 'read', subject: 'Organisation' } },
    schema: { tags: ['organisation'], response: { 200: dataReplySchema(organisationSchema) } },
    handler: async (request) => ({ data: await organisations.get(actorOf(request)) }),
  });

  app.put('/api/v1/organisation', {
    config: { access: { action: 'update', subject: 'Organisation' } },
    schema: {
      tags: ['organisation'],
      body: updateOrganisationBodySchema,
      response: { 200: messageReplySchema(organisationSchema) },
    },
    handler: (request) => organisations.update(actorOf(request), request.body),
  });
}
