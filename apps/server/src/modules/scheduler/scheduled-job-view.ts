import type { ScheduledJob, ScheduledRun } from '@leadpilot/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, savedLists, scheduledJobRuns, scheduledJobs, users } from '../../db/schema.ts';
import { scheduledJobNotFound } from './scheduler.errors.ts';

type RunRow = typeof scheduledJobRuns.$inferSelect;

export function runView(row: RunRow): ScheduledRun {
  return {
    id: row.id,
    occurrenceAt: row.occurrenceAt.toISOString(),
    status: row.status,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    counts: row.counts,
    summary: row.summary,
    error: row.error,
  };
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The organisation's jobs (or one of them) as the API shows them: their list and campaign by name,
 * who scheduled them, the next run and the latest run. Scoped by organisation: another
 * organisation's job is not found.
 */
export async function loadJobViews(db: Database, organisationId: string, jobId?: string): Promise<ScheduledJob[]> {
  const rows = await db
    .select({
      job: scheduledJobs,
      listName: savedLists.name,
      campaignName: campaigns.name,
      creatorName: users.name,
    })
    .from(scheduledJobs)
    .leftJoin(savedLists, eq(savedLists.id, scheduledJobs.listId))
    .leftJoin(campaigns, eq(campaigns.id, scheduledJobs.campaignId))
    .leftJoin(users, eq(users.id, scheduledJobs.createdByUserId))
    .where(and(eq(scheduledJobs.organisationId, organisationId), ...(jobId ? [eq(scheduledJobs.id, jobId)] : [])))
    .orderBy(desc(scheduledJobs.createdAt), desc(scheduledJobs.id));
  const ids = rows.map((row) => row.job.id);
  const lastRuns =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([scheduledJobRuns.jobId])
          .from(scheduledJobRuns)
          .where(inArray(scheduledJobRuns.jobId, ids))
          .orderBy(scheduledJobRuns.jobId, desc(scheduledJobRuns.occurrenceAt));
  const lastByJob = new Map(lastRuns.map((run) => [run.jobId, run]));
  return rows.map(({ job, listName, campaignName, creatorName }) => {
    const last = lastByJob.get(job.id);
    const search = job.settings.search;
    return {
      id: job.id,
      name: job.name,
      kind: job.kind,
      status: job.status,
      schedule: {
        type: job.scheduleType,
        runAt: job.runAt?.toISOString() ?? null,
        cron: job.cron,
        timeZone: job.timeZone,
      },
      list: job.listId && listName !== null ? { id: job.listId, name: listName } : null,
      campaign: job.campaignId && campaignName !== null ? { id: job.campaignId, name: campaignName } : null,
      search: search && typeof search === 'object' ? (search as Record<string, unknown>) : null,
      perRun: numberOr(job.settings.perRun),
      maxCredits: numberOr(job.settings.maxCredits),
      nextRunAt: job.status === 'active' ? (job.nextRunAt?.toISOString() ?? null) : null,
      lastRun: last ? runView(last) : null,
      createdBy: job.createdByUserId && creatorName !== null ? { id: job.createdByUserId, name: creatorName } : null,
      createdAt: job.createdAt.toISOString(),
    };
  });
}

export async function loadJobView(db: Database, organisationId: string, jobId: string): Promise<ScheduledJob> {
  const [view] = await loadJobViews(db, organisationId, jobId);
  if (!view) throw scheduledJobNotFound();
  return view;
}

/** The job's row, locked when asked, scoped by organisation. */
export async function findJob(db: Database, organisationId: string, jobId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.id, jobId), eq(scheduledJobs.organisationId, organisationId)));
  const [job] = options.lock ? await query.for('update') : await query;
  if (!job) throw scheduledJobNotFound();
  return job;
}
