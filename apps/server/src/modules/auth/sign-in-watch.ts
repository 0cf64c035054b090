import type { Clock } from '../../platform/clock.ts';

/** What the owner of an account under attack is told. */
export interface SignInAlert {
  failures: number;
  addresses: number;
  at: Date;
}

/**
 * Watches failed sign-ins per account across addresses: when an account sees `threshold`
 * failures from two or more addresses within `windowMs`, it answers an alert, at most once per
 * `alertEveryMs` for that account. In this process's memory, like the attempt limiters.
 */
export function createSignInWatch(options: {
  threshold: number;
  windowMs: number;
  alertEveryMs: number;
  clock: Clock;
}) {
  const failures = new Map<string, { at: number; address: string }[]>();
  const alerted = new Map<string, number>();
  return {
    /** Records one failure for the account; returns the alert to send now, if any. */
    recordFailure(account: string, address: string): SignInAlert | null {
      const now = options.clock.now().getTime();
      const kept = (failures.get(account) ?? []).filter((failure) => failure.at > now - options.windowMs);
      kept.push({ at: now, address });
      failures.delete(account);
      failures.set(account, kept.slice(-1000));
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
      const addresses = new Set(kept.map((failure) => failure.address)).size;
      if (kept.length < options.threshold || addresses < 2) return null;
      const last = alerted.get(account);
      if (last !== undefined && now - last < options.alertEveryMs) return null;
      alerted.set(account, now);
      if (alerted.size > 100_000) alerted.delete(alerted.keys().next().value as string);
      return { failures: kept.length, addresses, at: new Date(now) };
    },
  };
}
export type SignInWatch = ReturnType<typeof createSignInWatch>;
