import { escapeHtml } from '../../platform/mail/html-text.ts';
import type { OfferedSlot } from '../meetings/index.ts';
import { answerPhrases, fill } from './answer-phrases.ts';
import type { ReplyLabel } from './classified-reply.ts';
import type { FactUnit } from './knowledge.ts';

/**
 * The built-in composer: an answer written only from the facts it is given (the matched knowledge
 * units, the offered slots, the booking link, the follow-up date) and the fixed phrases of
 * `answer-phrases.ts`. Every sentence records what it was made from, so each traces to a fact id.
 */

export type AnswerPurpose = 'meeting' | 'question' | 'follow_up';

/** One sentence (or list line) of an answer and where it came from. */
export interface AnswerSentence {
  text: string;
  /** `fact`: a knowledge unit's words; `slot`, `link`, `date`: the calendar's; `phrase`: the composer's own. */
  origin: 'fact' | 'slot' | 'link' | 'date' | 'phrase';
  /** The knowledge units the sentence states (empty for the composer's own phrases). */
  factIds: string[];
}

export interface ComposedAnswer {
  purpose: AnswerPurpose;
  /** Paragraphs of sentences; a paragraph of slots is a list. */
  paragraphs: Array<{ sentences: AnswerSentence[]; isList: boolean }>;
  text: string;
  html: string;
  sources: {
    label: ReplyLabel;
    /** Every knowledge unit the answer states, in order. */
    factIds: string[];
    /** The offered slots' starts (ISO). */
    slotStarts: string[];
    /** The offered slots as the answer writes them. */
    slotLabels: string[];
    bookingLink: string | null;
    /** `YYYY-MM-DD`: when the autopilot follows up. */
    followUpDate: string | null;
    /** The follow-up date as the answer writes it ("Wednesday 1 July"). */
    followUpWords: string | null;
  };
  engine: 'built-in' | 'llm';
  /** Set when a model was asked and its answer was not used, saying why. */
  fallbackReason: string | null;
}

export interface AnswerPeople {
  /** The prospect's first name for the greeting; none: "Hi,". */
  prospectFirstName?: string | null;
  senderName: string;
}

export interface ComposeInput {
  purpose: AnswerPurpose;
  label: ReplyLabel;
  people: AnswerPeople;
  /** The units to state, in order (from `findAnswer`); pricing units are never stated. */
  units: readonly FactUnit[];
  /** The slots to propose (from `offerSlots`), for a meeting, or as the next step of an answer. */
  slots?: readonly OfferedSlot[];
  bookingLink?: string | null;
  /** For a follow-up: the date and its words ("Wednesday 1 July"). */
  followUp?: { date: string; words: string } | null;
}

const phrase = (text: string): AnswerSentence => ({ text, origin: 'phrase', factIds: [] });

/** The units as sentences: FAQ and offer units as written, a case study introduced by its customer. */
export function factSentences(units: readonly FactUnit[]): AnswerSentence[] {
  const sentences: AnswerSentence[] = [];
  const introduced = new Set<string>();
  for (const unit of units.filter((candidate) => !candidate.isPricing)) {
    if (unit.kind === 'case_study' && !introduced.has(unit.entryId)) {
      introduced.add(unit.entryId);
      const ids = units.filter((other) => other.entryId === unit.entryId).map((other) => other.id);
      sentences.push({
        text: fill(answerPhrases.caseStudy, { customer: unit.question ?? '' }),
        origin: 'fact',
        factIds: ids,
      });
    }
    sentences.push({ text: unit.text, origin: 'fact', factIds: [unit.id] });
  }
  return sentences;
}

