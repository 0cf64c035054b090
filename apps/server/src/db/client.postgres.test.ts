import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleWithin, startThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/**
 * The PostgreSQL handle when the server crashes under it (`pg_ctl stop -m immediate` on a cluster
 * of the test's own): a connection checked out inside a transaction must not end the process, and
 * a transaction whose BEGIN meets the dead server must hand its connection back to the pool.
 */
let cluster: ThrowawayPostgres | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  cluster = await startThrowawayPostgres({ migrate: false });
}, 120_000);

afterAll(async () => {
  await settleWithin(handle?.close(), 5000);
  await cluster?.destroy();
}, 60_000);

describe('the PostgreSQL handle through a server crash', () => {
  it('lives on, fails the transactions in flight, and keeps every connection of its pool', async () => {
    if (!cluster) throw new Error('set-up failed');
    handle = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
    const { db, pool } = handle;
    if (!pool) throw new Error('no pool');

    // One transaction open between two statements (its connection checked out, no query running)…
    let resume: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let inside: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      await paused;
      await tx.execute(sql`select 2`);
    });
    await entered;
    // …and one idle connection in the pool.
    await handle.query('select 1');
    expect([pool.totalCount, pool.idleCount]).toEqual([2, 1]);

    // The crash while this process waits: the idle connection does not know yet, so the next
    // transaction's BEGIN goes to a server that is gone.
    cluster.crashBlocking();
    const begun = db.transaction(async (tx) => {
      await tx.execute(sql`select 3`);
    });
    await expect(begun).rejects.toThrow();
    resume();
    await expect(open).rejects.toThrow();

    // Every connection came back (a lost one is dropped), and the handle works once the server is back.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await cluster.start();
    const results = await Promise.all(
      [1, 2, 3].map((value) =>
        db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select ${value}::int as v`)) as unknown as { rows: { v: number }[] };
          return result.rows[0]?.v;
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }, 60_000);
});
