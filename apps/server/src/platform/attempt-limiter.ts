import { sql } from 'drizzle-orm';
import { millisOf, type ThrottleStore } from './attempt-limiter-store.ts';

export { createThrottleStore, millisOf, type ThrottleStore } from './attempt-limiter-store.ts';

/**
 * Counts attempts per key in a sliding window, in the database (attempt-limiter-store.ts), so
 * every process shares one count. `name` tells this limiter's rows from the others': two
 * limiters with one name on one database are one limiter, as in two processes.
 */
export function createAttemptLimiter(options: { store: ThrottleStore; name: string; max: number; windowMs: number }) {
  const { store, name, max, windowMs } = options;
  const { clock } = store;
  // A first attempt always makes its row, so a window without room would still let one through.
  if (max < 1) throw new Error(`The ${name} limiter needs room for at least one attempt`);

  async function retryAfterSeconds(key: string): Promise<number> {
    const now = clock.now().getTime();
    const [row] = await store.rows<{ times_ms: unknown[] }>(sql`
      select times_ms from throttle_counts where limiter = ${name} and key_hash = ${store.keyOf(key)}`);
    const kept = millisOf(row?.times_ms).filter((time) => time > now - windowMs);
    if (kept.length < max) return 0;
    const oldest = Math.min(...kept);
    return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  }

  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    retryAfterSeconds,

    /**
     * Counts one attempt when the window has room for it, and answers 0; when it has none, counts
     * nothing and answers the seconds to wait. Checking and counting are one statement (the row
     * is locked while it runs), so two processes racing for the last free attempt cannot both
     * get it: check with this, not with `retryAfterSeconds` first.
     */
    async record(key: string): Promise<number> {
      const now = clock.now().getTime();
      const since = now - windowMs;
      const recorded = await store.rows(sql`
        insert into throttle_counts as t (limiter, key_hash, times_ms, expires_at)
        values (${name}, ${store.keyOf(key)}, array[${now}::bigint], ${new Date(now + windowMs).toISOString()}::timestamptz)
        on conflict (limiter, key_hash) do update
        set times_ms = array(
              select kept.at from unnest(t.times_ms) with ordinality as kept(at, n)
              where kept.at > ${since}::bigint order by kept.n
            ) || ${now}::bigint,
            expires_at = excluded.expires_at
        where (select count(*) from unnest(t.times_ms) as kept(at) where kept.at > ${since}::bigint) < ${max}
        returning 1 as recorded`);
      if (recorded.length === 0) return Math.max(1, await retryAfterSeconds(key));
      await store.sweep();
      return 0;
    },

    async reset(key: string): Promise<void> {
      await store.db.execute(sql`
        delete from throttle_counts where limiter = ${name} and key_hash = ${store.keyOf(key)}`);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * Failures per key with growing delays (OWASP's advice against guessing): the first `freeFailures`
 * cost nothing, then each further failure doubles the wait from `firstDelayMs` up to `maxDelayMs`.
 * A key's count is forgotten after a success (`reset`) or `forgetAfterMs` without a failure. In
 * the database, like the sliding-window limiter.
 */
export function createBackoffLimiter(options: {
  store: ThrottleStore;
  name: string;
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}) {
  const { store, name } = options;
  const { clock } = store;
  const delayAfter = (count: number) => {
    if (count < options.freeFailures) return 0;
    const doublings = Math.min(count - options.freeFailures, 30);
    return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** doublings);
  };
  return {
    /** Seconds until this key may try again, or 0 when it may try now. */
    async retryAfterSeconds(key: string): Promise<number> {
      const now = clock.now().getTime();
      const [row] = await store.rows<{ count: number; last_at_ms: unknown }>(sql`
        select count, last_at_ms from throttle_counts where limiter = ${name} and key_hash = ${store.keyOf(key)}`);
      if (!row || row.last_at_ms === null) return 0;
      const lastAt = Number(row.last_at_ms);
      if (now - lastAt > options.forgetAfterMs) return 0;
      const waitMs = lastAt + delayAfter(Number(row.count)) - now;
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },

    /** Counts one failure; concurrent failures each count (the increment is one statement). */
    async recordFailure(key: string): Promise<void> {
      const now = clock.now().getTime();
      await store.db.execute(sql`
        insert into throttle_counts as t (limiter, key_hash, count, last_at_ms, expires_at)
        values (${name}, ${store.keyOf(key)}, 1, ${now}::bigint,
          ${new Date(now + options.forgetAfterMs).toISOString()}::timestamptz)
        on conflict (limiter, key_hash) do update
        set count = case
              when t.last_at_ms is null or ${now}::bigint - t.last_at_ms > ${options.forgetAfterMs}::bigint then 1
              else t.count + 1
            end,
            last_at_ms = excluded.last_at_ms,
            expires_at = excluded.expires_at`);
      await store.sweep();
    },

    async reset(key: string): Promise<void> {
      await store.db.execute(sql`
        delete from throttle_counts where limiter = ${name} and key_hash = ${store.keyOf(key)}`);
    },
  };
}
export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;