/** The next step after the body: times to meet, the booking link, or an offer of more detail. */
function nextStep(input: ComposeInput, hasAnswer: boolean): ComposeAnswerParagraph[] {
  const slots = input.slots ?? [];
  const link = input.bookingLink ?? null;
  const paragraphs: ComposeAnswerParagraph[] = [];
  if (slots.length > 0 && (input.purpose === 'meeting' || !link)) {
    paragraphs.push({
      sentences: [phrase(hasAnswer ? answerPhrases.slotsIntro.afterAnswer : answerPhrases.slotsIntro.meeting)],
      isList: false,
    });
    paragraphs.push({
      sentences: slots.map((slot) => ({ text: slot.label, origin: 'slot', factIds: [] })),
      isList: true,
    });
    if (link)
      paragraphs.push({
        sentences: [{ text: fill(answerPhrases.linkAfterSlots, { link }), origin: 'link', factIds: [] }],
        isList: false,
      });
  } else if (link) {
    const words = input.purpose === 'meeting' ? answerPhrases.linkOnly : answerPhrases.linkAfterAnswer;
    paragraphs.push({ sentences: [{ text: fill(words, { link }), origin: 'link', factIds: [] }], isList: false });
  } else {
    paragraphs.push({ sentences: [phrase(answerPhrases.moreDetail)], isList: false });
  }
  return paragraphs;
}

type ComposeAnswerParagraph = ComposedAnswer['paragraphs'][number];

function openingFor(input: ComposeInput, questionCount: number): string {
  if (input.purpose === 'follow_up') return answerPhrases.opening.notNow;
  if (input.purpose === 'meeting') {
    return questionCount > 0 ? answerPhrases.opening.interestedWithQuestion : answerPhrases.opening.interested;
  }
  return questionCount > 1 ? answerPhrases.opening.questions : answerPhrases.opening.question;
}

/**
 * The answer for a reply the autopilot may answer: a meeting proposal (with any questions answered
 * first), an answer from the knowledge ending with a soft next step, or a follow-up acknowledgement.
 * `questionCount` only chooses between "your question" and "your questions".
 */
export function composeAnswer(input: ComposeInput, questionCount = 1): ComposedAnswer {
  const facts = factSentences(input.units);
  const body: ComposeAnswerParagraph[] = [
    { sentences: [phrase(openingFor(input, facts.length > 0 ? questionCount : 0))], isList: false },
  ];
  // One paragraph per entry: each question's answer reads as its own.
  const entryOf = new Map(input.units.map((unit) => [unit.id, unit.entryId]));
  for (const sentence of facts) {
    const entry = entryOf.get(sentence.factIds[0] ?? '');
    const last = body.at(-1);
    const lastEntry = entryOf.get(last?.sentences.at(-1)?.factIds[0] ?? '');
    if (last && last.sentences[0]?.origin === 'fact' && entry === lastEntry) last.sentences.push(sentence);
    else body.push({ sentences: [sentence], isList: false });
  }
  if (input.purpose === 'follow_up') {
    const date = input.followUp;
    if (date)
      body.push({
        sentences: [
          { text: fill(answerPhrases.followUp, { date: date.words }), origin: 'date', factIds: [] },
          phrase(answerPhrases.followUpClose),
        ],
        isList: false,
      });
  } else {
    body.push(...nextStep(input, facts.length > 0));
  }
  return assemble(input, body, { engine: 'built-in', fallbackReason: null });
}

