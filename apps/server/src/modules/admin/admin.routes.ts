import { adminOrganisationSchema, adminOrganisationsQuerySchema, pageReplySchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { superAdminAccess } from '../../platform/auth/route-access.ts';
import { registerAdminAutopilotRoutes } from './admin-autopilot.routes.ts';
import { registerAdminCampaignRoutes } from './admin-campaigns.routes.ts';
import { registerAdminLogRoutes } from './admin-logs.routes.ts';

export function registerAdminRoutes(app: AppRouter) {
  const { admin } = app.services;

  app.get('/api/v1/sadmin/organisations', {
    config: { access: superAdminAccess },
    schema: {
      tags: ['super-admin'],
      querystring: adminOrganisationsQuerySchema,
      response: { 200: pageReplySchema(adminOrganisationSchema) },
    },
    handler: (request) => admin.listOrganisations(request.query),
  });

  registerAdminCampaignRoutes(app);
  registerAdminAutopilotRoutes(app);
  registerAdminLogRoutes(app);
}
