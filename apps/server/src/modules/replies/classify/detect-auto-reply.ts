import { findPhrases } from './find-phrases.ts';
import {
  automatedNoticePhrases,
  automaticSubject,
  leftCompanyPhrases,
  movedOnPhrases,
  type NoticeLanguage,
  notForwarded,
  outOfOfficePhrases,
  unmonitoredPhrases,
} from './out-of-office-phrases.ts';
import { findReturnDate, timezoneOffsetOf } from './return-date.ts';
import type { Classification, InboundMessage } from './types.ts';

const allLanguages = outOfOfficePhrases.map((phrases) => phrases.language);

/** Precedence values that only machines set on a reply (a list's `list` is left out: people reply to lists). */
const automaticPrecedence = /^(?:auto_reply|bulk|junk)$/i;

/**
 * Stage 2: is this an automatic reply, and is it an out-of-office? RFC 3834 headers
 * (`Auto-Submitted`, and the vendors' `X-Auto-Response-Suppress`, `Precedence: auto_reply`,
 * `X-Autoreply`) or an automatic subject decide first. Without them, a notice is recognised by its
 * words: an absence said twice (or once with "for anything urgent, contact …" or "your email will
 * not be forwarded"), or once with the day back; "this is an automated message", a ticket
 * acknowledgement, "this mailbox is not monitored", or "X has left, your message will not be
 * forwarded". A person who mentions their holiday in passing says it once and names no return, so
 * stays a reply.
 */
export function detectAutoReply(message: InboundMessage, ownText: string): Classification | undefined {
  const headerEvidence = automaticHeaders(message.headers);
  const subject = automaticSubject.exec(message.subject)?.[0].trim();
  const absence = absencePhrases(ownText);
  const urgent = outOfOfficePhrases
    .map(({ language, urgentContact }) => ({ language, text: urgentContact.exec(ownText)?.[0] }))
    .find((phrase) => phrase.text !== undefined);
  const urgentContact = urgent?.text;
  const other = [...automatedNoticePhrases, ...unmonitoredPhrases, ...movedOnPhrases]
    .map((pattern) => pattern.exec(ownText)?.[0])
    .filter(isPresent);
  const someoneLeft = leftCompanyPhrases.map((pattern) => pattern.exec(ownText)?.[0]).find(isPresent);
  const notPassedOn = notForwarded.exec(ownText)?.[0];
  const isMarked = headerEvidence.length > 0 || subject !== undefined;
  const offset = timezoneOffsetOf(message.headers.date);
  // The notice's own languages read any date; the others only one beside a return or "until" word
  // (German's parser reads "so" as Sunday). So a marked automatic reply that dates its writer's
  // return ("disponible de nouveau le 14") is an absence even in words the table does not list.
  const languages = languagesOf(absence, urgent?.language);
  const otherLanguages = allLanguages.filter((language) => !languages.includes(language));
  const returnDate =
    absence.length > 0 || isMarked
      ? (findReturnDate(ownText, absence.length > 0 ? languages : [], message.receivedAt, offset) ??
        findReturnDate(ownText, otherLanguages, message.receivedAt, offset, { needsCue: true }))
      : undefined;
  const isOutOfOffice = absence.length > 0 || returnDate !== undefined;

  // Said in so many words: an automated notice, an unread mailbox, or "X has left, your message
  // will not be forwarded" (which no colleague writing back by hand adds).
  const saysAutomatic =
    [...automatedNoticePhrases, ...unmonitoredPhrases].some((pattern) => pattern.test(ownText)) ||
    (someoneLeft !== undefined && notPassedOn !== undefined);
  const signals = absence.length + (urgentContact ? 1 : 0) + (notPassedOn ? 1 : 0);
  const isNotice = signals >= 2 || (absence.length >= 1 && returnDate !== undefined);
  if (!isMarked && !saysAutomatic && !isNotice) return undefined;

  return {
    kind: 'auto_reply',
    autoReply: { outOfOffice: isOutOfOffice, ...(returnDate ? { returnDate: returnDate.date } : {}) },
    confidence: headerEvidence.length > 0 ? 0.97 : subject ? 0.9 : saysAutomatic ? 0.85 : 0.8,
    evidence: [
      ...headerEvidence,
      ...(subject ? [subject] : []),
      ...absence.map((phrase) => phrase.text),
      ...(urgentContact && isOutOfOffice ? [urgentContact] : []),
      ...other,
      ...(someoneLeft && !other.includes(someoneLeft) ? [someoneLeft] : []),
      ...(someoneLeft && notPassedOn ? [notPassedOn] : []),
      ...(returnDate ? [returnDate.text] : []),
    ],
  };
}

function automaticHeaders(headers: Record<string, string>): string[] {
  const evidence: string[] = [];
  const autoSubmitted = headers['auto-submitted'];
  if (autoSubmitted && !/^no\b/i.test(autoSubmitted)) evidence.push(`Auto-Submitted: ${autoSubmitted}`);
  const suppress = headers['x-auto-response-suppress'];
  if (suppress) evidence.push(`X-Auto-Response-Suppress: ${suppress}`);
  const precedence = headers.precedence;
  if (precedence && automaticPrecedence.test(precedence)) evidence.push(`Precedence: ${precedence}`);
  // ServiceNow marks the mail it generates (ticket acknowledgements) with a header of its own.
  for (const name of ['x-autoreply', 'x-autorespond', 'x-autoresponse', 'x-autoreply-from', 'x-servicenow-generated']) {
    const value = headers[name];
    if (value !== undefined) evidence.push(`${name}: ${value}`);
  }
  return evidence;
}

function absencePhrases(text: string): { language: NoticeLanguage; text: string }[] {
  const patterns = outOfOfficePhrases.flatMap(({ language, absence }) =>
    absence.map((pattern) => ({ pattern, tag: language })),
  );
  return findPhrases(text, patterns).map((phrase) => ({ language: phrase.tag, text: phrase.text }));
}

/**
 * The notice's languages: the absence phrases' (most first, so a bilingual notice is read in its
 * main language), then the "urgent" line's. A word can belong to several ("ausente" is Spanish and
 * Portuguese), which is why the others are still read, beside a cue word only.
 */
function languagesOf(
  absence: readonly { language: NoticeLanguage }[],
  urgent: NoticeLanguage | undefined,
): NoticeLanguage[] {
  const counts = new Map<NoticeLanguage, number>();
  for (const { language } of absence) counts.set(language, (counts.get(language) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([language]) => language);
  return [...new Set([...ranked, ...(urgent ? [urgent] : [])])];
}

function isPresent<T>(value: T | undefined): value is T {
  return value !== undefined;
}
