import { personInsightsReplySchema, personParamsSchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';

const readProspects = { action: 'read', subject: 'Prospects' } as const;

/** The 360° view's personality profile and pitch suggestions: free, no reveal needed (no contact data). */
export function registerInsightRoutes(app: AppRouter) {
  const { insights } = app.services;

  app.get('/api/v1/contacts/:id/insights', {
    config: { access: readProspects },
    schema: {
      tags: ['contacts'],
      summary: "A person's predicted DISC-style profile and pitch suggestions grounded in their company's record",
      params: personParamsSchema,
      response: { 200: personInsightsReplySchema },
    },
    handler: async (request) => ({ data: await insights.forPerson(request.params.id, request.log) }),
  });
}
