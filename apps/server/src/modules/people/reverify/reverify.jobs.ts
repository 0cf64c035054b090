import { z } from 'zod';
import type { JobDependencies } from '../../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../../platform/queue.ts';
import { reverifyEmails } from './reverify-emails.ts';

/** Every five minutes, a small batch of people whose email was checked too long ago is checked again. */
export const reverifyEmailsJob = defineJob({
  id: 'prospects.reverify',
  version: 1,
  description: 'Checks again a small batch of people whose email was verified too long ago.',
  schema: z.object({}),
  policy: defaultJobPolicy,
  cron: '*/5 * * * *',
  async handler(_payload, { services, clock }: JobDependencies) {
    const { config } = services;
    await reverifyEmails({
      db: services.database.db,
      clock,
      verifier: services.emailVerifier,
      afterDays: config.EMAIL_REVERIFY_AFTER_DAYS,
      batchSize: config.EMAIL_REVERIFY_BATCH_SIZE,
      perDomain: config.EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE,
    });
  },
});
