import { IANAZone } from 'luxon';
import { dayMs, minuteMs } from './types.ts';

/** A calendar day: year, month (1–12), day of month. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const zones = new Map<string, IANAZone | null>();

/** The IANA zone named `name`, or null when it is empty or unknown (cached: zones are looked up per decision). */
export function zoneOf(name: string | null | undefined): IANAZone | null {
  if (!name) return null;
  let zone = zones.get(name);
  if (zone === undefined) {
    zone = IANAZone.isValidZone(name) ? IANAZone.create(name) : null;
    zones.set(name, zone);
  }
  return zone;
}

/** The prospect's zone when it is a real one, else the campaign's; throws when neither is. */
export function resolveZone(prospectZone: string | null | undefined, campaignZone: string): IANAZone {
  const zone = zoneOf(prospectZone) ?? zoneOf(campaignZone);
  if (!zone) throw new RangeError(`Unknown time zone "${campaignZone}"`);
  return zone;
}

/** Offsets are read per quarter hour (no zone changes its offset twice within one). */
const bucketMs = 15 * minuteMs;
/** Per zone: quarter hour → its offset in ms, or NaN when the offset changes inside it. */
const offsets = new Map<IANAZone, Map<number, number>>();

/**
 * Milliseconds to add to a UTC instant to read the zone's wall clock at that instant. Luxon asks
 * Intl for each offset (microseconds each); the planner asks thousands of times a second for the
 * same few quarter hours, so they are remembered.
 */
function offsetMs(zone: IANAZone, at: number): number {
  let known = offsets.get(zone);
  if (!known) {
    known = new Map();
    offsets.set(zone, known);
  } else if (known.size > 50_000) {
    known.clear();
  }
  const bucket = Math.floor(at / bucketMs);
  let offset = known.get(bucket);
  if (offset === undefined) {
    const first = zone.offset(bucket * bucketMs);
    offset = first === zone.offset((bucket + 1) * bucketMs - 1) ? first * minuteMs : Number.NaN;
    known.set(bucket, offset);
  }
  return Number.isNaN(offset) ? zone.offset(at) * minuteMs : offset;
}

/** The calendar day and ISO weekday (1 = Monday) shown by the zone's wall clock at `at`. */
export function localDateOf(zone: IANAZone, at: number): LocalDate & { weekday: number } {
  const wall = new Date(at + offsetMs(zone, at));
  const weekday = wall.getUTCDay();
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: weekday === 0 ? 7 : weekday,
  };
}

/** The day after (or `days` after) a calendar day, with its weekday. */
export function addLocalDays(date: LocalDate, days: number): LocalDate & { weekday: number } {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * dayMs);
  const weekday = next.getUTCDay();
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    weekday: weekday === 0 ? 7 : weekday,
  };
}

export const isoDateOf = (date: LocalDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Minutes after midnight of an "HH:MM" clock time, or null when it is not one. */
export function clockMinutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * The first instant at which the zone's wall clock shows `minutes` after midnight of `date`, or a
 * later time of that day. When the clocks go forward over it (02:30 on a spring-forward night), that is
 * the moment of the jump (03:00); when they go back over it (01:30 twice), the first of the two.
 */
export function wallClockInstant(zone: IANAZone, date: LocalDate, minutes: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * minuteMs;
  // Offsets a day either side: a zone changes its offset at most once in two days.
  const before = offsetMs(zone, wall - dayMs);
  const after = offsetMs(zone, wall + dayMs);
  let best = Number.POSITIVE_INFINITY;
  for (const offset of before === after ? [before] : [before, after]) {
    const candidate = wall - offset;
    if (offsetMs(zone, candidate) === offset) best = Math.min(best, candidate);
  }
  if (best !== Number.POSITIVE_INFINITY) return best;
  // In the gap of a forward jump: the jump itself is the first instant whose wall clock is past `wall`.
  let low = wall - Math.max(before, after);
  let high = wall - Math.min(before, after);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (middle + offsetMs(zone, middle) >= wall) high = middle;
    else low = middle;
  }
  return high;
}
