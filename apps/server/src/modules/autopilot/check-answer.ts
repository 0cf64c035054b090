import { checkDraft } from '../ai-writer/index.ts';
import { answerVocabulary } from './answer-phrases.ts';
import { type ComposedAnswer, slotLink } from './compose-answer.ts';
import type { FactUnit } from './knowledge.ts';

/**
 * The AI writer's fact check applied to an answer: every number, name, address and event it states
 * must be in the facts it cites (the knowledge units in `sources.factIds`), the offered slots, the
 * booking link and its links to each offered time, the follow-up date (all recorded in `sources`
 * from the composer's input, never from a model) or the names of the people writing. Anything else
 * (a customer, a figure, an integration the knowledge never mentions) is refused. Merge fields are not allowed:
 * an answer is one message to one person, not a template.
 */

export interface AnswerGrounding {
  /** All the knowledge's units; only those the answer cites count. */
  units: readonly FactUnit[];
  /** The names in the greeting and the signature. */
  names: readonly string[];
}

/** What the answer states that its sources do not hold, in plain words; empty when grounded. */
export function checkAnswer(answer: ComposedAnswer, grounding: AnswerGrounding): string[] {
  const cited = new Set(answer.sources.factIds);
  const known = new Set(grounding.units.map((unit) => unit.id));
  const problems: string[] = [];
  const unknown = [...cited].filter((id) => !known.has(id));
  if (unknown.length > 0) problems.push(`it cites facts the knowledge does not hold (${unknown.join(', ')})`);
  const pricing = grounding.units.filter((unit) => cited.has(unit.id) && unit.isPricing).map((unit) => unit.id);
  if (pricing.length > 0) problems.push(`it states prices, which a person answers (${pricing.join(', ')})`);
  const texts = grounding.units
    .filter((unit) => cited.has(unit.id))
    .flatMap((unit) => [unit.text, unit.kind === 'case_study' ? (unit.question ?? '') : '']);
  const sources = [
    answerVocabulary,
    ...texts,
    ...grounding.names,
    ...answer.sources.slotLabels,
    answer.sources.followUpWords ?? '',
    answer.sources.bookingLink ?? '',
    // Each offered time links to the booking page opened on it.
    ...slotLinksOfSources(answer.sources),
  ];
  problems.push(...checkDraft({ subject: '', html: answer.html, factsUsed: [] }, sources, []));
  return problems;
}

/** The booking page's links to the offered times, rebuilt from the answer's sources. */
function slotLinksOfSources(sources: ComposedAnswer['sources']): string[] {
  const link = sources.bookingLink;
  return link ? sources.slotStarts.map((start) => slotLink(link, start)) : [];
}
