import { dataReplySchema, deliverabilityReportSchema, deliverabilityRouteQuerySchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readMailboxes = { action: 'read', subject: 'Mailboxes' } as const;

/** The deliverability pre-flight of a sending domain: MX, SPF, DKIM and DMARC with what to fix. */
export function registerDeliverabilityRoutes(app: AppRouter) {
  const { deliverability } = app.services;

  app.get('/api/v1/organisation/deliverability', {
    config: { access: readMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: "A sending domain's MX, SPF, DKIM and DMARC records, each with a verdict and what to publish",
      querystring: deliverabilityRouteQuerySchema,
      response: { 200: dataReplySchema(deliverabilityReportSchema) },
    },
    handler: async (request) => ({ data: await deliverability.report(actorOf(request), request.query) }),
  });
}