/** Greeting, body and sign-off as text and HTML, with the sources the body cites. */
export function assemble(
  input: ComposeInput,
  body: ComposedAnswer['paragraphs'],
  engine: Pick<ComposedAnswer, 'engine' | 'fallbackReason'>,
): ComposedAnswer {
  const name = input.people.prospectFirstName?.trim();
  const greeting = name ? fill(answerPhrases.greeting.named, { name }) : answerPhrases.greeting.anonymous;
  const links = slotLinksOf(input);
  const textParagraphs = body.map((paragraph) =>
    paragraph.isList
      ? paragraph.sentences.map((sentence) => `- ${textOf(sentence, links, true)}`).join('\n')
      : paragraph.sentences.map((sentence) => textOf(sentence, links, false)).join(' '),
  );
  const text = [greeting, ...textParagraphs, `${answerPhrases.signOff}\n${input.people.senderName}`].join('\n\n');
  const htmlParagraphs = body.map((paragraph) =>
    paragraph.isList
      ? `<ul>${paragraph.sentences.map((sentence) => `<li>${htmlOf(sentence, input.bookingLink ?? null, links)}</li>`).join('')}</ul>`
      : `<p>${paragraph.sentences.map((sentence) => htmlOf(sentence, input.bookingLink ?? null, links)).join(' ')}</p>`,
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...htmlParagraphs,
    `<p>${escapeHtml(answerPhrases.signOff)}<br>${escapeHtml(input.people.senderName)}</p>`,
  ].join('\n');
  const factIds = [
    ...new Set(body.flatMap((paragraph) => paragraph.sentences.flatMap((sentence) => sentence.factIds))),
  ];
  return {
    purpose: input.purpose,
    paragraphs: body,
    text,
    html,
    sources: {
      label: input.label,
      factIds,
      slotStarts: (input.slots ?? []).map((slot) => slot.start.toISOString()),
      slotLabels: (input.slots ?? []).map((slot) => slot.label),
      bookingLink: input.bookingLink ?? null,
      followUpDate: input.followUp?.date ?? null,
      followUpWords: input.followUp?.words ?? null,
    },
    ...engine,
  };
}

/**
 * The booking page opened on one time: `{bookingLink}?at={start}` (the start as ISO, URL-encoded).
 * The page selects the time when it is still free, else shows the nearest free times.
 */
export function slotLink(bookingLink: string, start: string): string {
  const [base = bookingLink, fragment] = bookingLink.split('#', 2);
  const separator = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  return `${base}${separator}at=${encodeURIComponent(start)}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** Each offered slot's label and the link that books it; none without a booking link. */
export function slotLinksOf(input: Pick<ComposeInput, 'slots' | 'bookingLink'>): SlotLink[] {
  const link = input.bookingLink;
  if (!link) return [];
  return (input.slots ?? []).map((slot) => ({ label: slot.label, href: slotLink(link, slot.start.toISOString()) }));
}

interface SlotLink {
  label: string;
  href: string;
}

/** The slots a sentence of origin `slot` names, in the order they appear. */
function slotLinksIn(sentence: AnswerSentence, links: readonly SlotLink[]): SlotLink[] {
  if (sentence.origin !== 'slot') return [];
  return links
    .filter((link) => sentence.text.includes(link.label))
    .sort((a, b) => sentence.text.indexOf(a.label) - sentence.text.indexOf(b.label));
}

/**
 * A sentence as plain text: in a list, a slot's booking address follows on the next line, indented
 * under its item; in running text it follows the slot's words in parentheses.
 */
function textOf(sentence: AnswerSentence, links: readonly SlotLink[], inList: boolean): string {
  const named = slotLinksIn(sentence, links);
  if (inList) return [sentence.text, ...named.map((link) => `  ${link.href}`)].join('\n');
  return named.reduce((text, link) => text.replace(link.label, () => `${link.label} (${link.href})`), sentence.text);
}

/** A sentence as HTML; the booking link becomes a link, and each offered slot a link that books it. */
function htmlOf(sentence: AnswerSentence, link: string | null, links: readonly SlotLink[]): string {
  const escaped = escapeHtml(sentence.text);
  if (sentence.origin === 'slot') {
    return slotLinksIn(sentence, links).reduce((html, slot) => {
      const label = escapeHtml(slot.label);
      return html.replace(label, () => `<a href="${escapeHtml(slot.href)}">${label}</a>`);
    }, escaped);
  }
  if (!link || sentence.origin !== 'link') return escaped;
  const safeLink = escapeHtml(link);
  return escaped.replace(safeLink, () => `<a href="${safeLink}">${safeLink}</a>`);
}
