import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabaseTwice } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createAttemptLimiter, createBackoffLimiter, createThrottleStore } from './attempt-limiter.ts';
import { type Clock, createManualClock } from './clock.ts';

const second = 1000;
const secret = 'test-jwt-secret-that-is-long-enough-0123456789';

let database: DatabaseHandle;
/** A second handle on the same database, as another process has: its own pool on PostgreSQL. */
let otherProcess: DatabaseHandle;
let closeDatabases: () => Promise<void>;

beforeAll(async () => {
  ({ database, otherProcess, close: closeDatabases } = await openTestDatabaseTwice());
});
afterAll(() => closeDatabases());

let limiterCount = 0;
/** A limiter name no other test uses, so the tests share the database but no counts. */
const newName = () => {
  limiterCount += 1;
  return `test-limiter-${limiterCount}`;
};
const storeOn = (handle: DatabaseHandle, clock: Clock) => createThrottleStore({ db: handle.db, clock, secret });

describe('sliding-window limiter', () => {
  it('refuses the attempt after the maximum until the oldest one leaves the window', async () => {
    const clock = createManualClock();
    const limiter = createAttemptLimiter({
      store: storeOn(database, clock),
      name: newName(),
      max: 2,
      windowMs: 60 * second,
    });
    expect(await limiter.record('a')).toBe(0);
    clock.advance(10 * second);
    expect(await limiter.record('a')).toBe(0);
    expect(await limiter.retryAfterSeconds('a')).toBe(50);
    expect(await limiter.retryAfterSeconds('b')).toBe(0);
    expect(await limiter.record('a')).toBe(50);
    clock.advance(50 * second);
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
    expect(await limiter.record('a')).toBe(0);
    expect(await limiter.retryAfterSeconds('a')).toBe(10);
    await limiter.reset('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('shares one count between two processes on one database, and keeps it across a restart', async () => {
    const clock = createManualClock();
    const name = newName();
    const first = createAttemptLimiter({ store: storeOn(database, clock), name, max: 3, windowMs: 60 * second });
    const otherLimiter = createAttemptLimiter({
      store: storeOn(otherProcess, clock),
      name,
      max: 3,
      windowMs: 60 * second,
    });
    expect(await first.record('203.0.113.7')).toBe(0);
    expect(await otherLimiter.record('203.0.113.7')).toBe(0);
    expect(await first.record('203.0.113.7')).toBe(0);
    expect(await otherLimiter.retryAfterSeconds('203.0.113.7')).toBe(60);
    expect(await otherLimiter.record('203.0.113.7')).toBe(60);
    const restarted = createAttemptLimiter({
      store: storeOn(otherProcess, clock),
      name,
      max: 3,
      windowMs: 60 * second,
    });
    expect(await restarted.retryAfterSeconds('203.0.113.7')).toBe(60);
    // Another limiter's name is another count, even for the same key.
    const other = createAttemptLimiter({
      store: storeOn(database, clock),
      name: newName(),
      max: 3,
      windowMs: 60 * second,
    });
    expect(await other.retryAfterSeconds('203.0.113.7')).toBe(0);
  });

  it('lets exactly the free attempts through when many processes record one key at once', async () => {
    const clock = createManualClock();
    const name = newName();
    const limiters = [database, otherProcess, database, otherProcess].map((handle) =>
      createAttemptLimiter({ store: storeOn(handle, clock), name, max: 3, windowMs: 60 * second }),
    );
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => limiters[index % limiters.length]?.record('198.51.100.1')),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    expect(answers.filter((wait) => wait === 60)).toHaveLength(13);
  });

  it('keeps neither the key itself nor rows whose window has passed', async () => {
    const clock = createManualClock();
    const name = newName();
    const limiter = createAttemptLimiter({ store: storeOn(database, clock), name, max: 2, windowMs: 60 * second });
    await limiter.record('192.0.2.44');
    const rows = await database.query<{ key_hash: string }>('select key_hash from throttle_counts where limiter = $1', [
      name,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.key_hash).not.toContain('192.0.2.44');

    // A later write, once the window has passed, sweeps the row away (a new store: its own sweep timer).
    clock.advance(61 * second);
    const later = createAttemptLimiter({ store: storeOn(database, clock), name, max: 2, windowMs: 60 * second });
    await later.record('192.0.2.45');
    const left = await database.query<{ count: number }>(
      'select count(*)::int as count from throttle_counts where limiter = $1',
      [name],
    );
    expect(left[0]?.count).toBe(1);
  });
});

describe('growing-delay limiter', () => {
  const create = (clock = createManualClock(), name = newName(), handle = database) => ({
    clock,
    limiter: createBackoffLimiter({
      store: storeOn(handle, clock),
      name,
      freeFailures: 3,
      firstDelayMs: 30 * second,
      maxDelayMs: 240 * second,
      forgetAfterMs: 3600 * second,
    }),
  });

  it('lets the free failures through, then doubles the wait after each further failure up to the cap', async () => {
    const { clock, limiter } = create();
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      await limiter.recordFailure('pair');
      const wait = await limiter.retryAfterSeconds('pair');
      waits.push(wait);
      clock.advance(wait * second);
    }
    expect(waits).toEqual([0, 0, 30, 60, 120, 240, 240]);
    expect(await limiter.retryAfterSeconds('another pair')).toBe(0);
  });

  it('forgets a key after a success or a long quiet time', async () => {
    const { clock, limiter } = create();
    for (let failure = 0; failure < 4; failure += 1) await limiter.recordFailure('pair');
    expect(await limiter.retryAfterSeconds('pair')).toBe(60);
    await limiter.reset('pair');
    expect(await limiter.retryAfterSeconds('pair')).toBe(0);
    for (let failure = 0; failure < 4; failure += 1) await limiter.recordFailure('pair');
    clock.advance(3601 * second);
    expect(await limiter.retryAfterSeconds('pair')).toBe(0);
    await limiter.recordFailure('pair');
    expect(await limiter.retryAfterSeconds('pair')).toBe(0);
  });

  it('counts every failure when two processes record them at once', async () => {
    const clock = createManualClock();
    const name = newName();
    const first = create(clock, name, database).limiter;
    const otherLimiter = create(clock, name, otherProcess).limiter;
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 === 0 ? first : otherLimiter).recordFailure('pair')),
    );
    // Six failures with three free: 30 s doubled three times, 240 s.
    expect(await otherLimiter.retryAfterSeconds('pair')).toBe(240);
    await first.reset('pair');
    expect(await otherLimiter.retryAfterSeconds('pair')).toBe(0);
  });
});
