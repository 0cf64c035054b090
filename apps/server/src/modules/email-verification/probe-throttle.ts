import { createAttemptLimiter } from '../../platform/attempt-limiter.ts';
import type { Clock } from '../../platform/clock.ts';

const minute = 60_000;

/**
 * Keeps probes polite: at most `perDomainPerMinute` SMTP sessions per email domain in a sliding
 * minute, and one session at a time per mail host. Counted in this process's memory.
 */
export function createProbeThrottle(options: { perDomainPerMinute: number; clock: Clock }) {
  const perDomain = createAttemptLimiter({ max: options.perDomainPerMinute, windowMs: minute, clock: options.clock });
  const busyHosts = new Set<string>();
  return {
    /** Claims a probe of `domain` at `mxHost`: a release function, or null when it must wait. */
    tryStart(domain: string, mxHost: string): (() => void) | null {
      if (busyHosts.has(mxHost) || perDomain.retryAfterSeconds(domain) > 0) return null;
      perDomain.record(domain);
      busyHosts.add(mxHost);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        busyHosts.delete(mxHost);
      };
    },
  };
}
export type ProbeThrottle = ReturnType<typeof createProbeThrottle>;
