import { mailboxSchema, messageReplySchema, warmupBodySchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const manageMailboxes = { action: 'manage', subject: 'Mailboxes' } as const;

/** Starting and stopping a mailbox's warm-up; the engine itself runs on the queue (warmup.jobs.ts). */
export function registerWarmupRoutes(app: AppRouter) {
  const { warmup } = app.services;

  app.post('/api/v1/organisation/emails/warmup', {
    config: { access: manageMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: "Starts or stops a mailbox's warm-up, optionally with a new daily target",
      body: warmupBodySchema,
      response: { 200: messageReplySchema(mailboxSchema) },
    },
    handler: (request) => warmup.setWarmup(actorOf(request), request.body),
  });
}
