import { and, asc, eq, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scheduledJobRuns, scheduledJobs } from '../../db/schema.ts';
import { nextOccurrence } from './cron-schedule.ts';

/** Jobs claimed per tick at most; the rest wait for the next minute. */
const claimsPerTick = 200;
/** A run still queued this long after its claim was lost on its way to the queue: it is sent again. */
export const lostRunMs = 10 * 60_000;

/**
 * Claims every due occurrence of the active jobs, as of `now` (the app's clock): for each job whose
 * `next_run_at` has come, one transaction locks the job, inserts the run of that occurrence and
 * moves `next_run_at` on (a one-off job is completed). The unique (job, occurrence) of the run log
 * is what makes it once: two workers ticking together insert one run between them, and the loser
 * finds the job already moved on. Occurrences missed while no worker ran (the server was down) are
 * not caught up: the oldest due one runs, and the next is the first after `now`.
 * Returns the ids of the runs this caller claimed.
 */
export async function claimDueOccurrences(db: Database, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: scheduledJobs.id, nextRunAt: scheduledJobs.nextRunAt })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.status, 'active'), lte(scheduledJobs.nextRunAt, now)))
    .orderBy(asc(scheduledJobs.nextRunAt))
    .limit(claimsPerTick);
  const claimed: string[] = [];
  for (const candidate of due) {
    if (!candidate.nextRunAt) continue;
    const runId = await claimOne(db, candidate.id, candidate.nextRunAt, now);
    if (runId) claimed.push(runId);
  }
  return claimed;
}

async function claimOne(db: Database, jobId: string, occurrenceAt: Date, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.id, jobId), eq(scheduledJobs.status, 'active'), eq(scheduledJobs.nextRunAt, occurrenceAt)),
      )
      .for('update');
    if (!job) return null;
    const [run] = await tx
      .insert(scheduledJobRuns)
      .values({ jobId: job.id, organisationId: job.organisationId, occurrenceAt, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: scheduledJobRuns.id });
    const after = new Date(Math.max(now.getTime(), occurrenceAt.getTime()));
    const next = job.scheduleType === 'cron' && job.cron ? nextOccurrence(job.cron, job.timeZone, after) : null;
    await tx
      .update(scheduledJobs)
      .set({ nextRunAt: next, status: next ? 'active' : 'completed', updatedAt: now })
      .where(eq(scheduledJobs.id, job.id));
    return run?.id ?? null;
  });
}

/** Runs claimed but still queued long after: their message to the queue was lost, so they are sent again. */
export async function lostRuns(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: scheduledJobRuns.id })
    .from(scheduledJobRuns)
    .where(
      and(eq(scheduledJobRuns.status, 'queued'), lt(scheduledJobRuns.createdAt, new Date(now.getTime() - lostRunMs))),
    )
    .limit(claimsPerTick);
  return rows.map((row) => row.id);
}
