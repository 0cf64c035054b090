import {
  dataReplySchema,
  pageReplySchema,
  sandboxListQuerySchema,
  sandboxMessageParamsSchema,
  sandboxMessageSchema,
  sandboxMessageSummarySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readSandbox = { action: 'read', subject: 'SandboxMail' } as const;

export function registerSandboxMailRoutes(app: AppRouter) {
  const { sandboxMail } = app.services;

  app.get('/api/v1/sandbox/messages', {
    config: { access: readSandbox },
    schema: {
      tags: ['sandbox-mail'],
      querystring: sandboxListQuerySchema,
      response: { 200: pageReplySchema(sandboxMessageSummarySchema) },
    },
    handler: (request) => sandboxMail.list(actorOf(request), request.query),
  });

  app.get('/api/v1/sandbox/messages/:id', {
    config: { access: readSandbox },
    schema: {
      tags: ['sandbox-mail'],
      params: sandboxMessageParamsSchema,
      response: { 200: dataReplySchema(sandboxMessageSchema) },
    },
    handler: async (request) => ({ data: await sandboxMail.get(actorOf(request), request.params.id) }),
  });
}
