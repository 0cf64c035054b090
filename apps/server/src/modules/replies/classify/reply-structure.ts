import { sentencesOf } from './fold-text.ts';
import {
  assistantWord,
  clauseBreak,
  diaryWord,
  farTime,
  handOffVerb,
  interrogativeStart,
  meetingWord,
  nearTime,
  negation,
  responsibleWord,
  resumeWord,
} from './reply-vocabulary.ts';
import type { ReplyLabel } from './types.ts';

/** A cue found in a reply: which label it speaks for, how much, and where (for the evidence). */
export interface FoundCue {
  label: ReplyLabel;
  weight: number;
  start: number;
  end: number;
  /** Set on a hand-off to a named colleague or another address: the reply passes the thread on. */
  referral?: boolean;
}

const emailAddress = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A capitalised word after a hand-off verb that is a person ("try Jane", "an Herrn Becker"). */
const personAfter =
  /^[\s,:-]*(?:(?:our|my|the|unser(?:e[mnr]?)?|herrn?|frau|a|la|el|notre|nuestra|nuestro)\s+)?(?:[a-z]+[\s,]+){0,3}?([A-ZÀ-Ý][a-zà-ÿ'-]+)/;
/** A role after a hand-off verb ("try our COO", "ask the finance team"): a referral without a name. */
const roleAfter =
  /^[\s,:-]*(?:our|my|the|your|unsere?[mnr]?|notre|nuestro|nuestra|onze|nosso|nossa)\s+(?:[\w-]+\s+){0,2}?(?:ceo|cfo|coo|cto|cio|founder|owner|boss|manager|director|head|vp|team|department|colleague|procurement|purchasing|buyers?|accounts?|accounting|finance|legal|hr|it|ops|operations|einkauf\w*|abteilung|kolleg\w*|achats|compras|inkoop|compras)\b/i;
const notAPerson = new Set([
  'I',
  'We',
  'You',
  'Our',
  'The',
  'This',
  'Him',
  'Her',
  'Them',
  'Someone',
  'Sales',
  'Thanks',
]);

/** Is the word at `index` inside the reach of a negation ("not", "kein", "ne", "no", "niet", "não")? */
export function isNegated(folded: string, index: number, end = index): boolean {
  const before = clauseBefore(folded, index);
  const words = before.trim().split(/\s+/).slice(-5).join(' ');
  if (negation.test(words) && !/\bnot (?:gonna|going to) lie\b|\bnot only\b|\bno doubt\b/.test(words)) return true;
  // French, German and Dutch put the negation after the verb: "interesse pas", "interessiert uns nicht".
  return /^\W*(?:[\w']+\W+){0,2}(?:pas|nicht|niet)\b/.test(folded.slice(end, end + 40));
}

/** "if you're interested", "wenn Sie Interesse haben": a condition, not a statement. */
export function isConditional(folded: string, index: number): boolean {
  return /\b(?:if|whether|in case|wenn|falls)\b/.test(clauseBefore(folded, index));
}

function clauseBefore(folded: string, index: number): string {
  const head = folded.slice(Math.max(0, index - 80), index);
  let start = 0;
  for (const match of head.matchAll(clauseBreak)) start = (match.index ?? 0) + match[0].length;
  return head.slice(start);
}

/**
 * Cues that come from how a reply is built rather than from a set phrase:
 * - a sentence that asks (a "?" or an interrogative opening) is a question;
 * - a near day or hour beside a meeting word proposes a meeting ("Thursday at 2pm works");
 * - a later period beside a "get back to me" or meeting word defers ("let's reconnect in March");
 * - a hand-off verb before another address or a name passes the thread on ("contact Jane") —
 *   unless the name is an assistant keeping a diary, which is how to book a meeting.
 */
export function structuralCues(text: string, folded: string, ownAddresses: readonly string[]): FoundCue[] {
  const found: FoundCue[] = [];
  for (const { start, end } of sentencesOf(text)) {
    const sentence = folded.slice(start, end);
    found.push(...questionCue(sentence, start));
    found.push(...timeCues(folded, sentence, start));
    found.push(...handOffCues(text, folded, sentence, start, ownAddresses));
  }
  return found;
}

function questionCue(sentence: string, start: number): FoundCue[] {
  const trimmedStart = start + (sentence.length - sentence.trimStart().length);
  const span = { start: trimmedStart, end: start + sentence.trimEnd().length };
  if (span.end <= span.start) return [];
  if (/\?|¿/.test(sentence)) return [{ label: 'question', weight: 1, ...span }];
  if (interrogativeStart.test(sentence.trim())) return [{ label: 'question', weight: 0.6, ...span }];
  return [];
}

function timeCues(folded: string, sentence: string, offset: number): FoundCue[] {
  const found: FoundCue[] = [];
  const near = firstMatch(nearTime, sentence);
  const far = firstMatch(farTime, sentence);
  const meeting = [...sentence.matchAll(meetingWord)].find(
    (match) => !isNegated(folded, offset + (match.index ?? 0), offset + (match.index ?? 0) + match[0].length),
  );
  const resume = [...sentence.matchAll(resumeWord)].find(
    (match) =>
      !isNegated(folded, offset + (match.index ?? 0)) && !handsOff(sentence, (match.index ?? 0) + match[0].length),
  );
  const span = (...matches: (RegExpMatchArray | undefined)[]) => {
    const present = matches.filter((match): match is RegExpMatchArray => match !== undefined);
    const from = Math.min(...present.map((match) => match.index ?? 0));
    const to = Math.max(...present.map((match) => (match.index ?? 0) + match[0].length));
    return { start: offset + from, end: offset + to };
  };
  if (far && (resume || meeting || /\b(?:until|till|bis|jusqu|hasta|tot|ate)\b/.test(sentence))) {
    found.push({ label: 'not_now', weight: 1, ...span(far, resume ?? meeting) });
  } else if (far) {
    found.push({ label: 'not_now', weight: 0.5, ...span(far) });
  } else if (resume && !meeting) {
    found.push({ label: 'not_now', weight: near ? 0.5 : 0.3, ...span(resume) });
  }
  if (near && !far) {
    const proposal =
      /\b(?:how about|what about|works?|suits?|(?:could|can) (?:you )?do|wie ware|que tal|i'm free|i am free)\b/.exec(
        sentence,
      );
    const isDayOrHour = /\d|day\b|tag\b|di\b|dag\b|es\b|feira\b/.test(near[0]);
    const isDeadline = /\b(?:by|before|until|no later than|bis|avant|antes del?|voor|ate)\s*$/.test(
      sentence.slice(0, near.index),
    );
    if (meeting) found.push({ label: 'meeting_request', weight: 1, ...span(near, meeting) });
    else if (proposal) found.push({ label: 'meeting_request', weight: 1, ...span(near, proposal) });
    else if (isDayOrHour && !isDeadline)
      found.push({ label: 'meeting_request', weight: /\?/.test(sentence) ? 1 : 0.4, ...span(near) });
  }
  return found;
}

function handOffCues(
  text: string,
  folded: string,
  sentence: string,
  offset: number,
  ownAddresses: readonly string[],
): FoundCue[] {
  const verb = handOffVerb.exec(sentence);
  const mentionsAssistant = assistantWord.test(sentence) && diaryWord.test(sentence);
  if (mentionsAssistant && /@|\b[A-Z]/.test(text.slice(offset, offset + sentence.length))) {
    const at = assistantWord.exec(sentence)?.index ?? 0;
    return [{ label: 'meeting_request', weight: 1, start: offset + at, end: offset + sentence.trimEnd().length }];
  }
  const handOff = verb ?? responsibleWord.exec(sentence);
  if (!handOff || isNegated(folded, offset + handOff.index)) return [];
  const own = new Set(ownAddresses.map((address) => address.toLowerCase()));
  // A hand-off verb points forward ("contact jane@…"); "responsible" can point either way ("Herr
  // Schmidt ist zuständig: schmidt@…"), so for it the whole sentence is read.
  const afterVerb = verb ? offset + verb.index + verb[0].length : offset;
  const rest = text.slice(afterVerb, offset + sentence.length);
  const other = [...rest.matchAll(emailAddress)].find((match) => !own.has(match[0].replace(/\.$/, '').toLowerCase()));
  const start = offset + handOff.index;
  if (other) {
    const at = afterVerb + (other.index ?? 0);
    const span = { start: Math.min(start, at), end: Math.max(start + handOff[0].length, at + other[0].length) };
    return [{ label: 'wrong_person', weight: 1, ...span, referral: true }];
  }
  if (!verb) return [];
  const person = personAfter.exec(rest);
  const name = person?.[1];
  if (name && !notAPerson.has(name)) {
    const end = afterVerb + (person.index ?? 0) + person[0].length;
    return [{ label: 'wrong_person', weight: 0.7, start, end, referral: true }];
  }
  const role = roleAfter.exec(rest);
  if (role) return [{ label: 'wrong_person', weight: 0.7, start, end: afterVerb + role[0].length, referral: true }];
  return [];
}

/** "reach out to Jane", "get in touch with sales": the thread goes to someone else, not to later. */
function handsOff(sentence: string, after: number): boolean {
  return /^\s+(?:to|with)\b(?!\s+(?:me|us)\b)/.test(sentence.slice(after, after + 10));
}

function firstMatch(pattern: RegExp, text: string): RegExpMatchArray | undefined {
  return [...text.matchAll(pattern)][0];
}
