import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defineJob } from '../../platform/queue.ts';
import { claimDueOccurrences, lostRuns } from './claim-occurrences.ts';
import { runOccurrence } from './run-occurrence.ts';

/**
 * One run of a scheduled job's occurrence, by its run id. Retried by the queue after an
 * unexpected error; the run row decides whether it still has work (runOccurrence).
 */
export const scheduledRunJob = defineJob({
  id: 'scheduler.run',
  version: 1,
  description: 'Run one occurrence of a scheduled job and log its outcome.',
  schema: z.object({ runId: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  async handler(payload, { services, clock, log }: JobDependencies) {
    await runOccurrence(
      {
        db: services.database.db,
        clock,
        people: services.people,
        savedLists: services.savedLists,
        campaigns: services.campaigns,
        mail: services.mail,
        mailFrom: services.config.MAIL_FROM,
        appUrl: services.config.APP_URL,
        log,
      },
      payload.runId,
    );
  },
});

/**
 * Every minute, on pg-boss's scheduler: the members' jobs whose time has come, by the app's clock,
 * each occurrence claimed once in the run log (unique per job and occurrence, however many
 * workers tick), then handed to `scheduler.run`. Members' schedules live in our table, not in
 * pg-boss: they are per organisation, in each member's time zone, paused and resumed, and tests
 * move the app's clock instead of waiting for the queue's.
 */
export const schedulerTickJob = defineJob({
  id: 'scheduler.tick',
  version: 1,
  description: 'Claim the due occurrences of scheduled jobs and queue their runs.',
  schema: z.object({}),
  policy: { retryLimit: 0, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 5 * 60 },
  cron: '* * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const db = services.database.db;
    const now = clock.now();
    const claimed = await claimDueOccurrences(db, now);
    const lost = await lostRuns(db, now);
    for (const runId of [...claimed, ...lost]) {
      await services.queue.send(scheduledRunJob, { runId }, { singletonKey: `scheduler.run:${runId}` });
    }
    if (claimed.length + lost.length > 0) log.info({ claimed: claimed.length, resent: lost.length }, 'scheduled jobs');
  },
});
