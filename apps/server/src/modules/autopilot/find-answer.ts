import type { FactUnit } from './knowledge.ts';
import { questionsIn, type ReplyQuestion } from './reply-questions.ts';
import { normaliseText, termsOf } from './sales-vocabulary.ts';

/**
 * Which of the organisation's facts answer a reply, offline. Each question of the reply (a
 * sentence or clause that asks) is scored against each knowledge entry (an FAQ entry, a case
 * study, a part of the offer): the share of the question's terms, weighted by how rare each term
 * is across the entries, that the entry holds. A question is answered when one entry, or two that
 * each cover part of it, reach the threshold and it names nothing the knowledge never mentions.
 */

export interface FindAnswerOptions {
  /** Share of a question's weighted terms the chosen entries must hold (0..1). */
  threshold?: number;
}

export const defaultMatchThreshold = 0.6;
/** A second entry joins the answer only when it holds at least this share of the question by itself. */
const partShare = 0.3;
/** A term found only in an entry's answer counts this much; one of the question it answers counts in full. */
const answerTermDiscount = 0.85;
/** Most units an answer states per entry: a long FAQ answer is cut after its first sentences. */
const unitsPerEntry = 3;

interface Entry {
  id: string;
  /** Terms of what the entry answers (an FAQ question, a case study's customer and kind). */
  asked: Set<string>;
  terms: Set<string>;
  units: FactUnit[];
}

/** The knowledge prepared for matching: build once per knowledge, use for every reply. */
export interface KnowledgeIndex {
  entries: Entry[];
  weightOf(term: string): number;
  /** Every term and lower-cased word the knowledge holds: what a named thing must be among. */
  vocabulary: Set<string>;
}

/** Terms every entry of a kind carries: a case study is a reference and a result. */
const kindTerms: Record<FactUnit['kind'], readonly string[]> = {
  offer: [],
  faq: [],
  case_study: ['~references', '~outcome'],
};
const offerTerms: Record<string, readonly string[]> = {
  'offer.what': ['~overview'],
  'offer.for-whom': ['~audience'],
  'offer.outcome': ['~outcome'],
};

