import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabaseTwice } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createThrottleStore } from '../../platform/attempt-limiter.ts';
import { type Clock, createManualClock } from '../../platform/clock.ts';
import { createSignInWatch } from './sign-in-watch.ts';

const minute = 60_000;

let database: DatabaseHandle;
/** A second handle on the same database, as another process has: its own pool on PostgreSQL. */
let otherProcess: DatabaseHandle;
let closeDatabases: () => Promise<void>;

beforeAll(async () => {
  ({ database, otherProcess, close: closeDatabases } = await openTestDatabaseTwice());
});
afterAll(() => closeDatabases());

const watchOn = (handle: DatabaseHandle, clock: Clock) =>
  createSignInWatch({
    store: createThrottleStore({ db: handle.db, clock, secret: 'test-jwt-secret-that-is-long-enough-0123456789' }),
    threshold: 4,
    windowMs: 15 * minute,
    alertEveryMs: 60 * minute,
  });

describe('the sign-in watch', () => {
  it('adds up the failures two processes see, and alerts once an hour from several addresses', async () => {
    const clock = createManualClock();
    const first = watchOn(database, clock);
    const second = watchOn(otherProcess, clock);
    expect(await first.recordFailure('owner@example.test', '203.0.113.1')).toBeNull();
    expect(await second.recordFailure('owner@example.test', '203.0.113.1')).toBeNull();
    expect(await first.recordFailure('owner@example.test', '203.0.113.1')).toBeNull();
    // The fourth failure, from a second address, is the alert; the fifth is within the hour.
    expect(await second.recordFailure('owner@example.test', '203.0.113.2')).toEqual({
      failures: 4,
      addresses: 2,
      at: clock.now(),
    });
    expect(await first.recordFailure('owner@example.test', '203.0.113.3')).toBeNull();
    expect(await first.recordFailure('another@example.test', '203.0.113.3')).toBeNull();

    // Failures leave the window after 15 minutes; the next alert comes an hour after the last.
    clock.advance(30 * minute);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.1']) {
      expect(await first.recordFailure('owner@example.test', address)).toBeNull();
    }
    expect(await second.recordFailure('owner@example.test', '203.0.113.1')).toBeNull();
    clock.advance(31 * minute);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.1']) {
      expect(await first.recordFailure('owner@example.test', address)).toBeNull();
    }
    expect(await second.recordFailure('owner@example.test', '203.0.113.1')).toMatchObject({
      failures: 4,
      addresses: 2,
    });
  });

  it('alerts once when many failures arrive at the same moment in several processes', async () => {
    const clock = createManualClock();
    const watches = [watchOn(database, clock), watchOn(otherProcess, clock)];
    const alerts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        watches[index % 2]?.recordFailure('target@example.test', `198.51.100.${index % 3}`),
      ),
    );
    expect(alerts.filter((alert) => alert !== null)).toHaveLength(1);
  });

  it('leads only to the account and addresses HMACs in the table', async () => {
    const rows = await database.query<{ key_hash: string; tags: string[] }>(
      `select key_hash, tags from throttle_counts where limiter = 'sign-in-watch'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('example.test');
    expect(stored).not.toContain('203.0.113');
  });
});
