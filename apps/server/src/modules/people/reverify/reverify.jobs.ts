import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { EmailVerifier } from '../../../integrations/email-verification/email-verifier.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Queue } from '../../../platform/queue.ts';
import { reverifyEmails } from './reverify-emails.ts';

export const reverifyEmailsJob = 'prospects.reverify';

/** Every five minutes, a small batch of people whose email was checked too long ago is checked again. */
export async function registerReverifyJobs(
  queue: Queue,
  deps: { db: Database; clock: Clock; config: Config; verifier: EmailVerifier },
) {
  const { config } = deps;
  await queue.work(reverifyEmailsJob, async () => {
    await reverifyEmails({
      db: deps.db,
      clock: deps.clock,
      verifier: deps.verifier,
      afterDays: config.EMAIL_REVERIFY_AFTER_DAYS,
      batchSize: config.EMAIL_REVERIFY_BATCH_SIZE,
      perDomain: config.EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE,
    });
  });
  await queue.schedule(reverifyEmailsJob, '*/5 * * * *');
}
