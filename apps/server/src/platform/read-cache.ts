/**
 * A small in-process cache for hot reads (the live session behind every authenticated request,
 * the organisation it belongs to), safe against the race that makes such caches serve stale data:
 *
 * - Every entry remembers the generation that was current when its load *started*. `invalidate()`
 *   bumps the generation, so a load that began before a change and finishes after it is never
 *   served, and everything cached earlier is dropped.
 * - Entries also expire after `ttlMs`, which bounds how long a change made by another process
 *   (which cannot call `invalidate()` here) stays unseen.
 * - At most `maxEntries` are kept; the oldest go first. Misses and failed loads are not cached.
 */
export interface ReadCache<T> {
  get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Forgets everything and makes loads already running uncacheable. */
  invalidate(): void;
  readonly size: number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export function createReadCache<T>(options: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache<T> {
  const { ttlMs, maxEntries = 10_000, now = () => performance.now() } = options;
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  return {
    async get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) {
        if (hit.expiresAt > now()) return hit.value;
        entries.delete(key);
      }
      const startedIn = generation;
      const value = await load();
      if (value !== undefined && startedIn === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { value, expiresAt: now() + ttlMs });
      }
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
