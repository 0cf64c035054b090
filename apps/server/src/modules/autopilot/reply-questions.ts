import { termsOf } from './sales-vocabulary.ts';

/** One thing a reply asks, with the terms it is matched on. */
export interface ReplyQuestion {
  /** As the prospect wrote it. */
  text: string;
  /** Term → how much it counts: 1 in the question itself, ½ from its condition or the sentence it points back to. */
  terms: Map<string, number>;
  /** Terms of the reply's other sentences: they break ties between entries, never decide alone. */
  context: Set<string>;
  /** Capitalised words past the first (products, tools, places): each must be one the knowledge knows. */
  names: string[];
}

const asksWithoutMark =
  /\b(?:i'?d (?:like|love|want) to (?:know|understand|learn|hear)|(?:would|'d) love to (?:know|understand|hear)|wondering|curious (?:whether|if|about|how)|tell me (?:whether|if|how|about)|let me know (?:whether|if|how))\b/i;
const questionWord = /^(?:how|what|which|who|whom|whose|when|where|why)\b/i;
const clauseBreak =
  /(?::\s+|,?\s+(?:and|also|plus|or)\s+(?=(?:how|what|which|who|when|where|why|do|does|did|can|could|is|are|will|would|should|have|has)\b))/i;
/** "if we leave", "when a customer asks": the condition of a question, not what it asks. */
const condition = /\b(?:if|when|because|since|unless|in case)\b[^,?]*/gi;
/** Words that point back to the sentence before ("Is that supported?"). */
const pointsBack = /\b(?:this|that|those|these|them|they|so)\b/i;
/** Capitalised words that name nothing: the first person, calendar words. */
const ordinaryCapitals = new Set(
  "I I’m I'm I’d I'd I’ll I'll OK Ok Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December".split(
    ' ',
  ),
);

/** Quoted history (`> …` lines) and signature blocks never hold the new question. */
function newTextOf(reply: string): string {
  const lines: string[] = [];
  for (const line of reply.split(/\r?\n/)) {
    if (/^(?:--|__)\s*$/.test(line) || /^On .{4,200} wrote:\s*$/.test(line)) break;
    if (line.trimStart().startsWith('>')) continue;
    lines.push(line);
  }
  return lines.join('\n');
}

export function sentencesIn(text: string): string[] {
  return newTextOf(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

const isQuestion = (sentence: string) =>
  sentence.endsWith('?') ||
  asksWithoutMark.test(sentence) ||
  (questionWord.test(sentence.replace(/^(?:and|also|so|but)\s+/i, '')) && !sentence.endsWith('!'));

function namesIn(clause: string): string[] {
  const words = clause.match(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu) ?? [];
  return words
    .map((word) => word.replace(/[.'’&-]+$/, ''))
    .filter((word, position) => {
      if (ordinaryCapitals.has(word) || !/^\p{Lu}/u.test(word)) return false;
      // The first word is capitalised by the sentence, unless it is an acronym (MEDDICC, SSO).
      return position > 0 || (word.length > 1 && word === word.toUpperCase());
    });
}

/** How much the sentence a short question points back to counts: it names the referent, not the question. */
const pointedShare = 0.5;
const clauseStart =
  /^(?:how|what|which|who|whom|whose|when|where|why|do|does|did|can|could|is|are|was|were|will|would|should|have|has|any)\b/i;

function weighted(main: string, pointed: string, isKnownTerm: (term: string) => boolean): Map<string, number> {
  const isWhollyPointed = termsOf(main).length === 0;
  const terms = new Map<string, number>();
  const conditions = main.match(condition) ?? [];
  const core = conditions.reduce((text, part) => text.replace(part, ' '), main);
  for (const term of termsOf(core)) terms.set(term, 1);
  for (const term of conditions.flatMap((part) => termsOf(part))) if (!terms.has(term)) terms.set(term, 0.5);
  // Of the sentence pointed back to, only what the knowledge speaks of tells which entry is meant;
  // its other words ("we moved … last year") are the prospect's story, not the question. A question
  // with no words of its own ("Who handles that?") asks about all of it.
  for (const term of termsOf(pointed)) {
    if (!terms.has(term) && (isWhollyPointed || isKnownTerm(term))) terms.set(term, pointedShare);
  }
  return terms;
}

export interface QuestionsOptions {
  wholeTextIsQuestion: boolean;
  /** Whether the knowledge holds a term anywhere. */
  isKnownTerm: (term: string) => boolean;
}

/**
 * The questions a reply asks: each sentence that asks (a question mark, a question word, "I'd
 * like to know"), cut into clauses where a second question starts ("how long …, and do you …").
 * A short question that points back ("Is that supported?") takes the previous sentence's terms at
 * half weight, and its names. With `wholeTextIsQuestion` and nothing that asks, the whole reply is
 * one question.
 */
export function questionsIn(reply: string, options: QuestionsOptions): ReplyQuestion[] {
  const sentences = sentencesIn(reply);
  const asking = sentences.map(isQuestion);
  const context = new Set(sentences.filter((_, index) => !asking[index]).flatMap((sentence) => termsOf(sentence)));
  const questions: ReplyQuestion[] = [];
  sentences.forEach((sentence, index) => {
    if (!asking[index]) return;
    const previous = index > 0 ? (sentences[index - 1] ?? '') : '';
    const clauses = sentence.split(clauseBreak).map((part) => part.trim());
    clauses.forEach((clause, position) => {
      const own = termsOf(clause);
      // "Before I forward this: how do you …": only the clauses that ask are questions.
      const asks = clauses.length === 1 || clauseStart.test(clause) || position === clauses.length - 1;
      if (!asks || (own.length === 0 && clauses.length > 1)) return;
      const pointsToPrevious = (own.length <= 2 && pointsBack.test(clause)) || own.length === 0;
      const pointed = pointsToPrevious ? previous : '';
      questions.push({
        text: clause,
        terms: weighted(clause, pointed, options.isKnownTerm),
        context,
        names: [...namesIn(clause), ...namesIn(pointed)],
      });
    });
  });
  if (questions.length === 0 && options.wholeTextIsQuestion && sentences.length > 0) {
    const text = sentences.join(' ');
    questions.push({ text, terms: weighted(text, '', options.isKnownTerm), context: new Set(), names: namesIn(text) });
  }
  return questions;
}
