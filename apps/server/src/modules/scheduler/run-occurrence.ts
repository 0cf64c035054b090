import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scheduledJobRuns, scheduledJobs, users } from '../../db/schema.ts';
import { createActor } from '../../platform/auth/actor.ts';
import { AppError, refused } from '../../platform/errors.ts';
import { type KindDeps, kindRunners, type RunMember } from './job-kinds.ts';
import { kindRules } from './scheduler.service.ts';

/** A run still "running" this long after it started belongs to a worker that died: it may be taken again. */
export const staleRunMs = 15 * 60_000;
/** Unexpected failures (not a rule's refusal) are tried this many times in all. */
export const maxRunAttempts = 3;

export interface RunOccurrenceDeps extends KindDeps {
  log?: { warn(details: object, message: string): void };
}

type JobRow = typeof scheduledJobs.$inferSelect;

/** The member the job runs as: whoever scheduled it, still active and still allowed to do this kind of work. */
async function memberOf(db: Database, job: JobRow): Promise<RunMember> {
  const [user] = job.createdByUserId
    ? await db
        .select({ id: users.id, role: users.role, status: users.status, email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.id, job.createdByUserId), eq(users.organisationId, job.organisationId)))
    : [];
  const noLongerActive = () =>
    refused('The member who scheduled this job is no longer active in the organisation: schedule it again.');
  if (!user) throw noLongerActive();
  if (user.status !== 'active') throw noLongerActive();
  const actor = createActor({
    userId: user.id,
    organisationId: job.organisationId,
    sessionId: `scheduled-job:${job.id}`,
    role: user.role,
    isSuperAdmin: false,
  });
  const { action, subject } = kindRules[job.kind].ability;
  if (!actor.ability.can(action, subject)) {
    throw refused(`${user.name} may no longer do this kind of work: schedule it again as someone who may.`);
  }
  return { actor, email: user.email, name: user.name };
}

/**
 * Runs one claimed occurrence: takes the run (queued, or abandoned by a worker that died), runs
 * its kind as the member who scheduled it, and writes the outcome, figures and plain-words error.
 * A rule's refusal (a deleted list, not enough credits) fails the run for good; an unexpected error
 * puts it back in the queue's hands (thrown, so pg-boss retries) until `maxRunAttempts`. Every kind
 * is safe to repeat: list additions and reveals are keyed per person, enrolments per campaign and
 * person, and the export's email per run.
 */
export async function runOccurrence(deps: RunOccurrenceDeps, runId: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const [run] = await db
    .update(scheduledJobRuns)
    .set({ status: 'running', attempts: sql`${scheduledJobRuns.attempts} + 1`, startedAt: now, error: null })
    .where(
      and(
        eq(scheduledJobRuns.id, runId),
        or(
          eq(scheduledJobRuns.status, 'queued'),
          and(
            eq(scheduledJobRuns.status, 'running'),
            lt(scheduledJobRuns.startedAt, new Date(now.getTime() - staleRunMs)),
          ),
        ),
      ),
    )
    .returning();
  if (!run) return;
  const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, run.jobId));
  if (!job) return;
  const finish = (values: Partial<typeof scheduledJobRuns.$inferInsert>) =>
    db
      .update(scheduledJobRuns)
      .set({ finishedAt: clock.now(), ...values })
      .where(eq(scheduledJobRuns.id, run.id));
  try {
    const member = await memberOf(db, job);
    const outcome = await kindRunners[job.kind](deps, { job, member, runId: run.id, occurrenceAt: run.occurrenceAt });
    await finish({ status: outcome.status, counts: outcome.counts, summary: outcome.summary, error: null });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await finish({ status: 'failed', summary: 'The job did not run.', error: error.message });
      return;
    }
    deps.log?.warn(
      { runId: run.id, jobId: job.id, attempt: run.attempts, error: String(error) },
      'scheduled run failed',
    );
    if (run.attempts < maxRunAttempts) {
      await db
        .update(scheduledJobRuns)
        .set({ status: 'queued', error: 'Interrupted by an unexpected error: trying again.' })
        .where(eq(scheduledJobRuns.id, run.id));
      throw error;
    }
    await finish({
      status: 'failed',
      summary: 'The job did not run.',
      error: `Something went wrong on our side, ${maxRunAttempts} times: the job runs again at its next time.`,
    });
  }
}
