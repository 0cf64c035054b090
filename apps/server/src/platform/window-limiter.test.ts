import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabaseTwice } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createThrottleStore } from './attempt-limiter.ts';
import { type Clock, createManualClock } from './clock.ts';
import { createWindowLimiter } from './window-limiter.ts';

const secret = 'test-jwt-secret-that-is-long-enough-0123456789';
const minute = 60_000;

let database: DatabaseHandle;
/** A second handle on the same database, as another process has: its own pool on PostgreSQL. */
let otherProcess: DatabaseHandle;
let closeDatabases: () => Promise<void>;

beforeAll(async () => {
  ({ database, otherProcess, close: closeDatabases } = await openTestDatabaseTwice());
});
afterAll(() => closeDatabases());

let count = 0;
const limiterOn = (handle: DatabaseHandle, clock: Clock, name: string) =>
  createWindowLimiter({ store: createThrottleStore({ db: handle.db, clock, secret }), name, windowMs: minute });
const newName = () => {
  count += 1;
  return `test-window-${count}`;
};

describe('fixed-window limiter', () => {
  it('allows the limit in a window, refuses the next with the seconds left, and starts again in the next window', async () => {
    const clock = createManualClock(new Date('2026-01-05T09:00:15Z'));
    const limiter = limiterOn(database, clock, newName());
    const remaining: number[] = [];
    for (let request = 0; request < 3; request++) {
      const usage = await limiter.take('key', 3);
      expect(usage.allowed).toBe(true);
      remaining.push(usage.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    expect(await limiter.take('key', 3)).toEqual({ limit: 3, remaining: 0, resetSeconds: 45, allowed: false });
    expect((await limiter.take('other key', 3)).allowed).toBe(true);
    clock.advance(45_000);
    expect(await limiter.take('key', 3)).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
  });

  it('shares the count between processes through the database, at most a second late', async () => {
    const clock = createManualClock(new Date('2026-01-05T09:00:00Z'));
    const name = newName();
    const first = limiterOn(database, clock, name);
    const second = limiterOn(otherProcess, clock, name);
    for (let request = 0; request < 6; request++) expect((await first.take('key', 10)).allowed).toBe(true);
    // The second process's first request of the window reads the shared count: the first process's
    // first request was written at once, its next five are still only in its memory.
    expect((await second.take('key', 10)).remaining).toBe(8);
    clock.advance(1000);
    // A second on, the first process writes its five on its next request; the second then sees them.
    expect((await first.take('key', 10)).allowed).toBe(true);
    await first.settled();
    const seen = await second.take('key', 10);
    expect(seen.allowed).toBe(true);
    await second.settled();
    clock.advance(1000);
    await second.take('key', 10);
    await second.settled();
    const [row] = await database.query<{ count: number }>('select count from throttle_counts where limiter = $1', [
      name,
    ]);
    // 7 requests of the first, 3 of the second: each counted once in the row.
    expect(Number(row?.count)).toBe(10);
    // The first process has not seen the second's last request yet: one more gets through, and the
    // write it makes tells it the limit is reached.
    expect((await first.take('key', 10)).allowed).toBe(true);
    await first.settled();
    expect((await first.take('key', 10)).allowed).toBe(false);
  });
});
