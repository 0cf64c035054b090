import { IANAZone } from 'luxon';

/** A calendar day: year, month (1–12), day of month. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}
/** A calendar day with its ISO weekday (1 = Monday … 7 = Sunday). */
export type LocalDay = LocalDate & { weekday: number };

export const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** The IANA zone named `name`; throws a RangeError for an unknown one (rules are validated before this). */
export function zoneNamed(name: string): IANAZone {
  if (!IANAZone.isValidZone(name)) throw new RangeError(`Unknown time zone "${name}"`);
  return IANAZone.create(name);
}

/** The zone named `name`, or null when it is empty or unknown (a prospect's zone may be either). */
export function zoneOrNull(name: string | null | undefined): IANAZone | null {
  return name && IANAZone.isValidZone(name) ? IANAZone.create(name) : null;
}

const offsetMs = (zone: IANAZone, at: number) => zone.offset(at) * minuteMs;

function dayOf(utcMidnight: number): LocalDay {
  const date = new Date(utcMidnight);
  const weekday = date.getUTCDay();
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: weekday === 0 ? 7 : weekday,
  };
}

/** The calendar day the zone's wall clock shows at `at`. */
export function localDayOf(zone: IANAZone, at: number): LocalDay {
  const wall = at + offsetMs(zone, at);
  return dayOf(wall - (((wall % dayMs) + dayMs) % dayMs));
}

/** Minutes after local midnight on the zone's wall clock at `at`. */
export function wallMinutesOf(zone: IANAZone, at: number): number {
  const wall = at + offsetMs(zone, at);
  return Math.floor((((wall % dayMs) + dayMs) % dayMs) / minuteMs);
}

/** The calendar day `days` after `date`, with its weekday. */
export function addLocalDays(date: LocalDate, days: number): LocalDay {
  return dayOf(Date.UTC(date.year, date.month - 1, date.day) + days * dayMs);
}

export const isoDateOf = (date: LocalDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** A "YYYY-MM-DD" day; throws a RangeError for anything else. */
export function parseIsoDate(text: string): LocalDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const day = match
    ? addLocalDays({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, 0)
    : null;
  if (!day || isoDateOf(day) !== text) throw new RangeError(`"${text}" is not a YYYY-MM-DD day`);
  return day;
}

/** Minutes after midnight of an "HH:MM" clock time, or null when it is not one. */
export function clockMinutes(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The first instant at which the zone's wall clock shows `minutes` after midnight of `date`. When the
 * clocks go forward over it (02:30 on a spring-forward night) that is the moment of the jump (03:00);
 * when they go back over it (02:30 twice), the first of the two. Luxon's own answer is the second one
 * in a repeated hour and an hour late in a skipped one, hence this.
 */
export function wallClockInstant(zone: IANAZone, date: LocalDate, minutes: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * minuteMs;
  // A zone changes its offset at most once in two days.
  const before = offsetMs(zone, wall - dayMs);
  const after = offsetMs(zone, wall + dayMs);
  const candidates = (before === after ? [before] : [before, after])
    .map((offset) => wall - offset)
    .filter((at) => at + offsetMs(zone, at) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a forward jump's gap: the jump is the first instant whose wall clock is past `wall`.
  let low = wall - Math.max(before, after);
  let high = wall - Math.min(before, after);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (middle + offsetMs(zone, middle) >= wall) high = middle;
    else low = middle;
  }
  return high;
}
