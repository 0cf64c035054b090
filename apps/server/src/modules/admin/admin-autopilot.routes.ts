import { messageReplySchema, regenerateDraftsBodySchema, regenerateDraftsResultSchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { superAdminAccess } from '../../platform/auth/route-access.ts';
import { actorOf } from '../auth/index.ts';

/** The super-admin's autopilot tools; each call is audited (`sadmin.campaign.regenerate`). */
export function registerAdminAutopilotRoutes(app: AppRouter) {
  const { autopilot } = app.services;

  app.post('/api/v1/sadmin/campaigns/regenerate', {
    config: { access: superAdminAccess },
    schema: {
      tags: ['super-admin'],
      summary:
        "Write a campaign's pending autopilot drafts again from its current knowledge (drafts a person edited are kept), audited",
      body: regenerateDraftsBodySchema,
      response: { 200: messageReplySchema(regenerateDraftsResultSchema) },
    },
    handler: (request) => autopilot.regenerateDrafts(actorOf(request), request.body.id),
  });
}
