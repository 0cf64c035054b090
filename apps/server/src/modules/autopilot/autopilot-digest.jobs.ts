import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defineJob, type JobPolicy } from '../../platform/queue.ts';
import { sendDailyDigests, staleClaimMs } from './send-digests.ts';

/**
 * A failed digest is tried again after its claim has gone stale (`staleClaimMs`): the retry's
 * delay is longer than that, so the retry takes the claim again and sends it, once per recipient.
 */
const digestPolicy: JobPolicy = {
  retryLimit: 3,
  retryDelaySeconds: staleClaimMs / 1000 + 5 * 60,
  retryBackoff: false,
  expireInSeconds: 30 * 60,
};

/**
 * Once a day at 06:15 UTC: the autopilot's daily digest of the previous UTC day, per organisation
 * that had anything to report, to its active owners and admins (send-digests.ts). Once per
 * organisation and day, however often it runs; a digest that failed is left claimed and unsent,
 * and this run fails so the queue retries it.
 */
export const autopilotDigestJob = defineJob({
  id: 'autopilot.digest',
  version: 1,
  description: 'Email each organisation’s owners and admins what the autopilot did yesterday, once a day.',
  schema: z.object({}),
  policy: digestPolicy,
  cron: '15 6 * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const db = services.database.db;
    const run = await sendDailyDigests({
      db,
      clock,
      mail: services.mail,
      from: services.config.MAIL_FROM,
      appUrl: services.config.APP_URL,
      log,
    });
    if (run.failed > 0) {
      throw new Error(`${run.failed} autopilot digest(s) of ${run.day} could not be sent; they are tried again.`);
    }
  },
});
