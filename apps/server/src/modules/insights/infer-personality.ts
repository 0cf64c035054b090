import {
  type ConfidenceLevel,
  confidenceLevelOf,
  type DiscScores,
  type DiscStyle,
  discStyles,
  type PersonalityEvidence,
} from '@leadpilot/contracts';
import { departmentPriors, seniorityPriors, styleCues, textLexicon, titleLexicon } from './disc-lexicon.ts';
import { createPhraseMatcher, type PhraseMatch } from './phrase-matcher.ts';

/** What the profile is read from: only words the person wrote publicly, and their role. */
export interface PersonalityInput {
  title: string;
  seniority?: string | undefined;
  department?: string | undefined;
  bio: string;
  posts: readonly { id?: string | undefined; text: string }[];
}

export interface PersonalityReading {
  scores: DiscScores;
  primary: DiscStyle;
  secondary: DiscStyle | null;
  confidence: number;
  confidenceLevel: ConfidenceLevel;
  wordsRead: number;
  evidence: PersonalityEvidence[];
}

/** The model's constants (docs/insights.md explains each). */
export const inferenceModel = {
  /** Own text longer than this many words dilutes each phrase by sqrt(words / this). */
  lengthNormWords: 80,
  /** A style's raw weight R shows as 100 × (1 − e^(−R / scoreScale)). */
  scoreScale: 2.5,
  /** Evidence amount A gives 1 − e^(−A / evidenceScale). */
  evidenceScale: 4,
  /** Title phrases count half towards the amount of evidence: a title describes the job more than the person. */
  titleEvidenceShare: 0.5,
  maxConfidence: 0.95,
  maxPosts: 20,
  maxEvidence: 20,
} as const;

const findTextPhrases = createPhraseMatcher(textLexicon);
const findTitlePhrases = createPhraseMatcher(titleLexicon);
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const exclamationPattern = /(?<![\p{L}\p{N}'’-])(?:[\p{L}\p{N}'’-]+[ \t]+)?[\p{L}\p{N}'’-]+[ \t]*!+/u;
const emojiPattern = /\p{Extended_Pictographic}/u;

const countWords = (text: string) => text.match(wordPattern)?.length ?? 0;
const zeroScores = (): Record<DiscStyle, number> => ({ D: 0, I: 0, S: 0, C: 0 });
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Spans of `text` where `needle` appears, ignoring case (the title repeated in a bio is not read twice). */
function spansOf(text: string, needle: string): [number, number][] {
  const spans: [number, number][] = [];
  if (needle.trim() === '') return spans;
  const haystack = text.toLowerCase();
  const wanted = needle.toLowerCase();
  for (let at = haystack.indexOf(wanted); at !== -1; at = haystack.indexOf(wanted, at + wanted.length)) {
    spans.push([at, at + wanted.length]);
  }
  return spans;
}

/** Lexicon phrases plus the exclamation and emoji cues of one bio or post. */
function readText(text: string, skip: [number, number][] = []): PhraseMatch[] {
  const matches = findTextPhrases(text, skip);
  const exclamation = exclamationPattern.exec(text);
  if (exclamation) {
    matches.push({ phrase: exclamation[0], start: exclamation.index, ...styleCues.exclamation });
  }
  const emoji = emojiPattern.exec(text);
  if (emoji) matches.push({ phrase: emoji[0], start: emoji.index, ...styleCues.emoji });
  return matches;
}

/**
 * A DISC-style reading of the person's own words: lexicon phrases and cues in the bio and posts,
 * phrases of the title and small priors from seniority and department. Deterministic and pure.
 */
export function inferPersonality(input: PersonalityInput): PersonalityReading {
  const posts = input.posts.slice(0, inferenceModel.maxPosts);
  const evidence: PersonalityEvidence[] = [
    ...findTitlePhrases(input.title).map((match) => toEvidence(match, 'title')),
    ...readText(input.bio, spansOf(input.bio, input.title)).map((match) => toEvidence(match, 'bio')),
    ...posts.flatMap((post) => readText(post.text).map((match) => toEvidence(match, 'post', post.id))),
  ];

  const ownWords = countWords(input.bio) + posts.reduce((sum, post) => sum + countWords(post.text), 0);
  const dilution = Math.max(1, Math.sqrt(ownWords / inferenceModel.lengthNormWords));
  const raw = zeroScores();
  let amount = 0;
  for (const item of evidence) {
    const isTitle = item.source === 'title';
    raw[item.trait] += isTitle ? item.weight : item.weight / dilution;
    amount += isTitle ? item.weight * inferenceModel.titleEvidenceShare : item.weight;
  }
  for (const prior of [
    seniorityPriors[input.seniority as keyof typeof seniorityPriors],
    departmentPriors[input.department as keyof typeof departmentPriors],
  ]) {
    for (const style of discStyles) raw[style] += prior?.[style] ?? 0;
  }

  // Ties keep the D, I, S, C order, so the same input always gives the same answer.
  const ranked = [...discStyles].sort((a, b) => raw[b] - raw[a]);
  const [primary = 'D', second = 'I'] = ranked;
  const top = raw[primary];
  const margin = top > 0 ? (top - raw[second]) / top : 0;
  const amountFactor = 1 - Math.exp(-amount / inferenceModel.evidenceScale);
  const confidence = round(Math.min(inferenceModel.maxConfidence, amountFactor * (0.4 + 0.6 * margin)), 2);
  const scores = zeroScores();
  for (const style of discStyles) {
    scores[style] = Math.round(100 * (1 - Math.exp(-raw[style] / inferenceModel.scoreScale)));
  }

  return {
    scores,
    primary,
    secondary: raw[second] > 0 ? second : null,
    confidence,
    confidenceLevel: confidenceLevelOf(confidence),
    wordsRead: ownWords + countWords(input.title),
    evidence: evidence
      .map((item, order) => ({ item, order }))
      .sort((a, b) => b.item.weight - a.item.weight || a.order - b.order)
      .slice(0, inferenceModel.maxEvidence)
      .map(({ item }) => item),
  };
}

function toEvidence(match: PhraseMatch, source: PersonalityEvidence['source'], postId?: string): PersonalityEvidence {
  return {
    phrase: match.phrase,
    source,
    trait: match.trait,
    weight: match.weight,
    ...(postId === undefined ? {} : { postId }),
  };
}