export function indexKnowledge(units: readonly FactUnit[]): KnowledgeIndex {
  const byEntry = new Map<string, FactUnit[]>();
  // A price is never stated, so an entry made only of prices answers nothing.
  for (const unit of units.filter((candidate) => !candidate.isPricing)) {
    byEntry.set(unit.entryId, [...(byEntry.get(unit.entryId) ?? []), unit]);
  }
  const entries: Entry[] = [...byEntry].map(([id, entryUnits]) => {
    const first = entryUnits[0];
    const extra = [...(first ? kindTerms[first.kind] : []), ...(offerTerms[id] ?? [])];
    const asked = new Set([...termsOf(first?.question ?? ''), ...extra]);
    const terms = new Set([...asked, ...entryUnits.flatMap((unit) => termsOf(unit.text))]);
    return { id, asked, terms, units: entryUnits };
  });
  const documentFrequency = new Map<string, number>();
  for (const entry of entries) {
    for (const term of entry.terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const count = Math.max(entries.length, 1);
  // A term no entry holds weighs as much as one held by two entries: unusual but not decisive.
  const weightOf = (term: string) => Math.log(1 + count / (documentFrequency.get(term) ?? 2));
  const vocabulary = new Set<string>([...documentFrequency.keys()]);
  for (const unit of units) {
    for (const word of normaliseText(`${unit.text} ${unit.question ?? ''}`).match(/[a-z0-9][a-z0-9'-]*/g) ?? []) {
      vocabulary.add(word);
    }
  }
  return { entries, weightOf, vocabulary };
}

export interface MatchedQuestion {
  /** The question as the prospect wrote it. */
  text: string;
  /** The entries that answer it, best first, with their share of the question. */
  entries: Array<{ entryId: string; score: number }>;
  /** Their combined share of the question's weighted terms. */
  score: number;
  isAnswered: boolean;
  /** Named things (products, tools) the question mentions and the knowledge never does. */
  unknownNames: string[];
  /** Asks when to meet ("when are you free?"): answered by times, not by facts. */
  isScheduling: boolean;
}

export interface FoundAnswer {
  questions: MatchedQuestion[];
  /** The units to state, entry by entry, in the order the questions asked. */
  units: FactUnit[];
  /** The questions the knowledge does not answer, as written. */
  unanswered: string[];
}

const schedulingTerms = new Set(['~scheduling', '~call', '~duration']);

/**
 * The facts that answer the reply's questions. `wholeTextIsQuestion`: a reply labelled `question`
 * with no sentence that asks ("I'd need your security details") is taken as one question.
 */
export function findAnswer(
  replyText: string,
  index: KnowledgeIndex,
  options: FindAnswerOptions & { wholeTextIsQuestion?: boolean } = {},
): FoundAnswer {
  const threshold = options.threshold ?? defaultMatchThreshold;
  const questions = questionsIn(replyText, {
    wholeTextIsQuestion: options.wholeTextIsQuestion ?? false,
    isKnownTerm: (term) => index.vocabulary.has(term),
  });
  const matched = questions.map((question) => matchQuestion(question, index, threshold));
  const units: FactUnit[] = [];
  const seen = new Set<string>();
  for (const question of matched.filter((candidate) => candidate.isAnswered)) {
    for (const { entryId } of question.entries) {
      const entry = index.entries.find((candidate) => candidate.id === entryId);
      for (const unit of entry?.units.slice(0, unitsPerEntry) ?? []) {
        if (seen.has(unit.id)) continue;
        seen.add(unit.id);
        units.push(unit);
      }
    }
  }
  const unanswered = matched.filter((question) => !question.isAnswered).map((question) => question.text);
  return { questions: matched, units, unanswered };
}

function matchQuestion(question: ReplyQuestion, index: KnowledgeIndex, threshold: number): MatchedQuestion {
  const { weightOf } = index;
  const terms = [...question.terms];
  const total = terms.reduce((sum, [term, share]) => sum + share * weightOf(term), 0);
  const isScheduling =
    terms.length > 0 && terms.every(([term]) => schedulingTerms.has(term)) && question.terms.has('~scheduling');
  const unknownNames = question.names.filter(
    (name) => termsOf(name).some((term) => !index.vocabulary.has(term)) && !index.vocabulary.has(normaliseText(name)),
  );
  if (isScheduling || total === 0) {
    return { text: question.text, entries: [], score: 0, isAnswered: isScheduling, unknownNames, isScheduling };
  }
  /** What an entry holds of the given terms, weighted; its own question's terms count in full. */
  const held = (entry: Entry, among: ReadonlyArray<readonly [string, number]>) =>
    among.reduce((sum, [term, share]) => {
      if (!entry.terms.has(term)) return sum;
      return sum + share * weightOf(term) * (entry.asked.has(term) ? 1 : answerTermDiscount);
    }, 0);
  const contextShare = (entry: Entry) => {
    const context = [...question.context];
    const weight = context.reduce((sum, term) => sum + weightOf(term), 0);
    return weight === 0
      ? 0
      : context.filter((term) => entry.terms.has(term)).reduce((sum, term) => sum + weightOf(term), 0) / weight;
  };
  const ranked = index.entries
    .map((entry) => ({
      entry,
      score: held(entry, terms) / total,
      rank: held(entry, terms) / total + 0.1 * contextShare(entry),
    }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.rank - a.rank);
  const best = ranked[0];
  if (!best) return { text: question.text, entries: [], score: 0, isAnswered: false, unknownNames, isScheduling };

  const chosen = [best];
  const rest = terms.filter(([term]) => !best.entry.terms.has(term));
  let score = best.score;
  // Two entries answer one question only when it asks of two things ("HubSpot and Slack").
  const asksOfTwo = /\s(?:and|or|&)\s|[,/]/.test(question.text);
  if (best.score < threshold && rest.length > 0 && asksOfTwo) {
    const second = ranked
      .filter((candidate) => candidate !== best && candidate.score >= partShare)
      .map((candidate) => ({ ...candidate, gain: held(candidate.entry, rest) / total }))
      .sort((a, b) => b.gain - a.gain)[0];
    if (second && second.gain > 0) {
      chosen.push(second);
      score += second.gain;
    }
  }
  return {
    text: question.text,
    entries: chosen.map((candidate) => ({ entryId: candidate.entry.id, score: round(candidate.score) })),
    score: round(score),
    isAnswered: score >= threshold && unknownNames.length === 0,
    unknownNames,
    isScheduling,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
