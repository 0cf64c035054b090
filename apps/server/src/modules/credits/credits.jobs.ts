import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/** Credits expire one year after purchase: every quarter hour, expired lots get their ledger rows. */
export const expireCreditsJob = defineJob({
  id: 'credits.expire',
  version: 1,
  description: 'Writes the ledger rows of credit lots that have expired.',
  schema: z.object({}),
  policy: defaultJobPolicy,
  cron: '*/15 * * * *',
  async handler(_payload, { services }: JobDependencies) {
    await services.credits.expireAll();
  },
});
