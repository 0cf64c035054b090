import type { IANAZone } from 'luxon';
import { type BookingRules, workingHoursOn } from './booking-rules.ts';
import {
  addLocalDays,
  clockMinutes,
  isoDateOf,
  type LocalDay,
  localDayOf,
  minuteMs,
  parseIsoDate,
  wallClockInstant,
  zoneNamed,
  zoneOrNull,
} from './zoned-time.ts';

/** A span of time, start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}
/** A bookable meeting: `rules.meetingMinutes` long. */
export type Slot = Interval;

/** What the host's availability is computed from. */
export interface AvailabilityInput {
  rules: BookingRules;
  /** Busy times of the host's own calendar (free/busy), in any order, overlapping or not. */
  busy: readonly Interval[];
  /** The host's live Leadpilot bookings (cancelled ones left out): busy time, and counted for the daily cap. */
  bookings: readonly Interval[];
  now: Date;
}

/**
 * Start times sit on a 15-minute grid of the host's wall clock (:00, :15, :30, :45), whatever the
 * meeting's length: a 45-minute meeting starts at 09:00 or 09:15, never 09:45 then 10:30, and the
 * first start after a busy block is at most 14 minutes after it is free again.
 */
export const slotStepMinutes = 15;
/** Longest range one call computes: a year. */
export const maxRangeDays = 366;

interface Prepared {
  rules: BookingRules;
  zone: IANAZone;
  /** Busy times and bookings widened by the buffers, merged, sorted by start. */
  blocked: Array<{ start: number; end: number }>;
  bookingsPerDay: Map<string, number>;
  earliest: number;
}

function prepare(input: AvailabilityInput): Prepared {
  const { rules } = input;
  const zone = zoneNamed(rules.timeZone);
  // A slot [s, e) needs [s - before, e + after) free: so each busy block reaches `after` earlier and `before` later.
  const widened = [...input.busy, ...input.bookings]
    .map((interval) => ({ start: interval.start.getTime(), end: interval.end.getTime() }))
    .filter((interval) => interval.end > interval.start)
    .map((interval) => ({
      start: interval.start - rules.bufferAfterMinutes * minuteMs,
      end: interval.end + rules.bufferBeforeMinutes * minuteMs,
    }))
    .sort((a, b) => a.start - b.start);
  const blocked: Prepared['blocked'] = [];
  for (const interval of widened) {
    const last = blocked.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else blocked.push({ ...interval });
  }
  const bookingsPerDay = new Map<string, number>();
  for (const booking of input.bookings) {
    const day = isoDateOf(localDayOf(zone, booking.start.getTime()));
    bookingsPerDay.set(day, (bookingsPerDay.get(day) ?? 0) + 1);
  }
  const earliest = input.now.getTime() + Math.max(0, rules.minimumNoticeMinutes) * minuteMs;
  return { rules, zone, blocked, bookingsPerDay, earliest };
}

/** The free slots of one calendar day of the host, in time order. */
function slotsOfDay(prepared: Prepared, day: LocalDay): Slot[] {
  const { rules, zone, blocked } = prepared;
  const hours = workingHoursOn(rules, day.weekday);
  if (!hours) return [];
  if (rules.dailyCap !== null && (prepared.bookingsPerDay.get(isoDateOf(day)) ?? 0) >= rules.dailyCap) return [];
  const startMinutes = clockMinutes(hours.start);
  const endMinutes = clockMinutes(hours.end);
  if (startMinutes === null || endMinutes === null) return [];
  const step = slotStepMinutes * minuteMs;
  const length = rules.meetingMinutes * minuteMs;
  // Real time from the first quarter hour: every zone's offset is whole quarter hours, so each start
  // stays on the grid, and a day whose clocks jump has as many starts as it has real working time.
  const open = wallClockInstant(zone, day, Math.ceil(startMinutes / slotStepMinutes) * slotStepMinutes);
  const close = wallClockInstant(zone, day, endMinutes);
  const slots: Slot[] = [];
  let next = 0;
  for (let start = open; start + length <= close; start += step) {
    if (start < prepared.earliest) continue;
    while (next < blocked.length && (blocked[next]?.end ?? 0) <= start) next += 1;
    const block = blocked[next];
    if (block && block.start < start + length) continue;
    slots.push({ start: new Date(start), end: new Date(start + length) });
  }
  return slots;
}

/** The host's calendar days from `from`, `days` of them (at most `maxRangeDays`). */
function* daysFrom(from: LocalDay, days: number): Generator<LocalDay> {
  if (!Number.isInteger(days) || days < 0 || days > maxRangeDays) {
    throw new RangeError(`Ask for 0 to ${maxRangeDays} days, not ${days}`);
  }
  for (let offset = 0; offset < days; offset += 1) yield addLocalDays(from, offset);
}

/**
 * The bookable slots of `days` calendar days of the host from `from` ("YYYY-MM-DD" in the host's
 * zone): inside working hours, clear of busy times and bookings with their buffers, after the
 * minimum notice (so never in the past), none on a day the daily cap has filled.
 */
export function findFreeSlots(input: AvailabilityInput & { from: string; days: number }): Slot[] {
  const prepared = prepare(input);
  const slots: Slot[] = [];
  for (const day of daysFrom(parseIsoDate(input.from), input.days)) slots.push(...slotsOfDay(prepared, day));
  return slots;
}

/** Free slots in time order from the host's today, up to `horizonDays` days, one host day at a time. */
export function* upcomingSlots(input: AvailabilityInput & { horizonDays: number }): Generator<Slot> {
  const prepared = prepare(input);
  for (const day of daysFrom(localDayOf(prepared.zone, input.now.getTime()), input.horizonDays)) {
    yield* slotsOfDay(prepared, day);
  }
}

/** One day of the booking page: its date in the zone shown and its free slots. */
export interface AvailableDay {
  date: string;
  slots: Slot[];
}

/**
 * The first `count` days with a free slot, for the booking page, grouped by the days of `zone` (the
 * visitor's, when the page knows it; the host's otherwise) and looking `horizonDays` ahead at most.
 */
export function firstAvailableDays(
  input: AvailabilityInput & { count: number; zone?: string | null; horizonDays?: number },
): AvailableDay[] {
  const zone = zoneOrNull(input.zone) ?? zoneNamed(input.rules.timeZone);
  const days: AvailableDay[] = [];
  for (const slot of upcomingSlots({ ...input, horizonDays: input.horizonDays ?? 60 })) {
    const date = isoDateOf(localDayOf(zone, slot.start.getTime()));
    const last = days.at(-1);
    if (last?.date === date) {
      last.slots.push(slot);
      continue;
    }
    // Slots come in time order, so a new day means the one before is complete.
    if (days.length === input.count) break;
    days.push({ date, slots: [slot] });
  }
  return days;
}
