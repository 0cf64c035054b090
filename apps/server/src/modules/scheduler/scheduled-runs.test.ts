import type { LoginReply, SavedList } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { enrolments, sandboxMessages } from '../../db/schema.ts';
import { launchableDraft, transition } from '../campaigns/campaigns-test-support.ts';
import {
  balanceOf,
  organisationWithCredits,
  type SeededPerson,
  seedPeople,
} from '../contacts/contacts-test-support.ts';
import { runsOf, scheduledJob, signInAgain, tick } from './scheduler-test-support.ts';

/**
 * Each kind of scheduled job run by the scheduler as pg-boss would wake it (a tick, then the runs
 * it queued), with the app's clock moved instead of waited for: each does its work once per
 * occurrence and logs its figures.
 */
let context: TestContext;
let owner: LoginReply & { email: string; password: string };
let people: SeededPerson[];

const start = new Date('2027-03-22T07:00:00Z');

async function api(method: 'GET' | 'POST', url: string, body?: unknown) {
  const session = await signInAgain(context, owner);
  return context.call<{ data: unknown; message: string }>(method, `/api/v1${url}`, {
    token: session.accessToken,
    ...(body === undefined ? {} : { body }),
  });
}

async function newList(name: string, personIds: string[] = []) {
  const list = await api('POST', '/lists', { name });
  const id = (list.body.data as SavedList).id;
  if (personIds.length > 0) expect((await api('POST', `/lists/${id}/people`, { personIds })).status).toBe(200);
  return id;
}

async function listSummary(id: string) {
  const lists = (await api('GET', '/lists')).body.data as SavedList[];
  return lists.find((list) => list.id === id) as SavedList;
}

async function setTitle(persons: SeededPerson[], title: string) {
  for (const person of persons) {
    await context.database.query('update people set title = $1 where id = $2', [title, person.id]);
  }
}

beforeAll(async () => {
  context = await createTestContext();
  context.clock.set(start);
  owner = await organisationWithCredits(context, 200);
  people = (await seedPeople(context, 40, 'scheduled-runs')).filter((person) => person.email);
}, 120_000);
afterAll(() => context.close());

