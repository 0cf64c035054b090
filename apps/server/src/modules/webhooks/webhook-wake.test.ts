import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDatabaseUrl } from '../../../test/harness.ts';
import { suppress } from '../suppressions/index.ts';
import { recordWebhookEvents } from './record-webhook-events.ts';
import { createEndpoint, startWebhookReceiver, useWebhookWorld } from './webhooks-test-support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out after ${timeoutMs} ms`);
}

/** A receiver that notes when (by the wall clock) each request came, answering `status` (mutable). */
async function timedReceiver(initial: number) {
  const state = { status: initial, times: [] as number[] };
  const receiver = await startWebhookReceiver({
    status: () => {
      state.times.push(Date.now());
      return state.status;
    },
  });
  return { receiver, state };
}

/** Moves the application's clock to 10 s past its next minute: a 5-second retry then falls before the next cron. */
function toEarlyInAMinute(ctx: TestContext) {
  ctx.clock.set(new Date(Math.ceil(ctx.clock.now().getTime() / 60_000) * 60_000 + 10_000));
}

async function organisationWithEndpoint(ctx: TestContext, url: string) {
  const owner = await ctx.signup();
  await createEndpoint(ctx, owner.accessToken, url, ['prospect.unsubscribed', 'credits.low']);
  return owner.userData.organisation.id;
}

const lowCredits = (organisationId: string, key: string, at: Date) => ({
  organisationId,
  type: 'credits.low' as const,
  key: `credits.low:${key}`,
  data: { balance: 10 },
  at,
});

/**
 * Early in a minute, an endpoint that answers 500 gets a `credits.low` event (`key`) and fails its first
 * attempt; `run` goes on from there, and the receiver stops after it.
 */
async function afterAFailedFirstAttempt(
  ctx: TestContext,
  key: string,
  run: (failing: Awaited<ReturnType<typeof timedReceiver>>) => Promise<void>,
) {
  const { receiver, state } = await timedReceiver(500);
  try {
    toEarlyInAMinute(ctx);
    const organisationId = await organisationWithEndpoint(ctx, receiver.url);
    await recordWebhookEvents(ctx.db, [lowCredits(organisationId, key, ctx.clock.now())]);
    await waitFor(() => (state.times.length === 1 ? true : undefined), 5_000);
    await run({ receiver, state });
  } finally {
    await receiver.stop();
  }
}

