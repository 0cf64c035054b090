import { AppError } from '../../../../platform/errors.ts';
import { isPublicHoliday } from './public-holidays.ts';
import { type Instant, type SendingSchedule, toMillis } from './types.ts';
import {
  addLocalDays,
  clockMinutes,
  type LocalDate,
  localDateOf,
  resolveZone,
  wallClockInstant,
  zoneOf,
} from './zoned-time.ts';

/** A schedule whose window can never open; the campaigns API answers it with 422 and this message. */
export class SendingWindowNeverOpensError extends AppError {
  constructor(why: string) {
    super('RULE_REFUSED', `The sending window never opens: ${why}.`);
    this.name = 'SendingWindowNeverOpensError';
  }
}

/** Days looked at before giving up: two years, well past any run of weekends and holidays. */
const searchDays = 732;

interface CheckedSchedule {
  days: ReadonlySet<number>;
  startMinutes: number;
  endMinutes: number;
  from: number;
  until: number;
}

const checked = new WeakMap<SendingSchedule, CheckedSchedule>();

/** The instant a schedule date stands for: a "YYYY-MM-DD" day starts (or, for the end, ends) at midnight in the campaign's zone. */
function dateBound(
  value: string | Date | null | undefined,
  campaignZone: string,
  edge: 'start' | 'end',
): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!day) {
    const instant = Date.parse(value);
    if (Number.isNaN(instant)) throw new SendingWindowNeverOpensError(`"${value}" is not a date`);
    return instant;
  }
  const zone = zoneOf(campaignZone);
  if (!zone) throw new SendingWindowNeverOpensError(`"${campaignZone}" is not a time zone`);
  const date = { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) };
  return wallClockInstant(zone, edge === 'start' ? date : addLocalDays(date, 1), 0);
}

/**
 * Checks that a schedule can open at all: at least one valid weekday, "HH:MM" times with the start
 * before the end (a window never crosses midnight), a known campaign time zone, and an end date that
 * is not before the start date. Throws SendingWindowNeverOpensError saying why.
 */
export function assertSendingWindowOpens(schedule: SendingSchedule): void {
  rulesOf(schedule);
}

/** The schedule checked and parsed, once per schedule object (treat a schedule as immutable). */
function rulesOf(schedule: SendingSchedule): CheckedSchedule {
  const known = checked.get(schedule);
  if (known) return known;
  const days = new Set(schedule.days.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7));
  if (days.size === 0) throw new SendingWindowNeverOpensError('no sending day is chosen');
  const startMinutes = clockMinutes(schedule.start);
  const endMinutes = clockMinutes(schedule.end);
  if (startMinutes === null) throw new SendingWindowNeverOpensError(`"${schedule.start}" is not a time such as 09:00`);
  if (endMinutes === null) throw new SendingWindowNeverOpensError(`"${schedule.end}" is not a time such as 17:00`);
  if (startMinutes >= endMinutes) {
    throw new SendingWindowNeverOpensError(
      `it starts at ${schedule.start} and ends at ${schedule.end}, so it ends before it starts`,
    );
  }
  if (!zoneOf(schedule.timeZone)) throw new SendingWindowNeverOpensError(`"${schedule.timeZone}" is not a time zone`);
  const from = dateBound(schedule.startDate, schedule.timeZone, 'start') ?? Number.NEGATIVE_INFINITY;
  const until = dateBound(schedule.endDate, schedule.timeZone, 'end') ?? Number.POSITIVE_INFINITY;
  if (until <= from) throw new SendingWindowNeverOpensError('the end date is before the start date');
  const result = { days, startMinutes, endMinutes, from, until };
  checked.set(schedule, result);
  return result;
}

/** Whether the window is open at all on `date` for a prospect of `country` (a sending day, not a holiday). */
function isSendingDay(
  rules: CheckedSchedule,
  schedule: SendingSchedule,
  date: LocalDate & { weekday: number },
  country: string | null | undefined,
) {
  return rules.days.has(date.weekday) && !(schedule.skipHolidays && isPublicHoliday(country, date));
}

/**
 * The first instant at or after `at` inside the sending window, on the wall clock of `zone` (the
 * prospect's IANA zone; the campaign's when missing or unknown): on a sending day, between the start
 * and end times, not on a public holiday of `country` when the schedule skips holidays, and within
 * the start and end dates. Null when the end date comes first. Throws SendingWindowNeverOpensError for
 * a window that can never open.
 */
export function nextWindowOpening(
  at: Instant,
  schedule: SendingSchedule,
  zone?: string | null,
  country?: string | null,
): Date | null {
  const rules = rulesOf(schedule);
  const wallZone = resolveZone(zone, schedule.timeZone);
  const earliest = Math.max(toMillis(at), rules.from);
  if (earliest >= rules.until) return null;
  let date = localDateOf(wallZone, earliest);
  for (let index = 0; index < searchDays; index += 1, date = addLocalDays(date, 1)) {
    if (!isSendingDay(rules, schedule, date, country)) continue;
    const closes = wallClockInstant(wallZone, date, rules.endMinutes);
    if (closes <= earliest) continue;
    const opens = Math.max(earliest, wallClockInstant(wallZone, date, rules.startMinutes));
    if (opens >= rules.until) return null;
    if (opens < closes) return new Date(opens);
  }
  return null;
}

/**
 * When the window that is open at `at` closes (capped by the end date), or null when it is closed
 * at `at`. Lets a caller spread sends over what is left of today's window.
 */
export function windowClosing(
  at: Instant,
  schedule: SendingSchedule,
  zone?: string | null,
  country?: string | null,
): Date | null {
  const rules = rulesOf(schedule);
  const wallZone = resolveZone(zone, schedule.timeZone);
  const instant = toMillis(at);
  if (instant < rules.from || instant >= rules.until) return null;
  const date = localDateOf(wallZone, instant);
  if (!isSendingDay(rules, schedule, date, country)) return null;
  const opens = wallClockInstant(wallZone, date, rules.startMinutes);
  const closes = Math.min(wallClockInstant(wallZone, date, rules.endMinutes), rules.until);
  return instant >= opens && instant < closes ? new Date(closes) : null;
}

/**
 * The opening of the window `days` sending days after the one `from` falls in (or the next one
 * when `from` is on no sending day): a wait step of "3 days" counts only the prospect's sending
 * days, skipping weekends and holidays the window skips. `days` = 0 is `nextWindowOpening(from)`.
 * Null when the end date comes first.
 */
export function addSendingDays(
  from: Instant,
  days: number,
  schedule: SendingSchedule,
  zone?: string | null,
  country?: string | null,
): Date | null {
  const rules = rulesOf(schedule);
  if (days <= 0) return nextWindowOpening(from, schedule, zone, country);
  const wallZone = resolveZone(zone, schedule.timeZone);
  let date = localDateOf(wallZone, toMillis(from));
  let counted = 0;
  for (let index = 0; index < searchDays * 4 && counted < days; index += 1) {
    date = addLocalDays(date, 1);
    if (isSendingDay(rules, schedule, date, country)) counted += 1;
  }
  if (counted < days) return null;
  return nextWindowOpening(wallClockInstant(wallZone, date, 0), schedule, zone, country);
}
