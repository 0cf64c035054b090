import { hostname } from 'node:os';
import { z } from 'zod';
import { llmClientFromConfig } from '../../../integrations/llm/llm-client.ts';
import type { JobDependencies } from '../../../jobs/job-dependencies.ts';
import { defineJob, type JobPolicy } from '../../../platform/queue.ts';
import { createAutopilotReplyHook } from '../../autopilot/index.ts';
import { classifyInbound } from '../classify/classify-message.ts';
import { parseInbound } from '../classify/parse-inbound.ts';
import { createReplyEffects } from '../effects/reply-effects.ts';
import { withModelRefinement } from '../refine/refine-with-model.ts';
import { createDrizzleSyncStore } from './drizzle-sync-store.ts';
import { createSyncEngine } from './sync-engine.ts';
import { createMailboxInboundTransport } from './sync-transport.ts';

/** A sweep that failed is simply the next minute's; a mailbox's own failures are counted on its state. */
const syncPolicy: JobPolicy = {
  retryLimit: 0,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 15 * 60,
};

/**
 * Every minute, one sweep of the inbound sync: each connected, active mailbox whose read is due
 * (every REPLY_SYNC_INTERVAL_MINUTES, less often while it fails) has its new mail read, stored once
 * and matched to its thread. The queue only wakes the engine; the once-only guards are the lease on
 * each mailbox's sync state and the unique Message-ID per mailbox, so any number of workers may run
 * it at once, and a sweep run twice reads nothing twice.
 */
export const replySyncJob = defineJob({
  id: 'replies.sync',
  version: 1,
  description:
    'One sweep of the inbound sync: read every due mailbox’s new mail, store it once, match it to its thread.',
  schema: z.object({}),
  policy: syncPolicy,
  cron: '* * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const db = services.database.db;
    const { config } = services;
    const transport = createMailboxInboundTransport(services.mailboxClients);
    const applyReplyEffects = createReplyEffects({ db, clock });
    // After the effects, the autopilot decides what to answer a reply of a campaign on the autopilot.
    const decideForAutopilot = createAutopilotReplyHook({
      db,
      clock,
      llm: llmClientFromConfig(config),
      log,
      slots: services.meetings.slotSource,
    });
    const engine = createSyncEngine({
      store: createDrizzleSyncStore(db),
      transport,
      readers: {
        parse: parseInbound,
        // The rules first; a person's reply they are unsure of is read again by the model, if one is set.
        classify: withModelRefinement(classifyInbound, llmClientFromConfig(config), {
          onFallback: (reason) => log.warn({ reason }, 'reply label: the model was not used'),
        }),
      },
      clock,
      log,
      onStored: async (message) => {
        await applyReplyEffects(message);
        await decideForAutopilot(message);
      },
      worker: `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`,
      settings: {
        backfillDays: config.REPLY_SYNC_BACKFILL_DAYS,
        intervalMs: config.REPLY_SYNC_INTERVAL_MINUTES * 60_000,
      },
    });
    try {
      await engine.syncDue();
    } finally {
      await transport.close();
    }
  },
});
