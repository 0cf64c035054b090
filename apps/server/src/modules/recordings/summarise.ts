import type { RecordingSummary, SummaryItem } from '@leadpilot/contracts';
import type { StoredSegment } from '../../db/schema.ts';
import { chronoNode } from '../../platform/on-demand.ts';

/** One sentence of the transcript with the segment it stands in. */
export interface Sentence {
  segmentIndex: number;
  start: number | null;
  speaker: string | null;
  text: string;
}

export type SummaryFindings = Omit<RecordingSummary, 'source' | 'createdAt'>;

export function sentencesOf(segments: readonly StoredSegment[]): Sentence[] {
  return segments.flatMap((segment, segmentIndex) =>
    segment.text
      .split(/(?<=[.!?])\s+/)
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text) => ({ segmentIndex, start: segment.start, speaker: segment.speaker, text })),
  );
}

const nextStepPhrases = [
  /\b(?:I|we)(?:'ll| will| can| shall)\s+(?:send|share|schedule|set up|follow up|get back|book|loop in|circle back|draft|prepare|forward|introduce|call|email)\b/i,
  /\blet(?:'s| us)\s+(?:schedule|set up|book|meet|talk|reconnect|follow up|plan|pick|find)\b/i,
  /\bnext (?:week|step|steps|call|meeting|monday|tuesday|wednesday|thursday|friday)\b/i,
  /\b(?:follow[- ]up|action item)\b/i,
];

const objectionPhrases = [
  /\btoo (?:expensive|pricey|costly|complex|complicated)\b/i,
  /\b(?:no|our|the|out of|over|tight)\s+budget\b|\bbudget\b/i,
  /\bnot (?:a|our) (?:priority|focus)\b|\bnot a priority\b/i,
  /\balready (?:use|using|have|work with)\b/i,
  /\bnot interested\b|\bno time\b|\bbad timing\b|\bcontract (?:runs|until)\b/i,
];

/** Sales tools a prospect may already use, spelt as their makers spell them (common words left out). */
export const knownCompetitors = [
  'Salesforce',
  'HubSpot',
  'Outreach',
  'Salesloft',
  'Apollo',
  'ZoomInfo',
  'Lusha',
  'Cognism',
  'Gong',
  'Chorus',
  'Clari',
  'Pipedrive',
  'Lemlist',
  'Instantly',
  'Reply.io',
  'Seamless.AI',
  'Clearbit',
  'Mailshake',
  'Yesware',
  'Mixmax',
  'Freshsales',
  'Zoho',
  'Highspot',
  'Seismic',
  'Vidyard',
  'Aircall',
  'Dialpad',
  'Chili Piper',
  'UpLead',
  'RocketReach',
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const knownPattern = new RegExp(`(?<![\\w.])(${knownCompetitors.map(escapeRegExp).join('|')})(?![\\w])`, 'g');
const usingPattern =
  /\b(?:we(?:'re| are)?\s+(?:currently\s+|already\s+)?us(?:e|ing)|we've been using|switched to|using)\s+([A-Z][\w.&-]*(?:\s[A-Z][\w.&-]*)?)/g;
const notNames = new Set(['I', 'The', 'A', 'An', 'It', 'This', 'That', 'Our', 'We', 'You', 'They', 'Your', 'My']);

const itemOf = (sentence: Sentence, quote = sentence.text): SummaryItem => ({
  text: sentence.text,
  quote,
  segmentIndex: sentence.segmentIndex,
  start: sentence.start,
  speaker: sentence.speaker,
});

function competitorsIn(sentences: readonly Sentence[]) {
  const found = new Map<string, SummaryItem & { name: string }>();
  for (const sentence of sentences) {
    const names: string[] = [...sentence.text.matchAll(knownPattern)].map((match) => match[1] ?? '');
    for (const match of sentence.text.matchAll(usingPattern)) {
      const name = (match[1] ?? '').replace(/[.,;:!?]+$/, '');
      const first = name.split(' ')[0] ?? '';
      if (name && !notNames.has(first)) names.push(name);
    }
    for (const name of names) {
      const key = name.toLowerCase();
      if (name && !found.has(key)) found.set(key, { ...itemOf(sentence, name), name });
    }
  }
  return [...found.values()];
}

function datesIn(sentences: readonly Sentence[], reference: Date) {
  return sentences.flatMap((sentence) =>
    chronoNode()
      .parse(sentence.text, reference, { forwardDate: true })
      .map((result) => ({
        ...itemOf(sentence, result.text),
        date: result.start.date().toISOString().slice(0, 10),
      })),
  );
}

/** Questions grouped by who asked them, in the order each speaker first asked. */
function questionsIn(sentences: readonly Sentence[], speakersKnown: boolean) {
  const groups = new Map<string | null, SummaryItem[]>();
  for (const sentence of sentences) {
    if (!sentence.text.endsWith('?')) continue;
    const speaker = speakersKnown ? sentence.speaker : null;
    const items = groups.get(speaker) ?? [];
    items.push(itemOf(sentence));
    groups.set(speaker, items);
  }
  return [...groups].map(([speaker, items]) => ({ speaker, items }));
}

/**
 * The built-in summary: rules over the transcript's sentences, each item the sentence that said it
 * (its segment and start), so it cites only what the transcript says. `reference` anchors relative
 * dates ("next Tuesday") to the day of the call.
 */
export function summariseByRules(segments: readonly StoredSegment[], reference: Date): SummaryFindings {
  const sentences = sentencesOf(segments);
  const speakersKnown = segments.length > 0 && segments.every((segment) => segment.speaker !== null);
  const matching = (patterns: RegExp[]) =>
    sentences.filter((sentence) => patterns.some((pattern) => pattern.test(sentence.text))).map((s) => itemOf(s));
  return {
    nextSteps: matching(nextStepPhrases),
    questions: questionsIn(sentences, speakersKnown),
    objections: matching(objectionPhrases),
    competitors: competitorsIn(sentences),
    dates: datesIn(sentences, reference),
    speakersKnown,
    notes: notesFor(segments, speakersKnown),
  };
}

export function notesFor(segments: readonly StoredSegment[], speakersKnown: boolean): string[] {
  const notes: string[] = [];
  if (!speakersKnown) {
    notes.push('The transcript does not name its speakers, so questions are listed without saying which side asked.');
  }
  if (segments.some((segment) => segment.start === null)) {
    notes.push('The transcript has no timestamps: each item points to its line instead of a moment in the call.');
  }
  return notes;
}
