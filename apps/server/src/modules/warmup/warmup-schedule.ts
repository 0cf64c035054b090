import { createHash } from 'node:crypto';
import type { MailboxRow } from '../mailboxes/index.ts';

export const minute = 60_000;
export const dayMs = 86_400_000;

export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
export const dayKey = (now: Date) => now.toISOString().slice(0, 10);
/** A number in [0, 1) fixed by `seed`: the engine's jitter and tie-breaks repeat on a retried tick. */
export const unit = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;

const isoWeekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Year, month, day, weekday, hour and minute of `instant` on the wall clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: isoWeekdays[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The instant when the wall clock of `timeZone` shows `hh:mm` on the given date (DST-aware). */
function zonedInstant(date: { year: number; month: number; day: number }, clockTime: string, timeZone: string) {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += wanted - shownUtc;
  }
  return new Date(guess);
}

/**
 * Today's sending window of a mailbox: its own window in its time zone, or the whole UTC day when
 * it has none. Null on a day the window excludes.
 */
export function sendingWindowOf(mailbox: MailboxRow, now: Date): { start: Date; end: Date } | null {
  const window = mailbox.sendingWindow;
  if (!window) {
    const start = startOfUtcDay(now);
    return { start, end: new Date(start.getTime() + dayMs) };
  }
  const today = wallClock(now, window.timeZone);
  if (!window.days.includes(today.weekday)) return null;
  return {
    start: zonedInstant(today, window.start, window.timeZone),
    end: zonedInstant(today, window.end, window.timeZone),
  };
}

/** Slots end this long before the window does (at most a tenth of it), so the last tick of the window still sends. */
const windowTailMs = 30 * minute;

/**
 * How many of the day's `planned` messages are due by `now`: the window (less its tail) is cut
 * into `planned` equal slots, each message due somewhere in its slot (a fixed jitter per mailbox
 * and day), so the day's messages spread out instead of leaving in one burst.
 */
export function dueByNow(mailboxId: string, window: { start: Date; end: Date }, planned: number, now: Date) {
  if (planned <= 0 || now < window.start) return 0;
  const length = window.end.getTime() - window.start.getTime();
  const slot = (length - Math.min(windowTailMs, length / 10)) / planned;
  let due = 0;
  for (let index = 0; index < planned; index += 1) {
    const offset = (index + 0.1 + 0.8 * unit(`${mailboxId}:${dayKey(window.start)}:${index}`)) * slot;
    if (window.start.getTime() + offset <= now.getTime()) due += 1;
  }
  return due;
}

/** Whether `now` falls inside the mailbox's sending window today. */
export function insideWindow(window: { start: Date; end: Date } | null, now: Date): boolean {
  return window !== null && now >= window.start && now < window.end;
}
