import { findPhrases } from './find-phrases.ts';
import { labelPrecedence, labelRules } from './reply-label-rules.ts';
import type { ReplyLabel } from './types.ts';

export interface LabelDecision {
  label: ReplyLabel;
  confidence: number;
  /** The phrases of the new text that decided, as written. */
  evidence: string[];
}

/** A label is said when its phrases add up to this (one strong phrase, or two weaker ones). */
const qualifying = 1;

/**
 * Stage 3: what a person's reply means, read from the new text only (`newTextOf`). Each label's
 * phrases add up; of the labels that reach one whole phrase, the first in `labelPrecedence` wins.
 * When none does, the strongest hint wins with low confidence, and a reply with no hint at all is
 * taken as interest (someone wrote back without saying no), with the lowest confidence.
 */
export function labelReply(newText: string): LabelDecision {
  const scores = labelPrecedence.map((label) => scoreOf(label, newText));
  const qualified = scores.filter((score) => score.total >= qualifying);
  const [winner] = qualified;
  if (winner) {
    const conflicts = qualified.length - 1;
    const confidence = 0.5 + 0.2 * Math.min(winner.total, 2) - 0.1 * conflicts;
    return { label: winner.label, confidence: round(clamp(confidence, 0.4, 0.9)), evidence: winner.evidence };
  }
  const hint = [...scores].sort((a, b) => b.total - a.total)[0];
  if (hint && hint.total > 0) return { label: hint.label, confidence: 0.35, evidence: hint.evidence };
  return { label: 'interested', confidence: 0.2, evidence: [] };
}

function scoreOf(label: ReplyLabel, text: string): { label: ReplyLabel; total: number; evidence: string[] } {
  const found = findPhrases(
    text,
    labelRules[label].map((rule) => ({ pattern: rule.pattern, tag: rule.weight })),
  );
  const total = found.reduce((sum, phrase) => sum + phrase.tag, 0);
  return { label, total, evidence: found.map((phrase) => phrase.text) };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
