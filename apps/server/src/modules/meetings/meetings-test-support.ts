import { DateTime } from 'luxon';
import { type BookingRules, type BookingRulesInput, bookingRulesSchema } from './booking-rules.ts';
import type { Slot } from './free-slots.ts';

/** Rules of a host in Berlin, 09:00–17:00 Monday to Friday, 30 minutes, no buffer or notice, unless overridden. */
export function rulesWith(overrides: Partial<BookingRulesInput> = {}): BookingRules {
  return bookingRulesSchema.parse({
    bookingSlug: 'ada-lovelace',
    timeZone: 'Europe/Berlin',
    workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
    meetingMinutes: 30,
    bufferMinutes: 0,
    minimumNoticeMinutes: 0,
    ...overrides,
  });
}

/** The instant a zone's wall clock shows "YYYY-MM-DDTHH:mm" (not in a repeated or skipped hour: luxon decides those). */
export function wallTime(text: string, zone = 'Europe/Berlin'): Date {
  const parsed = DateTime.fromISO(text, { zone });
  if (!parsed.isValid) throw new RangeError(`Bad wall time ${text}`);
  return parsed.toJSDate();
}

/** An interval from two wall times of one zone. */
export function span(start: string, end: string, zone = 'Europe/Berlin') {
  return { start: wallTime(start, zone), end: wallTime(end, zone) };
}

/** "HH:mm" of each slot's start on a zone's clock. */
export function startTimes(slots: readonly Slot[], zone = 'Europe/Berlin'): string[] {
  return slots.map((slot) => DateTime.fromJSDate(slot.start, { zone }).toFormat('HH:mm'));
}

/** Each slot's start in UTC, ISO without milliseconds. */
export function utcStarts(slots: readonly Slot[]): string[] {
  return slots.map((slot) => slot.start.toISOString().replace('.000', ''));
}
