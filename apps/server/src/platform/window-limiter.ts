import { sql } from 'drizzle-orm';
import type { ThrottleStore } from './attempt-limiter-store.ts';

/** Where a key stands in its window after a request: what the RateLimit header fields report. */
export interface WindowUsage {
  /** Requests the window allows. */
  limit: number;
  /** Requests left in this window (0 once the limit is reached). */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
  /** Whether this request fits in the window. */
  allowed: boolean;
}

interface KeyWindow {
  start: number;
  /** The window's count in the database when this process last wrote it (its own requests included). */
  shared: number;
  /** This process's requests since then, not written yet. */
  pending: number;
  /** This process's requests the write under way adds. */
  writing: number;
  lastSyncAt: number;
  syncing: Promise<void> | null;
  /** The window's first write has answered. */
  hasSynced: boolean;
}

/** Keys one process remembers at once (each a few numbers); the oldest is dropped past it. */
const rememberedKeys = 50_000;

/**
 * Counts requests per key in fixed windows (a minute, say) for a request-rate limit such as an API
 * key's. The count lives in the `throttle_counts` table like the sign-in throttles', so every
 * process shares it (the row's `count` is the window's requests, `last_at_ms` the window's start),
 * but a process does not write it on every request: a row every request hits would serialise them
 * all behind its lock and each commit. Each process counts in memory and adds its count to the row
 * at the window's first request and then at most every `syncEveryMs`, reading back the total. So a
 * process sees the others' requests up to `syncEveryMs` late, and several busy processes may let a
 * key exceed its limit by what they served in that time: right for a fair-use rate limit, not for a
 * guessing throttle (those use attempt-limiter.ts, which counts every attempt in one statement).
 */
export function createWindowLimiter(options: {
  store: ThrottleStore;
  name: string;
  windowMs: number;
  syncEveryMs?: number;
}) {
  const { store, name, windowMs } = options;
  const syncEveryMs = options.syncEveryMs ?? 1000;
  const { clock } = store;
  const windows = new Map<string, KeyWindow>();

  async function write(key: string, window: KeyWindow) {
    const added = window.pending;
    window.pending = 0;
    window.writing = added;
    window.lastSyncAt = clock.now().getTime();
    try {
      const [row] = await store.rows<{ count: number }>(sql`
        insert into throttle_counts as t (limiter, key_hash, count, last_at_ms, expires_at)
        values (${name}, ${store.keyOf(key)}, ${added}, ${window.start}::bigint,
          ${new Date(window.start + windowMs).toISOString()}::timestamptz)
        on conflict (limiter, key_hash) do update
        set count = case when t.last_at_ms = excluded.last_at_ms then t.count + excluded.count else excluded.count end,
            last_at_ms = excluded.last_at_ms,
            expires_at = excluded.expires_at
        returning count`);
      window.shared = Number(row?.count ?? window.shared + added);
      window.writing = 0;
      await store.sweep();
    } catch (error) {
      // Not written: count them again with the next write.
      window.writing = 0;
      window.pending += added;
      throw error;
    }
  }

  function windowOf(key: string, start: number): KeyWindow {
    const known = windows.get(key);
    if (known && known.start === start) return known;
    if (known) windows.delete(key);
    else if (windows.size >= rememberedKeys) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
    const fresh: KeyWindow = {
      start,
      shared: 0,
      pending: 0,
      writing: 0,
      lastSyncAt: Number.NEGATIVE_INFINITY,
      syncing: null,
      hasSynced: false,
    };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    /** Resolves once the writes under way have answered (tests, and a clean shutdown). */
    async settled(): Promise<void> {
      await Promise.allSettled([...windows.values()].map((window) => window.syncing));
    },

    /** Counts one request against `limit` for this key and says whether it fits; a refused one is not counted. */
    async take(key: string, limit: number): Promise<WindowUsage> {
      const now = clock.now().getTime();
      const start = now - (now % windowMs);
      const window = windowOf(key, start);
      const resetSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      const used = () => window.shared + window.writing + window.pending;
      if (used() >= limit) return { limit, remaining: 0, resetSeconds, allowed: false };
      window.pending += 1;
      if (!window.syncing && now - window.lastSyncAt >= syncEveryMs) {
        window.syncing = write(key, window).finally(() => {
          window.syncing = null;
        });
      }
      // Until the window's first write has answered, requests wait for the shared count; after it,
      // writes go on in the background.
      if (window.syncing && !window.hasSynced) {
        await window.syncing;
        window.hasSynced = true;
      } else {
        window.syncing?.catch(() => undefined);
      }
      const count = used();
      return { limit, remaining: Math.max(0, limit - count), resetSeconds, allowed: count <= limit };
    },
  };
}
export type WindowLimiter = ReturnType<typeof createWindowLimiter>;
