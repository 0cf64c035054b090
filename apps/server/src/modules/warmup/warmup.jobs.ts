import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';
import { createDatabaseWarmupEngine } from './warmup-engine.ts';
import { minute } from './warmup-schedule.ts';

/** Every ten minutes the engine plans, sends, checks and answers warm-up mail across the platform. */
export const warmupTickJob = defineJob({
  id: 'mailboxes.warmup',
  version: 1,
  description: 'One pass of the warm-up engine: recover claims, check arrivals, reply, send what is due.',
  schema: z.object({}),
  policy: defaultJobPolicy,
  cron: '*/10 * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const { config } = services;
    const engine = createDatabaseWarmupEngine({
      db: services.database.db,
      clock,
      clients: services.mailboxClients,
      tokenSecret: config.JWT_SECRET,
      missingAfterMs: config.WARMUP_MISSING_AFTER_MINUTES * minute,
      replyPercent: config.WARMUP_REPLY_PERCENT,
      log,
    });
    await engine.runWarmupTick();
  },
});
