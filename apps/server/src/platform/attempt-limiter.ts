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

/**
 * Failures per key with growing delays (OWASP's advice against guessing): the first `freeFailures`
 * cost nothing, then each further failure doubles the wait from `firstDelayMs` up to `maxDelayMs`.
 * A key's count is forgotten after a success (`reset`) or `forgetAfterMs` without a failure. Kept
 * in this process's memory, like the sliding-window limiter.
 */
export function createBackoffLimiter(options: {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  clock: Clock;
}) {
  const failures = new Map<string, { count: number; lastAt: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && options.clock.now().getTime() - entry.lastAt > options.forgetAfterMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  const delayAfter = (count: number) => {
    if (count < options.freeFailures) return 0;
    const doublings = Math.min(count - options.freeFailures, 30);
    return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** doublings);
  };
  return {
    /** Seconds until this key may try again, or 0 when it may try now. */
    retryAfterSeconds(key: string): number {
      const entry = current(key);
      if (!entry) return 0;
      const waitMs = entry.lastAt + delayAfter(entry.count) - options.clock.now().getTime();
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
    recordFailure(key: string) {
      const entry = current(key);
      failures.delete(key);
      failures.set(key, { count: (entry?.count ?? 0) + 1, lastAt: options.clock.now().getTime() });
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}
export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;
