import { isKnownTimeZone, scheduledJobMinimumIntervalMinutes } from '@leadpilot/contracts';
import { type CronExpression, CronExpressionParser } from 'cron-parser';
import { refused } from '../../platform/errors.ts';

/**
 * Cron expressions read in a member's time zone (cron-parser, on Luxon's zone rules). Across a
 * daylight-saving change a job keeps its wall-clock time: a time the spring change skips (02:30
 * in Europe/Berlin on the last Sunday of March) runs once, an hour later on the clock, and a time
 * the autumn change repeats runs once, at its first instance; interval expressions (`*\/30`) run
 * on real elapsed time. Tests pin these cases (cron-schedule.test.ts).
 */

const fieldNames = 'minute, hour, day of month, month and day of week';

/** 422 unless the zone is one the runtime knows. */
export function checkTimeZone(timeZone: string): void {
  if (!isKnownTimeZone(timeZone)) {
    throw refused(
      `“${timeZone.slice(0, 64)}” is not a time zone we know: choose one from the list, such as Europe/Paris.`,
    );
  }
}

function parse(cron: string, timeZone: string, from: Date): CronExpression {
  return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from });
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\.$/, '').slice(0, 160);

/**
 * Checks a recurring schedule: a known zone, five fields that cron-parser reads, and no two runs
 * closer than `scheduledJobMinimumIntervalMinutes`. Each refusal is a 422 saying what is wrong.
 * Returns the expression as stored (single spaces).
 */
export function checkRecurrence(cron: string, timeZone: string, now: Date): string {
  checkTimeZone(timeZone);
  const fields = cron.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) throw refused('Enter a cron expression, such as “0 9 * * 1-5” (weekdays at 09:00).');
  if (fields.length !== 5) {
    throw refused(
      `A cron expression has five fields (${fieldNames}); this one has ${fields.length}. Example: “0 9 * * 1-5” runs on weekdays at 09:00.`,
    );
  }
  const normalised = fields.join(' ');
  let expression: CronExpression;
  try {
    expression = parse(normalised, timeZone, now);
    expression.next();
  } catch (error) {
    throw refused(`“${normalised}” is not a valid cron expression (${reasonOf(error)}).`);
  }
  const gap = shortestGapMinutes(expression);
  if (gap < scheduledJobMinimumIntervalMinutes) {
    throw refused(
      `This schedule runs every ${gap === 1 ? 'minute' : `${gap} minutes`} at times: jobs run at most every ${scheduledJobMinimumIntervalMinutes} minutes. Use fewer minutes, such as “0,30 * * * *”.`,
    );
  }
  return normalised;
}

/**
 * The shortest gap between two runs, from the minute and hour fields alone: the day fields only
 * ever leave runs out. Within an hour it is the closest two minutes; across an hour boundary
 * (two consecutive hours, 23 and 0 included) it is the last minute to the first of the next hour.
 */
function shortestGapMinutes(expression: CronExpression): number {
  const minutes = [...expression.fields.minute.values].map(Number).sort((a, b) => a - b);
  const hours = new Set([...expression.fields.hour.values].map(Number));
  let gap = Number.POSITIVE_INFINITY;
  for (let index = 1; index < minutes.length; index++) {
    gap = Math.min(gap, (minutes[index] as number) - (minutes[index - 1] as number));
  }
  const hasConsecutiveHours = [...hours].some((hour) => hours.has((hour + 1) % 24));
  const first = minutes[0];
  const last = minutes.at(-1);
  if (hasConsecutiveHours && first !== undefined && last !== undefined) gap = Math.min(gap, 60 - last + first);
  return gap;
}

/** The first occurrence strictly after `after`, or null when the expression has none. */
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date | null {
  try {
    return parse(cron, timeZone, after).next().toDate();
  } catch {
    return null;
  }
}

/** The next `count` occurrences after `after`. */
export function nextOccurrences(cron: string, timeZone: string, after: Date, count: number): Date[] {
  const runs: Date[] = [];
  try {
    const expression = parse(cron, timeZone, after);
    while (runs.length < count && expression.hasNext()) runs.push(expression.next().toDate());
  } catch {
    // fewer than asked: the expression ran out
  }
  return runs;
}

/** A one-off time: a known zone and a moment still ahead. */
export function checkOneOff(runAt: string | undefined, timeZone: string, now: Date): Date {
  checkTimeZone(timeZone);
  if (!runAt) throw refused('Choose when the job runs.');
  const at = new Date(runAt);
  if (Number.isNaN(at.getTime())) throw refused('Choose when the job runs.');
  if (at.getTime() <= now.getTime()) {
    throw refused(`${formatInZone(at, timeZone)} has already passed: choose a time in the future.`);
  }
  return at;
}

/** `Mon 30 Nov 2026, 09:00 (Europe/Paris)`, for messages. */
export function formatInZone(at: Date, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} (${zone})`;
}