describe(`the delivery worker's wakes, inline queue on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  const world = useWebhookWorld();

  it('sends a new event without a pass being run: its recording wakes the worker', async () => {
    const organisationId = await organisationWithEndpoint(world.ctx, world.receiver.url);
    // Recorded in the suppression's own transaction (another module's), as the engines do.
    await suppress(world.ctx.db, {
      organisationId,
      email: 'woken@example.com',
      reason: 'unsubscribed',
      source: 'test',
    });
    // The inline queue has no cron: only the wake (or its follow-up a second later) can send it.
    const message = await waitFor(
      () => world.receiver.received.find((entry) => entry.body.includes('woken@example.com')),
      5_000,
    );
    expect(JSON.parse(message.body)).toMatchObject({ type: 'prospect.unsubscribed' });
    expect(world.ctx.queueErrors).toEqual([]);
  });

  it('plans the wake of a failed first attempt at its 5-second retry, and the retry goes out then', async () => {
    await afterAFailedFirstAttempt(world.ctx, 'retry-1', async ({ receiver: failing, state }) => {
      const wake = await waitFor(
        () => world.ctx.inline.scheduled().find((entry) => entry.jobId === 'webhooks.deliver'),
        5_000,
      );
      const firstAt = state.times[0] ?? 0;
      // 5 s after the attempt (by the application's clock, carried to the wall clock), up to the next second.
      expect(wake.startAfter.getTime()).toBeGreaterThanOrEqual(firstAt + 5_000 - 100);
      expect(wake.startAfter.getTime()).toBeLessThanOrEqual(firstAt + 6_100);
      expect(wake.startAfter.getTime() % 1000).toBe(0);
      // Let the follow-up wake of the recording pass first (nothing is due by the application's clock yet).
      await sleep(1_500);
      expect(state.times).toHaveLength(1);
      world.ctx.clock.advance(5_000);
      state.status = 204;
      await waitFor(() => (state.times.length === 2 ? true : undefined), 10_000);
      expect(state.times[1]).toBeGreaterThanOrEqual(wake.startAfter.getTime());
      expect(state.times[1]).toBeLessThan(wake.startAfter.getTime() + 2_000);
      expect(failing.received.map((entry) => entry.answered)).toEqual([500, 204]);
      expect(new Set(failing.received.map((entry) => entry.id)).size).toBe(1);
    });
  }, 20_000);

  it('plans no wake for a retry after the next minute: the pass of the cron before it does', async () => {
    await afterAFailedFirstAttempt(world.ctx, 'late-1', async ({ state }) => {
      await sleep(1_500); // the recording's follow-up wake has passed
      // The second attempt fails too: the third is 5 minutes later, past the next minute's cron.
      world.ctx.clock.advance(5_000);
      await world.ctx.app.services.webhooks.workerPass();
      expect(state.times).toHaveLength(2);
      const [row] = await world.ctx.database.query<{ next_attempt_at: Date; attempts: number }>(
        `select d.next_attempt_at, d.attempts from webhook_deliveries d
         join webhook_events e on e.id = d.event_id where e.event_key = 'credits.low:late-1'`,
      );
      expect(row?.attempts).toBe(2);
      expect(new Date(row?.next_attempt_at ?? 0).getTime()).toBe(world.ctx.clock.now().getTime() + 5 * 60_000);
      const farWakes = world.ctx.inline.scheduled().filter((entry) => entry.startAfter.getTime() > Date.now() + 60_000);
      expect(farWakes).toEqual([]);
      // The cron's pass at the start of the minute the retry falls in plans its wake, for its second.
      const retryAt = new Date(row?.next_attempt_at ?? 0).getTime();
      const tick = Math.floor(retryAt / 60_000) * 60_000;
      world.ctx.clock.set(new Date(tick));
      const tickAt = Date.now();
      await world.ctx.app.services.webhooks.workerPass();
      const waits = world.ctx.inline.scheduled().map((entry) => entry.startAfter.getTime() - tickAt);
      const expected = retryAt - tick;
      expect(expected).toBeGreaterThan(5_000);
      expect(waits.some((wait) => wait >= expected - 100 && wait <= expected + 1_100)).toBe(true);
    });
  });
});

describe(`the delivery worker's wakes, pg-boss on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ queue: 'pg-boss' });
  });
  afterAll(() => ctx.close());

  it('wakes the worker for a new event, and stores the retry’s wake to start at its time', async () => {
    const { receiver: failing, state } = await timedReceiver(500);
    try {
      toEarlyInAMinute(ctx);
      const organisationId = await organisationWithEndpoint(ctx, failing.url);
      const recordedAt = Date.now();
      await ctx.db.transaction((tx) =>
        recordWebhookEvents(tx, [lowCredits(organisationId, 'boss-1', ctx.clock.now())]),
      );
      await waitFor(() => (state.times.length === 1 ? true : undefined), 15_000);
      const woken = await ctx.database.query<{ state: string }>(
        `select state from pgboss.job where name = 'webhooks.deliver' and singleton_key = 'webhooks.deliver:new-events'`,
      );
      expect(woken.length).toBeGreaterThanOrEqual(1);
      expect((state.times[0] ?? 0) - recordedAt).toBeLessThan(10_000);
      const planned = await waitFor(async () => {
        const rows = await ctx.database.query<{ start_after: Date }>(
          `select start_after from pgboss.job where name = 'webhooks.deliver' and singleton_key like 'webhooks.deliver:at:%'`,
        );
        return rows[0];
      }, 10_000);
      const startAfter = new Date(planned.start_after).getTime();
      expect(startAfter).toBeGreaterThanOrEqual((state.times[0] ?? 0) + 5_000 - 100);
      expect(startAfter).toBeLessThanOrEqual((state.times[0] ?? 0) + 6_100);
      expect(ctx.queueErrors).toEqual([]);
    } finally {
      await failing.stop();
    }
  }, 40_000);
});
