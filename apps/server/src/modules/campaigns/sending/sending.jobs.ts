import { hostname } from 'node:os';
import { z } from 'zod';
import type { JobDependencies } from '../../../jobs/job-dependencies.ts';
import { defineJob, type JobPolicy } from '../../../platform/queue.ts';
import { createSendDraftWriter } from './ai-draft.ts';
import { createMessageInstrumenter, createUnsubscribeComposer } from './compose-message.ts';
import { createDrizzleSendStore } from './drizzle-send-store.ts';
import { createSendEngine } from './send-engine.ts';
import { createMailboxTransport } from './send-transport.ts';

/** A pass never outlives its claims' lease by much; a failed pass is simply the next minute's. */
const sendingPolicy: JobPolicy = {
  retryLimit: 0,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 15 * 60,
};

/**
 * Every minute, one pass of the campaign engine: reconcile, schedule next steps, send what is due.
 * The queue only wakes the engine; the once-only guard is the send ledger, so any number of
 * workers (every server process with the queue enabled, on one PostgreSQL database) may run it at once.
 */
export const campaignSendingJob = defineJob({
  id: 'campaigns.send',
  version: 1,
  description: 'One pass of the campaign sending engine: reconcile, schedule next steps, send what is due.',
  schema: z.object({}),
  policy: sendingPolicy,
  cron: '* * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const db = services.database.db;
    const transport = createMailboxTransport({ db, clock, clients: services.mailboxClients });
    const engine = createSendEngine({
      store: createDrizzleSendStore(db),
      transport,
      clock,
      log,
      worker: `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`,
      unsubscribe: createUnsubscribeComposer({
        db,
        tokens: services.unsubscribe.tokens,
        baseUrl: services.config.APP_URL,
      }),
      tracking: createMessageInstrumenter(services.tracking),
      drafts: createSendDraftWriter(services.aiWriter),
      // Campaigns on the autopilot: review mode and the kill switch (the autopilot module answers).
      review: services.sendReview,
      jitter: { seed: 'campaigns', maxSeconds: 60 },
    });
    try {
      await engine.runPass();
    } finally {
      await transport.close();
    }
  },
});
