import type { CreateScheduledJobBody, LoginReply, ScheduledJob } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { schedulerTickJob } from './scheduler.jobs.ts';

/** What a job's handler receives, from the test app. */
export const jobDeps = (context: TestContext) => ({
  services: context.app.services,
  clock: context.clock,
  log: context.app.log,
});

/** One tick of the scheduler, as pg-boss's cron would send it, and the runs it queued, to the end. */
export async function tick(context: TestContext) {
  await schedulerTickJob.handler({}, jobDeps(context));
  await context.inline.drain();
}

export async function scheduleJob(context: TestContext, as: LoginReply, body: CreateScheduledJobBody) {
  return context.call<{ message: string; data: ScheduledJob; code?: string }>('POST', '/api/v1/scheduler/customjob', {
    token: as.accessToken,
    body,
  });
}

/** Schedules and expects success. */
export async function scheduledJob(context: TestContext, as: LoginReply, body: CreateScheduledJobBody) {
  const reply = await scheduleJob(context, as, body);
  if (reply.status !== 200) throw new Error(`schedule failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** A job's run rows, oldest occurrence first. */
export async function runsOf(context: TestContext, jobId: string) {
  return context.database.query<{
    id: string;
    occurrence_at: Date;
    status: string;
    attempts: number;
    counts: Record<string, number>;
    summary: string;
    error: string | null;
  }>('select * from scheduled_job_runs where job_id = $1 order by occurrence_at', [jobId]);
}

/** Signs the member in again (the tests move the clock past an access token's life). */
export async function signInAgain(context: TestContext, who: { email: string; password: string }) {
  const reply = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: who.email, password: who.password },
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  return reply.body;
}
