import type { CreateScheduledJobBody, LoginReply, ScheduledJob, ScheduledRun } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createApiKey } from '../api-keys/api-keys-test-support.ts';
import { launchableDraft } from '../campaigns/campaigns-test-support.ts';
import { runsOf, scheduledJob, scheduleJob, tick } from './scheduler-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let member: LoginReply;
let other: LoginReply;
let listId: string;
let campaignId: string;
let otherListId: string;

const start = new Date('2027-01-04T08:00:00Z');

beforeAll(async () => {
  context = await createTestContext();
  context.clock.set(start);
  owner = await context.signup();
  member = await context.addMember(owner.accessToken, 'member');
  other = await context.signup();
  const list = await context.call<{ data: { id: string } }>('POST', '/api/v1/lists', {
    token: owner.accessToken,
    body: { name: 'Scheduled leads' },
  });
  listId = list.body.data.id;
  campaignId = (await launchableDraft(context, owner, { name: 'Weekly outreach' })).id;
  const otherList = await context.call<{ data: { id: string } }>('POST', '/api/v1/lists', {
    token: other.accessToken,
    body: { name: 'Not yours' },
  });
  otherListId = otherList.body.data.id;
}, 60_000);
afterAll(() => context.close());

const daily = (timeZone = 'Europe/Paris') => ({ type: 'cron' as const, cron: '0 9 * * *', timeZone });
const refreshBody = (changes: Partial<CreateScheduledJobBody> = {}): CreateScheduledJobBody => ({
  name: 'Morning refresh',
  kind: 'refresh-list',
  schedule: daily(),
  search: { titles: ['Head of Sales'] },
  listId,
  ...changes,
});

describe('POST scheduler/customjob', () => {
  it('schedules each kind for a member, with its first run in the member’s time zone', async () => {
    const refresh = await scheduleJob(context, member, refreshBody());
    expect(refresh.status).toBe(200);
    // 09:00 in Paris on Monday 4 January 2027 is 08:00 UTC: the clock is at 08:00, so the first run is Tuesday.
    expect(refresh.body.message).toBe('Scheduled “Morning refresh”: first run Tue, 5 Jan 2027, 09:00 (Europe/Paris).');
    expect(refresh.body.data).toMatchObject({
      kind: 'refresh-list',
      status: 'active',
      schedule: { type: 'cron', cron: '0 9 * * *', timeZone: 'Europe/Paris', runAt: null },
      list: { id: listId, name: 'Scheduled leads' },
      campaign: null,
      search: { titles: ['Head of Sales'] },
      nextRunAt: '2027-01-05T08:00:00.000Z',
      lastRun: null,
      createdBy: { id: member.userData.id },
    });

    const enrich = await scheduledJob(context, owner, {
      name: 'Reveal the list',
      kind: 'enrich-list',
      schedule: { type: 'once', runAt: '2027-01-04T18:30:00+05:30', timeZone: 'Asia/Kolkata' },
      listId,
      maxCredits: 25,
    });
    expect(enrich).toMatchObject({ maxCredits: 25, nextRunAt: '2027-01-04T13:00:00.000Z', perRun: null });

    const grow = await scheduledJob(context, owner, {
      name: 'Grow the campaign',
      kind: 'grow-campaign',
      schedule: { type: 'cron', cron: '30 7 * * 1-5', timeZone: 'America/New_York' },
      search: { countries: ['US'] },
      campaignId,
    });
    expect(grow).toMatchObject({ perRun: 50, campaign: { id: campaignId, name: 'Weekly outreach' } });
    expect(grow.nextRunAt).toBe('2027-01-04T12:30:00.000Z');

    const exported = await scheduledJob(context, owner, {
      name: 'Friday results',
      kind: 'export-results',
      schedule: { type: 'cron', cron: '0 17 * * 5', timeZone: 'Europe/London' },
      campaignId,
    });
    expect(exported.nextRunAt).toBe('2027-01-08T17:00:00.000Z');
  });

  it('answers 422 with a clear message for a bad schedule, and stores nothing', async () => {
    const before = (await context.database.query('select id from scheduled_jobs')).length;
    const cases: [Partial<CreateScheduledJobBody>, string | RegExp][] = [
      [{ schedule: { type: 'cron', cron: '0 9 * *', timeZone: 'UTC' } }, /has five fields .* this one has 4/],
      [{ schedule: { type: 'cron', cron: '0 25 * * *', timeZone: 'UTC' } }, /not a valid cron expression/],
      [
        { schedule: { type: 'cron', cron: '0 9 * * *', timeZone: 'Europe/Atlantis' } },
        '“Europe/Atlantis” is not a time zone we know: choose one from the list, such as Europe/Paris.',
      ],
      [
        { schedule: { type: 'cron', cron: '*/5 * * * *', timeZone: 'UTC' } },
        'This schedule runs every 5 minutes at times: jobs run at most every 15 minutes. Use fewer minutes, such as “0,30 * * * *”.',
      ],
      [
        { schedule: { type: 'once', runAt: '2027-01-04T07:00:00Z', timeZone: 'Europe/Paris' } },
        'Mon, 4 Jan 2027, 08:00 (Europe/Paris) has already passed: choose a time in the future.',
      ],
      [{ schedule: { type: 'once', timeZone: 'UTC' } }, 'Choose when the job runs.'],
      [{ listId: undefined }, '“Refresh a saved search into a list” needs a list.'],
      [{ search: undefined }, '“Refresh a saved search into a list” needs a people search.'],
      [{ campaignId }, '“Refresh a saved search into a list” takes no campaign: leave it out.'],
      [{ perRun: 10 }, 'Only a job that adds people to a campaign takes a number of people per run.'],
    ];
    for (const [changes, message] of cases) {
      const reply = await scheduleJob(context, owner, refreshBody(changes));
      expect(reply.status, JSON.stringify(changes)).toBe(422);
      if (typeof message === 'string') expect(reply.body.message).toBe(message);
      else expect(reply.body.message).toMatch(message);
    }
    expect(await context.database.query('select id from scheduled_jobs')).toHaveLength(before);
  });

  it('answers 404 for another organisation’s list, exactly as for a list that exists nowhere', async () => {
    const theirs = await scheduleJob(context, owner, refreshBody({ listId: otherListId }));
    const nowhere = await scheduleJob(context, owner, refreshBody({ listId: crypto.randomUUID() }));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nowhere.body);
    expect(theirs.body.message).toBe('This list was not found.');
  });
});

