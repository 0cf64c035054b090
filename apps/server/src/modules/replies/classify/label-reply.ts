import { fold } from './fold-text.ts';
import { type CueTable, englishCues } from './reply-cues-en.ts';
import { otherLanguageCues } from './reply-cues-intl.ts';
import { type FoundCue, isConditional, isNegated, structuralCues } from './reply-structure.ts';
import { type ReplyLabel, replyLabels } from './types.ts';

export interface LabelDecision {
  label: ReplyLabel;
  confidence: number;
  /** The phrases of the new text that decided, as written. */
  evidence: string[];
}

/** A label is said when its cues add up to this (one strong cue, or two weaker ones). */
const qualifying = 1;

/**
 * When a reply says several things, the label whose effect matters most wins: a request to stop is
 * always honoured; a refusal ends the conversation; a wrong person passes it on (and beats a
 * refusal when it names who to talk to instead); "not now" beats any interest ("looks
 * interesting, but check back in March"); a proposed time beats a general yes; a question that
 * says none of these is a question.
 */
export const labelPrecedence: readonly ReplyLabel[] = [
  'unsubscribe_request',
  'not_interested',
  'wrong_person',
  'not_now',
  'meeting_request',
  'interested',
  'question',
];

const cueTables: readonly CueTable[] = [englishCues, otherLanguageCues];

/** "not interested right now", "kein Interesse im Moment": a refusal for now is a "not now". */
const forNow =
  /^[^.!?;\n]{0,30}?\b(?:right now|at the moment|at this time|currently|for now|this year|yet|im moment|aktuell|derzeit|momentan|pour le moment|pour l'instant|en ce moment|en este momento|ahora|por ahora|op dit moment|momenteel|no momento|agora)\b/;

/**
 * Stage 3: what a person's reply means, read from the new text only (`newTextOf`). Set phrases in
 * six languages (reply-cues-*.ts) and the reply's structure (reply-structure.ts) each add weight
 * to a label; of the labels that reach one whole cue, the first in `labelPrecedence` wins, and the
 * confidence falls with the weight of the runner-up. When none does, the strongest hint wins with
 * low confidence, and a reply with no hint at all is taken as interest (someone wrote back without
 * saying no), with the lowest confidence. `ownAddresses` (the writer's and ours) are never a referral.
 */
export function labelReply(newText: string, ownAddresses: readonly string[] = []): LabelDecision {
  const folded = fold(newText);
  const cues = [...phraseCues(folded), ...structuralCues(newText, folded, ownAddresses), ...bareAnswer(folded)];
  const scores = labelPrecedence.map((label) => scoreOf(label, cues, newText));
  const referral = cues.some((cue) => cue.referral);
  const order = referral ? ['unsubscribe_request', 'wrong_person'] : [];
  const ranked = [...scores].sort(
    (a, b) =>
      rank(order, a.label) - rank(order, b.label) ||
      labelPrecedence.indexOf(a.label) - labelPrecedence.indexOf(b.label),
  );
  const winner = ranked.find((score) => score.total >= qualifying);
  if (winner) {
    const runnerUp = Math.max(0, ...scores.filter((score) => score !== winner).map((score) => score.total));
    const confidence = 0.5 + 0.2 * Math.min(winner.total, 2) - 0.1 * Math.min(runnerUp, 2);
    return { label: winner.label, confidence: round(clamp(confidence, 0.4, 0.9)), evidence: winner.evidence };
  }
  const hint = [...scores].sort((a, b) => b.total - a.total)[0];
  if (hint && hint.total > 0) return { label: hint.label, confidence: 0.35, evidence: hint.evidence };
  return { label: 'interested', confidence: 0.2, evidence: [] };
}

/**
 * The set phrases. Each cue counts once, at its first match that stands: an affirmation inside a
 * negation's reach is dropped, and a negated interest counts as a refusal ("not interested", "ça ne
 * nous intéresse pas", "no me interesa"), or as "not now" when it is only for now.
 */
function phraseCues(folded: string): FoundCue[] {
  const found: FoundCue[] = [];
  for (const table of cueTables) {
    for (const label of replyLabels) {
      for (const cue of table[label]) {
        const pattern = new RegExp(
          cue.pattern.source,
          cue.pattern.flags.includes('g') ? cue.pattern.flags : `${cue.pattern.flags}g`,
        );
        for (const match of folded.matchAll(pattern)) {
          const start = (match.index ?? 0) + (match[0].length - match[0].trimStart().length);
          const end = (match.index ?? 0) + match[0].trimEnd().length;
          if (end <= start) continue;
          if (cue.negatable && isConditional(folded, start)) continue;
          if (cue.negatable && isNegated(folded, start, end)) {
            if (label === 'interested') {
              const refusal = forNow.test(folded.slice(end)) ? 'not_now' : 'not_interested';
              found.push({ label: refusal, weight: 1, start: negationStart(folded, start), end });
            }
            continue;
          }
          found.push({ label, weight: cue.weight, start, end });
          break;
        }
      }
    }
  }
  return found;
}

/** Where the negation before an interest word starts, so the evidence reads "not interested". */
function negationStart(folded: string, start: number): number {
  const head = folded.slice(Math.max(0, start - 30), start);
  const match = /\b(?:not|no|never|nicht|kein\w*|ne|pas|niet|geen|nao|nem)\b[^.!?;,\n]*$|\w+n't[^.!?;,\n]*$/.exec(head);
  return match ? start - head.length + match.index : start;
}

/**
 * A reply that is only a yes ("Yes", "Sure!", "Ja, gerne", "Oui", "Sí, claro") is interest; one that
 * is only a no ("No.", "Nope, thanks", "lol no", "Nein danke", "Non", "Nee") is a refusal.
 */
function bareAnswer(folded: string): FoundCue[] {
  const answer = folded.trim();
  const start = folded.length - folded.trimStart().length;
  const span = { start, end: start + answer.length };
  const polite =
    '(?:[\\s,!.]+(?:please|pls|thanks|thank you|bitte|gerne|danke|merci|volontiers|claro|gracias|graag|bedankt|obrigad[oa]|sorry))?[\\s!.]*$';
  const yes = "^\\W*(?:yes|yep|yeah|sure|absolutely|definitely|ja|gerne|oui|d'accord|si|claro|vale|graag|sim)";
  const no = '^\\W*(?:(?:lol|haha|ha|sorry|uh|um),? )?(?:no|nope|nah|nein|non|nee|nao)';
  if (new RegExp(yes + polite).test(answer)) return [{ label: 'interested', weight: 1, ...span }];
  if (new RegExp(no + polite).test(answer)) return [{ label: 'not_interested', weight: 1, ...span }];
  return [];
}

function scoreOf(label: ReplyLabel, cues: readonly FoundCue[], text: string) {
  // A span two cues of the same label both cover counts once: the heavier cue keeps it.
  const own = cues.filter((cue) => cue.label === label).sort((a, b) => b.weight - a.weight);
  const kept: FoundCue[] = [];
  for (const cue of own) {
    if (!kept.some((other) => cue.start < other.end && other.start < cue.end)) kept.push(cue);
  }
  kept.sort((a, b) => a.start - b.start);
  return {
    label,
    total: kept.reduce((sum, cue) => sum + cue.weight, 0),
    evidence: [...new Set(kept.map((cue) => text.slice(cue.start, cue.end).trim()))],
  };
}

function rank(order: readonly string[], label: ReplyLabel): number {
  const index = order.indexOf(label);
  return index < 0 ? order.length : index;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
