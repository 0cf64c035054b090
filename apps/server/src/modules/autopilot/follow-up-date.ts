import { defaultFollowUpDays } from '@leadpilot/contracts';
import { DateTime } from 'luxon';
import { chronoNode } from '../../platform/on-demand.ts';

/**
 * When to get back in touch after a "not now": read from the reply ("next quarter", "in March",
 * "after the summer", "in a few weeks", "after 15 April"), counted from `now` on the host's
 * clock, moved off a weekend; a reply that names no time gets the default delay.
 */

export interface FollowUpDate {
  /** `YYYY-MM-DD` on the host's clock. */
  date: string;
  /** The words the date was read from, as written; null when the default was used. */
  text: string | null;
}

export interface FollowUpOptions {
  /** The host's IANA zone (UTC unless given). */
  timeZone?: string;
  /** Days until the follow-up when the reply names no time (90 unless given). */
  defaultDays?: number;
}

export { defaultFollowUpDays };

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
  couple: 2,
  few: 3,
};

type Rule = { pattern: RegExp; date: (match: RegExpExecArray, today: DateTime) => DateTime | null };

const quarterStart = (today: DateTime, year: number, quarter: number) =>
  today.set({ year, month: quarter * 3 - 2, day: 1 });
/** A week into January: the first days of a year are still holidays for many. */
const newYear = (today: DateTime, year = today.year + 1) => today.set({ year, month: 1, day: 8 });

/** The next time a month starts at or after today (this month: two weeks from today). */
function monthAhead(today: DateTime, month: number, day: number): DateTime {
  if (month === today.month) return today.plus({ weeks: 2 });
  const year = month > today.month ? today.year : today.year + 1;
  return today.set({ year, month, day });
}

const monthPattern = `(${months.join('|')})`;
const rules: Rule[] = [
  {
    pattern: /\b(?:next|following) quarter|(?:after|end of) (?:this|the) quarter\b/i,
    date: (_, today) => quarterStart(today, today.year, Math.ceil(today.month / 3)).plus({ months: 3 }),
  },
  {
    pattern: /\bq([1-4])(?:\s*(20\d\d))?\b/i,
    date: (match, today) => {
      const quarter = Number(match[1]);
      const year = match[2] ? Number(match[2]) : today.year;
      const start = quarterStart(today, year, quarter);
      if (start.plus({ months: 3 }) <= today) return match[2] ? null : quarterStart(today, year + 1, quarter);
      return start <= today ? today.plus({ weeks: 4 }) : start;
    },
  },
  {
    // A month with its day ("15 April", "April 15") is a date: chrono reads those below.
    pattern: new RegExp(
      `\\b(?:(after|end of|late|mid|early|beginning of|in|from|until|around|by)\\s+)?(?<!\\d\\s)${monthPattern}\\b(?!\\s+\\d)`,
      'i',
    ),
    date: (match, today) => {
      const word = (match[2] ?? '').toLowerCase();
      // "we may be ready" is not May: that month needs a word before it.
      if (word === 'may' && !match[1]) return null;
      const month = months.indexOf(word) + 1;
      const lead = (match[1] ?? '').toLowerCase();
      if (lead === 'after') {
        return month === today.month
          ? today.startOf('month').plus({ months: 1 })
          : monthAhead(today, month, 1).plus({ months: 1 });
      }
      const day = lead === 'mid' ? 15 : lead === 'late' || lead === 'end of' ? 22 : 1;
      return monthAhead(today, month, day);
    },
  },
  { pattern: /\bnext month\b/i, date: (_, today) => today.startOf('month').plus({ months: 1 }) },
  { pattern: /\bnext week\b/i, date: (_, today) => today.startOf('week').plus({ weeks: 1 }) },
  {
    pattern: /\b(?:next year|(?:the )?new year|after the holidays|(?:after|end of) the year|beginning of next year)\b/i,
    date: (_, today) => newYear(today),
  },
  {
    pattern: /\bin (\d+|a|an|one|two|three|four|six|a couple of|a few) (days?|weeks?|months?)\b/i,
    date: (match, today) => {
      const raw = (match[1] ?? '').replace(/^a (?:couple of|few)$/, (all) => all.split(' ')[1] ?? all);
      const count = Number(raw) || numberWords[raw] || 1;
      const unit = (match[2] ?? 'weeks').replace(/s$/, '');
      return today.plus({ [`${unit}s`]: count });
    },
  },
  {
    pattern: /\b(after|in|over|during) the (summer|autumn|fall|winter|spring)\b/i,
    date: (match, today) => {
      const season = (match[2] ?? '').toLowerCase();
      const isAfter = (match[1] ?? '').toLowerCase() === 'after';
      const month =
        {
          spring: isAfter ? 6 : 4,
          summer: isAfter ? 9 : 7,
          autumn: isAfter ? 12 : 10,
          fall: isAfter ? 12 : 10,
          winter: isAfter ? 3 : 1,
        }[season] ?? 9;
      return monthAhead(today, month, 1);
    },
  },
  {
    pattern: /\b(20\d\d)\b/,
    date: (match, today) => (Number(match[1]) > today.year ? newYear(today, Number(match[1])) : null),
  },
];

const toWeekday = (day: DateTime) => (day.weekday > 5 ? day.plus({ days: 8 - day.weekday }) : day);

/** The day to follow up, from the words of a "not now" reply. */
export function findFollowUpDate(replyText: string, now: Date, options: FollowUpOptions = {}): FollowUpDate {
  const zone = options.timeZone ?? 'UTC';
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const fallback = {
    date: toWeekday(today.plus({ days: options.defaultDays ?? defaultFollowUpDays })).toISODate() ?? '',
    text: null,
  };
  const candidates: Array<{ text: string; day: DateTime }> = [];
  for (const rule of rules) {
    const match = rule.pattern.exec(replyText);
    const day = match ? rule.date(match, today) : null;
    if (match && day?.isValid) candidates.push({ text: match[0].trim(), day });
  }
  if (candidates.length === 0) {
    const parsed = chronoNode().en.casual.parse(replyText, now, { forwardDate: true })[0];
    if (parsed) {
      const day = DateTime.fromJSDate(parsed.start.date(), { zone }).startOf('day');
      candidates.push({ text: parsed.text, day });
    }
  }
  // The latest time the reply names wins: "busy next week, try me next quarter" means next quarter,
  // and following up too late costs less than following up before the prospect said to.
  const chosen = candidates.sort((a, b) => b.day.toMillis() - a.day.toMillis())[0];
  if (!chosen || chosen.day <= today) return fallback;
  return { date: toWeekday(chosen.day).toISODate() ?? fallback.date, text: chosen.text };
}
