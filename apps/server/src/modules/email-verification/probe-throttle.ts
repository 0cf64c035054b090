import type { Clock } from '../../platform/clock.ts';

const minute = 60_000;

/**
 * Keeps probes polite: at most `perDomainPerMinute` SMTP sessions per email domain in a sliding
 * minute, and one session at a time per mail host. Counted in this process's memory, unlike the
 * sign-in throttles: it spares other people's mail servers rather than guarding against an
 * attacker, the one-session-per-host rule can only hold within a process anyway, and what several
 * processes add up to is the operator's choice, not a caller's (docs/security.md).
 */
export function createProbeThrottle(options: { perDomainPerMinute: number; clock: Clock }) {
  const probes = new Map<string, number[]>();
  const busyHosts = new Set<string>();
  /** The domain's probes still in the sliding minute, oldest first. */
  const recent = (domain: string) => {
    const since = options.clock.now().getTime() - minute;
    const kept = (probes.get(domain) ?? []).filter((time) => time > since);
    if (kept.length === 0) probes.delete(domain);
    else probes.set(domain, kept);
    return kept;
  };
  return {
    /** Claims a probe of `domain` at `mxHost`: a release function, or null when it must wait. */
    tryStart(domain: string, mxHost: string): (() => void) | null {
      const kept = recent(domain);
      if (busyHosts.has(mxHost) || kept.length >= options.perDomainPerMinute) return null;
      probes.set(domain, [...kept, options.clock.now().getTime()]);
      if (probes.size > 100_000) probes.delete(probes.keys().next().value as string);
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
