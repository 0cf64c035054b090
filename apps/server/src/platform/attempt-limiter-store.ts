import { createHmac } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { deriveKey } from './crypto.ts';

/** How often one process deletes expired rows, and how many at most at a time. */
const sweepEveryMs = 60_000;
const sweepBatch = 5000;

/**
 * Where the throttles keep their counts: the `throttle_counts` table, so that every process on
 * the database shares them (several web processes would otherwise each grant an attacker his
 * share) and a restart forgets nothing. Keys (addresses, emails, account ids) are stored as an
 * HMAC under a key derived from the app's secret: a plain SHA-256 of an IPv4 address or a known
 * email is undone by trying them all, the HMAC is not without the secret.
 */
export function createThrottleStore(options: { db: Database; clock: Clock; secret: string }) {
  const { db, clock } = options;
  const hmacKey = deriveKey(options.secret, 'throttle-keys');
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  return {
    db,
    clock,

    /** What the table keeps of a key: its HMAC, enough to match it again and nothing more. */
    keyOf(key: string): string {
      return createHmac('sha256', hmacKey).update(key).digest('hex');
    },

    /** Runs a statement and returns its rows; both drivers answer `{ rows }`. */
    async rows<Row>(query: SQL): Promise<Row[]> {
      const result: unknown = await db.execute(query);
      if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
        return result.rows;
      }
      throw new Error('The database answered without rows');
    },

    /**
     * Deletes rows that no longer mean anything, at most once a minute per process, from the
     * writes themselves: no job to schedule, and a web process without a queue still cleans up.
     * Rows another sweep or a write holds are skipped, so two sweeps never wait on each other.
     */
    async sweep(): Promise<void> {
      const now = clock.now().getTime();
      if (now - lastSweepAt < sweepEveryMs) return;
      lastSweepAt = now;
      await db.execute(sql`
        delete from throttle_counts
        where (limiter, key_hash) in (
          select limiter, key_hash from throttle_counts
          where expires_at < ${new Date(now).toISOString()}::timestamptz
          limit ${sweepBatch}
          for update skip locked
        )`);
    },
  };
}
export type ThrottleStore = ReturnType<typeof createThrottleStore>;

/** The times the database hands back, as numbers whatever the driver makes of a bigint. */
export const millisOf = (values: readonly unknown[] | null | undefined): number[] => (values ?? []).map(Number);
