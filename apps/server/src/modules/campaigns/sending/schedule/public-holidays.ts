import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { addLocalDays, isoDateOf, type LocalDate } from './zoned-time.ts';

/** Per country (ISO 3166 alpha-2, upper case) and year: the calendar days of its public holidays. */
const cache = new Map<string, ReadonlySet<string>>();
const calendars = new Map<string, Holidays | null>();
const require = createRequire(import.meta.url);

/**
 * date-holidays, loaded on first use: its rules for every country (and the astronomy and time-zone
 * data they need) hold about 8 MiB of a process's heap, and only sending schedules ask for holidays
 * (docs/benchmarks.md, server memory).
 */
function holidaysLibrary(): typeof Holidays {
  return require('date-holidays') as typeof Holidays;
}

function calendarOf(country: string): Holidays | null {
  let calendar = calendars.get(country);
  if (calendar === undefined) {
    const candidate = new (holidaysLibrary())();
    // init answers false (or throws on odd input) for a country the library does not know.
    try {
      calendar = /^[A-Z]{2}$/.test(country) && candidate.init(country) ? candidate : null;
    } catch {
      calendar = null;
    }
    calendars.set(country, calendar);
  }
  return calendar;
}

/**
 * The days ("YYYY-MM-DD") of a country's nationwide public holidays in a year, from date-holidays
 * (type "public" only: bank, school, optional and observance days are ordinary sending days). A
 * holiday blocks each calendar day it touches, whole: a half-day holiday blocks its day. Regional
 * holidays (a German state's, a US state's) are not included. Empty for an unknown country.
 */
export function publicHolidaysOf(country: string, year: number): ReadonlySet<string> {
  const code = country.trim().toUpperCase();
  const key = `${code}:${year}`;
  let days = cache.get(key);
  if (!days) {
    const found = new Set<string>();
    const calendar = calendarOf(code);
    for (const holiday of calendar ? calendar.getHolidays(year) : []) {
      if (holiday.type !== 'public') continue;
      // `date` is the holiday's local start ("2025-12-25 00:00:00"); start/end give its length.
      const [year, month, day] = holiday.date.slice(0, 10).split('-').map(Number);
      if (!year || !month || !day) continue;
      const length = Math.max(1, Math.ceil((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
      for (let offset = 0; offset < length; offset += 1)
        found.add(isoDateOf(addLocalDays({ year, month, day }, offset)));
    }
    days = found;
    cache.set(key, days);
  }
  return days;
}

/** Whether `date` is a public holiday in `country` (false for a missing or unknown country). */
export function isPublicHoliday(country: string | null | undefined, date: LocalDate): boolean {
  if (!country) return false;
  const day = isoDateOf(date);
  // A holiday of several days may start in the year before (31 December onwards).
  return (
    publicHolidaysOf(country, date.year).has(day) ||
    (date.month === 1 && publicHolidaysOf(country, date.year - 1).has(day))
  );
}
