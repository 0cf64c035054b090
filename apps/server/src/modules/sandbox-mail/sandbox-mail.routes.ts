import {
  dataReplySchema,
  pageReplySchema,
  sandboxListQuerySchema,
  sandboxMessageParamsSchema,
  sandboxMessageSchema,
  sandboxMessageSummarySchema,
  simulateReplyBodySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
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

  // Whoever reads the sandbox may answer its campaign messages as the prospect would (offline demos).
  app.post('/api/v1/sandbox/messages/:id/reply', {
    config: { access: readSandbox },
    schema: {
      tags: ['sandbox-mail'],
      params: sandboxMessageParamsSchema,
      body: simulateReplyBodySchema,
      response: { 200: z.object({ message: z.string(), data: sandboxMessageSummarySchema }) },
    },
    handler: (request) => sandboxMail.simulateReply(actorOf(request), request.params.id, request.body.kind),
  });
}
