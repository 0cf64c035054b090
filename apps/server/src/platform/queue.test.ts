import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext, testDatabaseUrl } from '../../test/harness.ts';
import { invitationSendJob } from '../modules/users/index.ts';
import { createInlineQueue, defaultJobPolicy, defineJob, JobPayloadError } from './queue.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ queue: 'pg-boss' });
});
afterAll(() => context.close());

/** A job no worker takes here: what the queue stores for it is the test's subject. */
const laterJob = defineJob({
  id: 'queue-test.later',
  version: 1,
  description: 'Stored and never worked, to read its start time.',
  schema: z.object({ step: z.number() }),
  policy: defaultJobPolicy,
  async handler() {},
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out waiting');
}

describe(`the pg-boss queue on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('reports itself healthy', async () => {
    const health = await context.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
  });

  it('sends the invitation email through a real job, exactly once', async () => {
    const owner = await context.signup();
    const email = `queued-${context.unique()}@example.test`;
    await context.call('POST', '/api/v1/users', { token: owner.accessToken, body: { name: 'Quinn Queue', email } });
    const rows = await waitFor(async () => {
      const found = await context.database.query('select id from sandbox_messages where to_address = $1', [email]);
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    const jobs = await context.database.query<{ state: string }>(
      `select state from pgboss.job where name = 'invitation.send'`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(context.queueErrors).toEqual([]);
  });

  it('runs the job again harmlessly: a retry does not send a second message', async () => {
    const owner = await context.signup();
    const email = `twice-${context.unique()}@example.test`;
    await context.call('POST', '/api/v1/users', { token: owner.accessToken, body: { name: 'Tia Twice', email } });
    await waitFor(async () => {
      const found = await context.database.query('select id from sandbox_messages where to_address = $1', [email]);
      return found.length > 0 ? found : undefined;
    });
    const [invitation] = await context.database.query<{ id: string }>(
      'select i.id from invitations i join users u on u.id = i.user_id where u.email = $1',
      [email],
    );
    await context.app.services.invitations.send(invitation?.id ?? '');
    const rows = await context.database.query('select id from sandbox_messages where to_address = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it("refuses a payload that does not match the job's schema before storing it", async () => {
    const count = async () =>
      (await context.database.query(`select id from pgboss.job where name = 'invitation.send'`)).length;
    const before = await count();
    await expect(context.queue.send(invitationSendJob, { invitationId: 7 } as never)).rejects.toThrow(JobPayloadError);
    expect(await count()).toBe(before);
  });

  it('stores a job to start after a given time, and keeps one per singleton window', async () => {
    const startAfter = new Date(Date.now() + 60 * 60_000);
    await context.queue.send(laterJob, { step: 1 }, { startAfter });
    const key = `window-${context.unique()}`;
    for (const step of [2, 3, 4]) {
      await context.queue.send(laterJob, { step }, { singletonKey: key, singletonSeconds: 3600 });
    }
    const rows = await context.database.query<{ data: { step: number }; start_after: Date; singleton_key: string }>(
      `select data, start_after, singleton_key from pgboss.job where name = $1 order by created_on`,
      [laterJob.id],
    );
    const later = rows.find((row) => row.data.step === 1);
    expect(new Date(later?.start_after ?? 0).getTime()).toBe(startAfter.getTime());
    expect(rows.filter((row) => row.singleton_key === key).map((row) => row.data.step)).toEqual([2]);
  });
});

describe('the inline queue', () => {
  const ranJob = defineJob({ ...laterJob, id: 'inline-test.ran' });

  it('runs a job with a start time on a timer, at that time, and forgets its timers when stopped', async () => {
    const queue = createInlineQueue();
    const ran: { step: number; at: number }[] = [];
    await queue.work(ranJob, async (payload) => {
      ran.push({ step: payload.step, at: Date.now() });
    });
    const startAfter = new Date(Date.now() + 300);
    await queue.send(ranJob, { step: 1 }, { startAfter });
    await queue.send(ranJob, { step: 2 });
    await queue.drain();
    expect(ran.map((run) => run.step)).toEqual([2]);
    expect(queue.scheduled()).toEqual([{ jobId: ranJob.id, startAfter }]);
    await waitFor(async () => (ran.length === 2 ? true : undefined), 5_000);
    expect(ran[1]?.step).toBe(1);
    expect(ran[1]?.at).toBeGreaterThanOrEqual(startAfter.getTime());
    expect(queue.scheduled()).toEqual([]);
    await queue.send(ranJob, { step: 3 }, { startAfter: new Date(Date.now() + 200) });
    await queue.stop();
    expect(queue.scheduled()).toEqual([]);
    await sleep(400);
    expect(ran.map((run) => run.step)).toEqual([2, 1]);
  });

  it('never starts a job before its start time, when its timer fires before the clock gets there', async () => {
    const queue = createInlineQueue();
    const ran: number[] = [];
    await queue.work(ranJob, async () => {
      ran.push(Date.now());
    });
    const startAfter = new Date(Date.now() + 50);
    await queue.send(ranJob, { step: 1 }, { startAfter });
    // From here the wall clock reads 20 ms behind the timers', as it may after a clock adjustment.
    const realNow = Date.now.bind(Date);
    const behind = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 20);
    try {
      await waitFor(async () => (ran.length === 1 ? true : undefined), 5_000);
      expect(ran[0]).toBeGreaterThanOrEqual(startAfter.getTime());
    } finally {
      behind.mockRestore();
      await queue.stop();
    }
  });

  it('keeps one run per singleton window, and one more at the next window when asked', async () => {
    const queue = createInlineQueue();
    const ran: number[] = [];
    await queue.work(ranJob, async (payload) => {
      ran.push(payload.step);
    });
    const window = { singletonKey: 'burst', singletonSeconds: 3600, singletonNextSlot: true };
    for (const step of [1, 2, 3, 4]) await queue.send(ranJob, { step }, window);
    await queue.drain();
    expect(ran).toEqual([1]);
    const nextWindow = (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000;
    expect(queue.scheduled()).toEqual([{ jobId: ranJob.id, startAfter: new Date(nextWindow) }]);
    await queue.send(ranJob, { step: 5 }, { singletonKey: 'other', singletonSeconds: 3600 });
    await queue.drain();
    expect(ran).toEqual([1, 5]);
    await queue.stop();
  });
});
