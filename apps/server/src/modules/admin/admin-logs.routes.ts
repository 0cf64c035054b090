import {
  adminCommLogEntrySchema,
  adminCommLogQuerySchema,
  adminCommUpdateBodySchema,
  adminCommUpdateReplySchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { superAdminAccess } from '../../platform/auth/route-access.ts';
import { actorOf } from '../auth/index.ts';

const tags = ['super-admin'];

const resolutionWords = {
  resend: 'The message will be sent again as a new attempt.',
  drop: 'The message was dropped.',
  handled: 'The entry is marked handled.',
} as const;

/** The communication log across organisations for super-admins; each call is audited. */
export function registerAdminLogRoutes(app: AppRouter) {
  const { communicationAdmin } = app.services;

  app.get('/api/v1/sadmin/logs/comm', {
    config: { access: superAdminAccess },
    schema: {
      tags,
      summary: 'The communication log across organisations, newest first, by organisation, kind, campaign and time',
      querystring: adminCommLogQuerySchema,
      response: { 200: pageReplySchema(adminCommLogEntrySchema) },
    },
    handler: (request) => communicationAdmin.log(actorOf(request), request.query),
  });

  app.post('/api/v1/sadmin/logs/commupdate', {
    config: { access: superAdminAccess },
    schema: {
      tags,
      summary: 'Resolve a log entry: resend or drop a message whose outcome is unknown, or mark it handled',
      body: adminCommUpdateBodySchema,
      response: { 200: adminCommUpdateReplySchema },
    },
    handler: async (request) => {
      const data = await communicationAdmin.resolve(actorOf(request), request.body);
      return { message: resolutionWords[data.action], data };
    },
  });
}