describe('the preview of a recurrence', () => {
  it('answers the next three runs in the member’s zone, and 422 for what a job would refuse', async () => {
    const reply = await context.call<{ data: { cron: string; nextRuns: string[] } }>(
      'GET',
      `/api/v1/scheduler/customjob/preview?cron=${encodeURIComponent('0 9 * * 1-5')}&timeZone=America/New_York`,
      { token: member.accessToken },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      cron: '0 9 * * 1-5',
      timeZone: 'America/New_York',
      nextRuns: ['2027-01-04T14:00:00.000Z', '2027-01-05T14:00:00.000Z', '2027-01-06T14:00:00.000Z'],
    });
    const bad = await context.call<{ message: string }>(
      'GET',
      `/api/v1/scheduler/customjob/preview?cron=${encodeURIComponent('* * * * *')}&timeZone=UTC`,
      { token: member.accessToken },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('runs every minute at times');
  });
});

describe('listing, pausing, resuming and deleting', () => {
  it('lists the organisation’s jobs with their next run, and none of another organisation', async () => {
    const mine = await context.call<{ data: ScheduledJob[] }>('GET', '/api/v1/scheduler/customjob', {
      token: member.accessToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((job) => job.name).sort()).toEqual(
      ['Friday results', 'Grow the campaign', 'Morning refresh', 'Reveal the list'].sort(),
    );
    const theirs = await context.call<{ data: ScheduledJob[] }>('GET', '/api/v1/scheduler/customjob', {
      token: other.accessToken,
    });
    expect(theirs.body.data).toEqual([]);
  });

  it('pauses (no next run, no run while paused) and resumes from now on, skipping what fell while paused', async () => {
    const job = await scheduledJob(context, owner, refreshBody({ name: 'Paused refresh' }));
    const paused = await context.call<{ message: string; data: ScheduledJob }>(
      'POST',
      '/api/v1/scheduler/customjob/pause',
      { token: owner.accessToken, body: { id: job.id } },
    );
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe('Paused “Paused refresh”: it runs no more until resumed.');
    expect(paused.body.data).toMatchObject({ status: 'paused', nextRunAt: null });

    // Two of its occurrences pass (Tuesday and Wednesday at 09:00 Paris): the scheduler skips them.
    context.clock.set(new Date('2027-01-06T12:00:00Z'));
    await tick(context);
    expect(await runsOf(context, job.id)).toEqual([]);

    const fresh = await context.call<{ accessToken: string }>('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: owner.refreshToken },
    });
    const token = fresh.body.accessToken ?? owner.accessToken;
    const resumed = await context.call<{ message: string; data: ScheduledJob }>(
      'POST',
      '/api/v1/scheduler/customjob/resume',
      { token, body: { id: job.id } },
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe('Resumed “Paused refresh”. Next run: Thu, 7 Jan 2027, 09:00 (Europe/Paris).');
    expect(resumed.body.data).toMatchObject({ status: 'active', nextRunAt: '2027-01-07T08:00:00.000Z' });
    context.clock.set(start);
  });

  it('answers 404 to another organisation for every route of a job, and changes nothing', async () => {
    const job = await scheduledJob(context, owner, refreshBody({ name: 'Not theirs' }));
    const nowhere = crypto.randomUUID();
    for (const id of [job.id, nowhere]) {
      for (const action of ['pause', 'resume', 'delete']) {
        const reply = await context.call<{ message: string }>('POST', `/api/v1/scheduler/customjob/${action}`, {
          token: other.accessToken,
          body: { id },
        });
        expect(reply.status, action).toBe(404);
        expect(reply.body.message).toBe('This scheduled job was not found.');
      }
      const runs = await context.call('GET', `/api/v1/scheduler/customjob/${id}/runs`, { token: other.accessToken });
      expect(runs.status).toBe(404);
    }
    const [row] = await context.database.query<{ status: string }>('select status from scheduled_jobs where id = $1', [
      job.id,
    ]);
    expect(row?.status).toBe('active');
  });

  it('deletes a job and its history (then 404), with a message', async () => {
    const job = await scheduledJob(context, owner, {
      name: 'Soon gone',
      kind: 'enrich-list',
      schedule: { type: 'once', runAt: '2027-01-04T08:30:00Z', timeZone: 'UTC' },
      listId,
    });
    context.clock.set(new Date('2027-01-04T08:31:00Z'));
    await tick(context);
    context.clock.set(start);
    expect(await runsOf(context, job.id)).toHaveLength(1);
    const runs = await context.call<{ data: ScheduledRun[]; total: number }>(
      'GET',
      `/api/v1/scheduler/customjob/${job.id}/runs`,
      { token: member.accessToken },
    );
    expect(runs.body.total).toBe(1);
    const deleted = await context.call<{ message: string }>('POST', '/api/v1/scheduler/customjob/delete', {
      token: member.accessToken,
      body: { id: job.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Deleted the scheduled job “Soon gone” and its run history.');
    expect(await runsOf(context, job.id)).toEqual([]);
    const again = await context.call('POST', '/api/v1/scheduler/customjob/pause', {
      token: member.accessToken,
      body: { id: job.id },
    });
    expect(again.status).toBe(404);
  });
});

describe('scheduled jobs through an API key', () => {
  it('schedules, lists and pauses with the scheduler scope, and answers 403 without it', async () => {
    const withKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });
    const { secret } = await createApiKey(context, owner.accessToken, { scopes: ['scheduler'] });
    const created = await context.call<{ data: ScheduledJob }>('POST', '/api/v1/scheduler/customjob', {
      ...withKey(secret),
      body: refreshBody({ name: 'Scheduled by a script' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const listed = await context.call<{ data: ScheduledJob[] }>('GET', '/api/v1/scheduler/customjob', withKey(secret));
    expect(listed.body.data.map((job) => job.name)).toContain('Scheduled by a script');
    const paused = await context.call('POST', '/api/v1/scheduler/customjob/pause', {
      ...withKey(secret),
      body: { id: created.body.data.id },
    });
    expect(paused.status).toBe(200);

    const { secret: listsOnly } = await createApiKey(context, owner.accessToken, { scopes: ['lists'] });
    const refused = await context.call<{ message: string }>('GET', '/api/v1/scheduler/customjob', withKey(listsOnly));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key lacks the “scheduler” scope this route needs.');
  });
});
