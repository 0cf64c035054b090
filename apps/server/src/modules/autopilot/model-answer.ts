import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import type { AnswerPeople, ComposedAnswer, ComposeInput } from './compose-answer.ts';
import { composeAnswerWithLlm } from './compose-with-llm.ts';
import type { FactUnit } from './knowledge.ts';
import type { NextAction } from './next-action.ts';
import type { PreparedKnowledge } from './prepare-knowledge.ts';

/** The answer an action carries, if any. */
export function answerOf(action: NextAction): ComposedAnswer | null {
  if (action.kind === 'draft_for_review' || action.kind === 'send_after_delay' || action.kind === 'send_now') {
    return action.answer;
  }
  if (action.kind === 'pause_until') return action.acknowledgement?.answer ?? null;
  return null;
}

/** The same action with another answer (the model's, or the built-in one with its fallback reason). */
export function withAnswer(action: NextAction, answer: ComposedAnswer): NextAction {
  if (action.kind === 'draft_for_review' || action.kind === 'send_after_delay' || action.kind === 'send_now') {
    return { ...action, answer };
  }
  if (action.kind === 'pause_until' && action.acknowledgement) {
    return { ...action, acknowledgement: { ...action.acknowledgement, answer } };
  }
  return action;
}

/** What the built-in composer was given, rebuilt from the answer's own sources (no slots: no calendar is read). */
function composeInputOf(answer: ComposedAnswer, knowledge: PreparedKnowledge, people: AnswerPeople): ComposeInput {
  const units = new Map(knowledge.units.map((unit) => [unit.id, unit]));
  const cited = answer.sources.factIds.flatMap((id): FactUnit[] => {
    const unit = units.get(id);
    return unit ? [unit] : [];
  });
  const { followUpDate, followUpWords } = answer.sources;
  return {
    purpose: answer.purpose,
    label: answer.sources.label,
    people,
    units: cited,
    slots: [],
    bookingLink: answer.sources.bookingLink,
    followUp: followUpDate && followUpWords ? { date: followUpDate, words: followUpWords } : null,
  };
}

/**
 * With a model configured, the decided answer is written again in the model's words from the same
 * facts; `composeAnswerWithLlm` keeps the built-in answer (with the reason) unless the model's
 * passes the fact check. Escalations and decisions that send nothing are left as they are.
 */
export async function rewriteWithModel(input: {
  llm: LlmClient;
  action: NextAction;
  knowledge: PreparedKnowledge;
  people: AnswerPeople;
  replyText: string;
}): Promise<NextAction> {
  const builtIn = answerOf(input.action);
  if (!builtIn || builtIn.sources.slotStarts.length > 0) return input.action;
  const answer = await composeAnswerWithLlm({
    llm: input.llm,
    input: composeInputOf(builtIn, input.knowledge, input.people),
    replyText: input.replyText,
    builtIn,
    grounding: {
      units: input.knowledge.units,
      names: [input.people.prospectFirstName ?? '', input.people.senderName].filter(Boolean),
    },
  });
  return withAnswer(input.action, answer);
}
