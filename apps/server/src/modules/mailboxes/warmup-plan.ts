import { warmupLimits } from '@leadpilot/contracts';

const dayMs = 86_400_000;

/** Whole UTC days from `startedAt` to `now` (0 on the first day). */
export function warmupDayIndex(startedAt: Date, now: Date): number {
  const start = Date.UTC(startedAt.getUTCFullYear(), startedAt.getUTCMonth(), startedAt.getUTCDate());
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.floor((today - start) / dayMs));
}

/**
 * The ramp: a few messages on the first day, `stepPerDay` more each day, never past the target.
 * e.g. target 30: 2, 4, 6 … 30 from day 15 on.
 */
export function plannedWarmupFor(dayIndex: number, target: number): number {
  return Math.min(target, warmupLimits.startPerDay + warmupLimits.stepPerDay * Math.max(0, dayIndex));
}

/** One checked warm-up message sent by the mailbox: how many days ago, and whether it reached the inbox. */
export interface CheckedWarmup {
  ageDays: number;
  inInbox: boolean;
}

/** Checked messages needed before a score means anything. */
export const minimumScoredMessages = 5;

/**
 * The warm-up score, 0–100: the share of the last 14 days' checked warm-up messages that reached the
 * inbox, each weighted 0.9^age so recent days count more. Null until `minimumScoredMessages` were checked.
 */
export function warmupScore(messages: CheckedWarmup[]): number | null {
  const recent = messages.filter((message) => message.ageDays >= 0 && message.ageDays < 14);
  if (recent.length < minimumScoredMessages) return null;
  let weighted = 0;
  let total = 0;
  for (const message of recent) {
    const weight = 0.9 ** message.ageDays;
    total += weight;
    if (message.inInbox) weighted += weight;
  }
  return Math.round((100 * weighted) / total);
}
