import type { Clock } from './clock.ts';

/**
 * Counts attempts per key in a sliding window, in this process's memory. One API process
 * is the default shape; several processes would each count their own share (documented).
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const attempts = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = options.clock.now().getTime() - options.windowMs;
    const kept = (attempts.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };
  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    retryAfterSeconds(key: string): number {
      const kept = recent(key);
      if (kept.length < options.max) return 0;
      const oldest = kept[0] ?? options.clock.now().getTime();
      return Math.max(1, Math.ceil((oldest + options.windowMs - options.clock.now().getTime()) / 1000));
    },
    record(key: string) {
      const kept = recent(key);
      kept.push(options.clock.now().getTime());
      attempts.set(key, kept);
      if (attempts.size > 100_000) attempts.delete(attempts.keys().next().value as string);
    },
    reset(key: string) {
      attempts.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
