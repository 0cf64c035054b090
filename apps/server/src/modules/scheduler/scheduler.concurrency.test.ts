import type { LoginReply } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { sandboxMessages } from '../../db/schema.ts';
import { launchableDraft, transition } from '../campaigns/campaigns-test-support.ts';
import { claimDueOccurrences } from './claim-occurrences.ts';
import { type RunOccurrenceDeps, runOccurrence } from './run-occurrence.ts';
import { runsOf, scheduledJob } from './scheduler-test-support.ts';

/**
 * Two workers (two connection pools on PostgreSQL, as two processes would have) wake for the same
 * occurrences at the same moment, and the queue then delivers each run twice: every occurrence is
 * claimed once and its work (an email) done once. On PGlite the same calls interleave on one
 * connection; on PostgreSQL (`npm run test:postgres`) their transactions really overlap.
 */
let context: TestContext;
let owner: LoginReply & { email: string };
let otherWorker: DatabaseHandle;
let jobIds: string[];

const start = new Date('2027-02-01T09:00:00Z');

function workerDeps(db: DatabaseHandle['db']): RunOccurrenceDeps {
  const { services } = context.app;
  return {
    db,
    clock: context.clock,
    people: services.people,
    savedLists: services.savedLists,
    campaigns: services.campaigns,
    mail: services.mail,
    mailFrom: context.config.MAIL_FROM,
    appUrl: context.config.APP_URL,
  };
}

beforeAll(async () => {
  context = await createTestContext();
  context.clock.set(start);
  owner = await context.signup();
  otherWorker = context.database.url
    ? await openDatabase({ databaseUrl: context.database.url, poolSize: 5 })
    : context.database;
  const campaign = await launchableDraft(context, owner, { name: 'Raced report' });
  expect((await transition(context, owner, 'launch', { id: campaign.id })).status).toBe(200);
  jobIds = [];
  for (const name of ['Report one', 'Report two', 'Report three', 'Report four']) {
    const job = await scheduledJob(context, owner, {
      name,
      kind: 'export-results',
      schedule: { type: 'cron', cron: '0 10 * * *', timeZone: 'UTC' },
      campaignId: campaign.id,
    });
    jobIds.push(job.id);
  }
}, 60_000);
afterAll(async () => {
  if (otherWorker !== context.database) await otherWorker.close();
  await context.close();
});

describe('two workers on the same occurrence', () => {
  it('claim each occurrence once, and a run delivered twice does its work once', async () => {
    context.clock.set(new Date('2027-02-01T10:00:05Z'));
    const now = context.clock.now();
    const claims = await Promise.all([
      claimDueOccurrences(context.db, now),
      claimDueOccurrences(otherWorker.db, now),
      claimDueOccurrences(context.db, now),
      claimDueOccurrences(otherWorker.db, now),
    ]);
    const claimed = claims.flat();
    expect(claimed).toHaveLength(jobIds.length);
    expect(new Set(claimed).size).toBe(jobIds.length);
    for (const jobId of jobIds) {
      const runs = await runsOf(context, jobId);
      expect(runs.map((run) => run.occurrence_at.toISOString())).toEqual(['2027-02-01T10:00:00.000Z']);
    }
    // Ticking again in the same minute finds every job moved on to tomorrow.
    expect(await claimDueOccurrences(otherWorker.db, now)).toEqual([]);

    // The queue may deliver a run twice (a retry racing the first): each run's work is done once.
    await Promise.all(
      claimed.flatMap((runId) => [
        runOccurrence(workerDeps(context.db), runId),
        runOccurrence(workerDeps(otherWorker.db), runId),
      ]),
    );
    const mails = await context.db
      .select({ id: sandboxMessages.id })
      .from(sandboxMessages)
      .where(and(eq(sandboxMessages.kind, 'scheduled-export'), eq(sandboxMessages.toAddress, owner.email)));
    expect(mails).toHaveLength(jobIds.length);
    for (const jobId of jobIds) {
      const [run] = await runsOf(context, jobId);
      expect(run).toMatchObject({ status: 'succeeded', attempts: 1, counts: { rows: 3, emailed: 1 } });
    }
  });
});