describe('scheduled jobs at work', () => {
  it('refreshes a saved search into a list at each occurrence, adding only the new matches', async () => {
    await setTitle(people.slice(0, 4), 'Scheduled Refresh Lead');
    const listId = await newList('Refreshed leads');
    const job = await scheduledJob(context, await signInAgain(context, owner), {
      name: 'Hourly refresh',
      kind: 'refresh-list',
      schedule: { type: 'cron', cron: '0 * * * *', timeZone: 'UTC' },
      search: { titles: ['Scheduled Refresh Lead'] },
      listId,
    });
    context.clock.set(new Date('2027-03-22T08:00:30Z'));
    await tick(context);
    // A second tick in the same minute finds nothing due: the occurrence ran once.
    await tick(context);
    expect((await listSummary(listId)).peopleCount).toBe(4);

    await setTitle(people.slice(4, 6), 'Scheduled Refresh Lead');
    context.clock.set(new Date('2027-03-22T09:00:10Z'));
    await tick(context);
    expect((await listSummary(listId)).peopleCount).toBe(6);
    const runs = await runsOf(context, job.id);
    expect(runs.map((run) => [run.occurrence_at.toISOString(), run.status, run.counts])).toEqual([
      ['2027-03-22T08:00:00.000Z', 'succeeded', { matched: 4, added: 4 }],
      ['2027-03-22T09:00:00.000Z', 'succeeded', { matched: 6, added: 2 }],
    ]);
    expect(runs[1]?.summary).toBe('Added 2 people to “Refreshed leads” (the search matched 6 people).');
  });

  it('enriches a list within its credit cap: over the cap it is skipped with nothing spent', async () => {
    const listId = await newList(
      'To enrich',
      people.slice(10, 15).map((person) => person.id),
    );
    const cost = (await listSummary(listId)).revealCredits;
    expect(cost).toBeGreaterThan(1);
    const capped = await scheduledJob(context, await signInAgain(context, owner), {
      name: 'Capped reveal',
      kind: 'enrich-list',
      schedule: { type: 'once', runAt: '2027-03-22T10:00:00Z', timeZone: 'UTC' },
      listId,
      maxCredits: cost - 1,
    });
    const uncapped = await scheduledJob(context, await signInAgain(context, owner), {
      name: 'Reveal',
      kind: 'enrich-list',
      schedule: { type: 'once', runAt: '2027-03-22T10:30:00Z', timeZone: 'UTC' },
      listId,
    });
    const organisationId = owner.userData.organisation.id;
    const balance = await balanceOf(context, organisationId);

    context.clock.set(new Date('2027-03-22T10:00:05Z'));
    await tick(context);
    const [skipped] = await runsOf(context, capped.id);
    expect(skipped).toMatchObject({ status: 'skipped', counts: { people: 5, revealed: 0, credits: 0 } });
    expect(skipped?.summary).toContain(`would cost ${cost} credits, more than this job’s cap of ${cost - 1}`);
    expect(await balanceOf(context, organisationId)).toBe(balance);

    context.clock.set(new Date('2027-03-22T10:30:05Z'));
    await tick(context);
    const [revealed] = await runsOf(context, uncapped.id);
    expect(revealed).toMatchObject({ status: 'succeeded', counts: { people: 5, revealed: 5, credits: cost } });
    expect(await balanceOf(context, organisationId)).toBe(balance - cost);
    expect((await listSummary(listId)).unrevealedCount).toBe(0);
    // A one-off job runs once and is completed.
    const [row] = await context.database.query<{ status: string; next_run_at: Date | null }>(
      'select status, next_run_at from scheduled_jobs where id = $1',
      [uncapped.id],
    );
    expect(row).toEqual({ status: 'completed', next_run_at: null });
  });

  it('adds a search’s new matches to a running campaign, at most its number per run', async () => {
    const leads = people.slice(20, 23);
    await setTitle(leads, 'Scheduled Growth Lead');
    for (const person of leads) {
      expect((await api('GET', `/callback/opencontact/${person.id}`)).status).toBe(200);
    }
    const session = await signInAgain(context, owner);
    const campaign = await launchableDraft(context, session, { name: 'Growing campaign' });
    expect((await transition(context, session, 'launch', { id: campaign.id })).status).toBe(200);
    const job = await scheduledJob(context, session, {
      name: 'Grow daily',
      kind: 'grow-campaign',
      schedule: { type: 'cron', cron: '0 12 * * *', timeZone: 'Europe/London' },
      search: { titles: ['Scheduled Growth Lead'] },
      campaignId: campaign.id,
      perRun: 2,
    });
    const enrolled = async () =>
      (
        await context.db
          .select({ personId: enrolments.personId })
          .from(enrolments)
          .where(eq(enrolments.campaignId, campaign.id))
      ).filter((row) => row.personId !== null);
    for (const day of ['2027-03-22', '2027-03-23', '2027-03-24']) {
      context.clock.set(new Date(`${day}T12:00:30Z`));
      await tick(context);
    }
    expect((await enrolled()).map((row) => row.personId).sort()).toEqual(leads.map((person) => person.id).sort());
    const runs = await runsOf(context, job.id);
    expect(runs.map((run) => run.counts.enrolled)).toEqual([2, 1, 0]);
    expect(runs[2]?.summary).toBe(
      'Added 0 people to “Growing campaign”. Everyone the ideal customer matches is already in the campaign.',
    );
  });

  it('emails a campaign’s results as CSV to the member who scheduled it, once per run', async () => {
    const session = await signInAgain(context, owner);
    const campaign = await launchableDraft(context, session, {
      name: 'Reported campaign',
      csv: [
        { email: 'ann@alpha.example', firstName: 'Ann', company: 'Alpha' },
        { email: 'bob@beta.example', firstName: 'Bob', company: 'Beta' },
      ],
    });
    expect((await transition(context, session, 'launch', { id: campaign.id })).status).toBe(200);
    const job = await scheduledJob(context, session, {
      name: 'Monday report',
      kind: 'export-results',
      schedule: { type: 'cron', cron: '0 8 * * 1', timeZone: 'Europe/Paris' },
      campaignId: campaign.id,
    });
    // Monday 29 March 2027, 08:00 in Paris (summer time since Sunday): 06:00 UTC.
    expect(job.nextRunAt).toBe('2027-03-29T06:00:00.000Z');
    context.clock.set(new Date('2027-03-29T06:01:00Z'));
    await tick(context);
    const mails = await context.db
      .select()
      .from(sandboxMessages)
      .where(and(eq(sandboxMessages.kind, 'scheduled-export'), eq(sandboxMessages.toAddress, owner.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Results of “Reported campaign”');
    expect(mails[0]?.textBody).toContain('2 prospects');
    expect(mails[0]?.raw).toContain('Content-Type: text/csv');
    expect(mails[0]?.raw).toMatch(/filename=.*Reported campaign prospects\.csv/);
    const [run] = await runsOf(context, job.id);
    expect(run).toMatchObject({ status: 'succeeded', counts: { rows: 2, emailed: 1 }, error: null });
  });

  it('fails a run in plain words when its list was deleted, and keeps the schedule', async () => {
    const listId = await newList('Soon deleted');
    const job = await scheduledJob(context, await signInAgain(context, owner), {
      name: 'Orphan refresh',
      kind: 'refresh-list',
      schedule: { type: 'cron', cron: '15 * * * *', timeZone: 'UTC' },
      search: { titles: ['Nobody'] },
      listId,
    });
    expect((await api('POST', `/lists/${listId}/delete`)).status).toBe(200);
    context.clock.set(new Date('2027-03-29T07:15:00Z'));
    await tick(context);
    const [run] = await runsOf(context, job.id);
    expect(run).toMatchObject({
      status: 'failed',
      error: 'The list of this job was deleted: delete the job, or schedule it again with a list.',
    });
    const [row] = await context.database.query<{ next_run_at: Date }>(
      'select next_run_at from scheduled_jobs where id = $1',
      [job.id],
    );
    expect(row?.next_run_at.toISOString()).toBe('2027-03-29T08:15:00.000Z');
  });

  it('runs at the member’s wall-clock time through a daylight-saving change, once per occurrence', async () => {
    context.clock.set(new Date('2027-04-09T12:00:00Z'));
    const job = await scheduledJob(context, await signInAgain(context, owner), {
      name: 'Sydney night refresh',
      kind: 'refresh-list',
      schedule: { type: 'cron', cron: '30 2 * * *', timeZone: 'Australia/Sydney' },
      search: { titles: ['Nobody at all'] },
      listId: await newList('Sydney'),
    });
    // The earlier tests' jobs stand aside, so the ticks below run this one alone.
    await context.database.query(`update scheduled_jobs set status = 'paused' where id <> $1`, [job.id]);
    // Sydney moves its clocks forward on Sunday 3 October 2027, from 02:00 AEST to 03:00 AEDT.
    // Every 20 minutes for four days: the scheduler wakes far more often than the job is due.
    for (let minute = 0; minute < 4 * 24 * 60; minute += 20) {
      context.clock.set(new Date(Date.parse('2027-10-01T00:00:00Z') + minute * 60_000));
      await tick(context);
    }
    const occurrences = (await runsOf(context, job.id)).map((run) => run.occurrence_at.toISOString());
    // The first run is the oldest due occurrence (missed while no tick ran); then one per day:
    // 02:30 AEST is 16:30 UTC the day before; on 3 October 02:30 does not exist and runs at 03:30
    // AEDT (16:30 UTC on the 2nd); after the change, 02:30 AEDT is 15:30 UTC.
    expect(occurrences.slice(1)).toEqual([
      '2027-10-01T16:30:00.000Z',
      '2027-10-02T16:30:00.000Z',
      '2027-10-03T15:30:00.000Z',
      '2027-10-04T15:30:00.000Z',
    ]);
    expect(new Set(occurrences).size).toBe(occurrences.length);
  });
});
