import { sql } from 'drizzle-orm';
import { millisOf, type ThrottleStore } from '../../platform/attempt-limiter.ts';

/** What the owner of an account under attack is told. */
export interface SignInAlert {
  failures: number;
  addresses: number;
  at: Date;
}

/** The failures one account's row keeps at most: enough to count an attack, bounded in size. */
const keptFailures = 1000;

/**
 * Watches failed sign-ins per account across addresses: when an account sees `threshold`
 * failures from two or more addresses within `windowMs`, it answers an alert, at most once per
 * `alertEveryMs` for that account. In the database like the attempt limiters, so the failures
 * seen by every process add up, and only one process sends a given alert.
 */
export function createSignInWatch(options: {
  store: ThrottleStore;
  threshold: number;
  windowMs: number;
  alertEveryMs: number;
}) {
  const { store } = options;
  const name = 'sign-in-watch';
  return {
    /** Records one failure for the account; returns the alert to send now, if any. */
    async recordFailure(account: string, address: string): Promise<SignInAlert | null> {
      const now = store.clock.now().getTime();
      const key = store.keyOf(account);
      // Only telling addresses apart matters here: 64 bits of each address's HMAC are plenty.
      const tag = store.keyOf(address).slice(0, 16);
      // The row lives as long as either its failures or its last alert still count.
      const expiresAt = new Date(now + Math.max(options.windowMs, options.alertEveryMs)).toISOString();
      const [row] = await store.rows<{ times_ms: unknown[]; tags: string[] }>(sql`
        insert into throttle_counts as t (limiter, key_hash, times_ms, tags, expires_at)
        values (${name}, ${key}, array[${now}::bigint], array[${tag}::text], ${expiresAt}::timestamptz)
        on conflict (limiter, key_hash) do update
        set (times_ms, tags) = (
              select coalesce(array_agg(recent.at order by recent.n), '{}') || ${now}::bigint,
                     coalesce(array_agg(recent.tag order by recent.n), '{}') || ${tag}::text
              from (
                select kept.at, kept.tag, kept.n
                from unnest(t.times_ms, t.tags) with ordinality as kept(at, tag, n)
                where kept.at > ${now - options.windowMs}::bigint
                order by kept.n desc
                limit ${keptFailures - 1}
              ) as recent
            ),
            expires_at = excluded.expires_at
        returning times_ms, tags`);
      await store.sweep();
      const failures = millisOf(row?.times_ms).length;
      const addresses = new Set(row?.tags ?? []).size;
      if (failures < options.threshold || addresses < 2) return null;
      // Claimed with one conditional update: of processes seeing the same attack, one alerts.
      const claimed = await store.rows(sql`
        update throttle_counts set alerted_at_ms = ${now}::bigint
        where limiter = ${name} and key_hash = ${key}
          and (alerted_at_ms is null or alerted_at_ms <= ${now - options.alertEveryMs}::bigint)
        returning 1 as claimed`);
      if (claimed.length === 0) return null;
      return { failures, addresses, at: new Date(now) };
    },
  };
}
export type SignInWatch = ReturnType<typeof createSignInWatch>;
