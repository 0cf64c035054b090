import type * as chrono from 'chrono-node';
import { chronoNode } from '../../../platform/on-demand.ts';
import { type LanguagePhrases, type NoticeLanguage, outOfOfficePhrases } from './out-of-office-phrases.ts';

/**
 * German and Dutch notices write a day without its year as `14.12.`, which chrono's locales do not
 * read; this parser adds it, taking the next such day on or after the day the notice arrived.
 */
const dayMonthWithoutYear: chrono.Parser = {
  pattern: () => /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?!\d)/,
  extract: (context, match) => {
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (day < 1 || day > 31 || month < 1 || month > 12) return null;
    const reference = context.reference.instant;
    const year = reference.getUTCFullYear();
    const isPast = Date.UTC(year, month - 1, day) < Date.UTC(year, reference.getUTCMonth(), reference.getUTCDate());
    return context.createParsingComponents({ day, month }).imply('year', isPast ? year + 1 : year);
  },
};

/**
 * English notices name a day of the month on its own ("away until the 14th", "back Monday the
 * 7th"), which chrono does not read; this parser takes the next such day on or after arrival.
 */
const ordinalDayAlone: chrono.Parser = {
  pattern: () =>
    /(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))/i,
  extract: (context, match) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return null;
    const reference = context.reference.instant;
    const isPast = day < reference.getUTCDate();
    const month = ((reference.getUTCMonth() + (isPast ? 1 : 0)) % 12) + 1;
    const year = reference.getUTCFullYear() + (isPast && month === 1 ? 1 : 0);
    return context.createParsingComponents({ day }).imply('month', month).imply('year', year);
  },
};

function withParser(parser: chrono.Chrono, extra: chrono.Parser): chrono.Chrono {
  const extended = parser.clone();
  extended.parsers.push(extra);
  return extended;
}

let parsers: Record<NoticeLanguage, chrono.Chrono> | undefined;

/** The parser of each notice language, made on first use (chrono-node loads with it). */
function parserFor(language: NoticeLanguage): chrono.Chrono {
  if (!parsers) {
    const { de, en, es, fr, nl, pt } = chronoNode();
    parsers = {
      en: withParser(en.casual, ordinalDayAlone),
      de: withParser(de.casual, dayMonthWithoutYear),
      fr: fr.casual,
      es: es.casual,
      nl: withParser(nl.casual, dayMonthWithoutYear),
      pt: pt.casual,
    };
  }
  return parsers[language];
}

/**
 * Words for a week, month or year in the six languages: chrono gives them a day, but no notice means
 * it. Whole words only ("maandag", Monday, holds "maand", month), so letters, not `\b`, bound them.
 */
const wholePeriod =
  /(?<!\p{L})(?:weeks?|wochen?|semaines?|semanas?|months?|monate?|mois|mes(?:es)?|maand(?:en)?|mês|years?|jahre?|années?|años?|jaar|anos?)(?!\p{L})/iu;

export interface ReturnDate {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The words the date was read from, as written. */
  text: string;
}

/**
 * The day a notice says its writer is back. A date beside a return word ("back on", "wieder ab",
 * "de retour le") wins over one beside an "until" word, which wins over any other date; "until
 * 3 December" gives 3 December, the day the notice names. Relative days ("back on Monday") count
 * from when the notice arrived, in the sender's time zone. With `needsCue`, only a date beside one
 * of those words counts: "this address will stop working on 31 December" is not a return.
 */
export function findReturnDate(
  text: string,
  languages: readonly NoticeLanguage[],
  receivedAt: Date,
  timezoneOffsetMinutes: number,
  { needsCue = false }: { needsCue?: boolean } = {},
): ReturnDate | undefined {
  for (const language of languages) {
    const phrases = outOfOfficePhrases.find((entry) => entry.language === language);
    if (!phrases) continue;
    const found = bestDate(text, phrases, receivedAt, timezoneOffsetMinutes);
    if (found && (!needsCue || found.score > 1)) return found.found;
  }
  return undefined;
}

function bestDate(
  text: string,
  phrases: LanguagePhrases,
  receivedAt: Date,
  timezoneOffsetMinutes: number,
): { score: number; found: ReturnDate } | undefined {
  const reference = { instant: receivedAt, timezone: timezoneOffsetMinutes };
  const receivedDay = dayOf(receivedAt, timezoneOffsetMinutes);
  let best: { score: number; found: ReturnDate } | undefined;
  for (const result of parserFor(phrases.language).parse(text, reference, { forwardDate: true })) {
    const components = result.end ?? result.start;
    if (!components.isCertain('day') && !components.isCertain('weekday')) continue; // "at 11am"
    if (wholePeriod.test(result.text)) continue; // "next week" is a span, not the day back
    if (/^\W*[a-z]{1,3}\W*$/i.test(result.text)) continue; // "So", "Mo": abbreviations, or words that look like them
    const date = isoDate(components.get('year'), components.get('month'), components.get('day'));
    if (!date || date <= receivedDay) continue; // "today and tomorrow at a fair" is not the day back
    const before = sentenceBefore(text.slice(0, result.index));
    const after = sentenceAfter(text.slice(result.index + result.text.length));
    // "back on 14 December" (the cue before the date) says more than "… 11 December, and back
    // on …" (a cue after a date that belongs to the next one).
    const score = phrases.returnCue.test(before)
      ? 4
      : phrases.returnCue.test(after)
        ? 3
        : phrases.untilCue.test(before)
          ? 2
          : 1;
    if (!best || score > best.score) best = { score, found: { date, text: result.text } };
  }
  return best;
}

/** The end of the sentence before a date; a date's own dots ("4. Dezember", "14.12.") are not in it. */
function sentenceBefore(text: string): string {
  const lastEnd = Math.max(text.lastIndexOf('\n\n'), ...['. ', '! ', '? '].map((end) => text.lastIndexOf(end)));
  return text.slice(lastEnd + 1).slice(-40);
}

function sentenceAfter(text: string): string {
  const ends = ['\n\n', '. ', '! ', '? '].map((end) => text.indexOf(end)).filter((index) => index >= 0);
  return text.slice(0, ends.length > 0 ? Math.min(...ends) : undefined).slice(0, 20);
}

function isoDate(year: number | null, month: number | null, day: number | null): string | undefined {
  if (!year || !month || !day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayOf(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The sender's offset from UTC, read from the `Date` header (`+0100`, `-0800`); UTC when absent. */
export function timezoneOffsetOf(dateHeader: string | undefined): number {
  const match = /([+-])(\d{2})(\d{2})(?:\s*\(.*\))?\s*$/.exec(dateHeader ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
