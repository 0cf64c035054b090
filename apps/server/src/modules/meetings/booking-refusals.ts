import { type AppError, conflict, refused } from '../../platform/errors.ts';
import type { BookingRules } from './booking-rules.ts';
import { findFreeSlots, type Interval } from './free-slots.ts';
import { isoDateOf, localDayOf, minuteMs, zoneNamed } from './zoned-time.ts';

export const takenMessage = 'That time was just taken. Pick another.';

/** The 409 of a slot someone else took meanwhile (or that the host's calendar filled). */
export const slotTaken = () => conflict(takenMessage);

/** "2 hours", "30 minutes", "1 day": a notice in words. */
export function noticeWords(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % (24 * 60) === 0 && minutes > 0) return plural(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0 && minutes > 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/** Whether `start` is one of the host's starts at all: a working day and hour, on the grid (busy times aside). */
export function isOfferedStart(rules: BookingRules, start: Date): boolean {
  const day = isoDateOf(localDayOf(zoneNamed(rules.timeZone), start.getTime()));
  const open = { ...rules, minimumNoticeMinutes: 0, dailyCap: null };
  return findFreeSlots({ rules: open, busy: [], bookings: [], now: new Date(0), from: day, days: 1 }).some(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/** Whether the host's daily cap is reached on the host's day of `start`. */
function isDayFull(rules: BookingRules, bookings: readonly Interval[], start: Date): boolean {
  if (rules.dailyCap === null) return false;
  const zone = zoneNamed(rules.timeZone);
  const day = isoDateOf(localDayOf(zone, start.getTime()));
  const count = bookings.filter((booking) => isoDateOf(localDayOf(zone, booking.start.getTime())) === day).length;
  return count >= rules.dailyCap;
}

/**
 * Why none of the hosts (one, or each member of a team page) can take `start`, in words the visitor
 * can act on: a time past or too soon, one never offered, a day the cap closed (422), else taken (409).
 */
export function refusalFor(
  hosts: readonly { rules: BookingRules; bookings: readonly Interval[] }[],
  start: Date,
  now: Date,
): AppError {
  if (start.getTime() <= now.getTime()) return refused('That time has passed. Pick another.');
  const offering = hosts.filter((host) => isOfferedStart(host.rules, start));
  if (offering.length === 0) return refused('That time is not offered. Pick one of the times shown.');
  const notice = Math.min(...offering.map((host) => host.rules.minimumNoticeMinutes));
  if (start.getTime() < now.getTime() + notice * minuteMs) {
    return refused(`Meetings are booked at least ${noticeWords(notice)} ahead. Pick a later time.`);
  }
  if (offering.every((host) => isDayFull(host.rules, host.bookings, start))) {
    return refused('That day is fully booked. Pick another day.');
  }
  return slotTaken();
}
