import { z } from 'zod';
import { type LlmClient, LlmError } from '../../../integrations/llm/llm-client.ts';
import { newTextOf } from '../classify/reply-text.ts';
import { type Classification, type InboundMessage, replyLabels } from '../classify/types.ts';

/** Below this confidence the rules' label of a person's reply is handed to the model, when one is configured. */
export const refineBelowConfidence = 0.7;

/** The most of a reply the model reads (its new text: quoted history and signature left out). */
const maxReplyChars = 4000;

const system = `You label replies to sales emails. Read the prospect's reply and answer with one label:
interested (wants to hear more), meeting_request (asks for or accepts a call or a time),
question (asks something before deciding), not_now (maybe later, names a later time),
not_interested (declines), wrong_person (not the right contact; name the referral when given),
unsubscribe_request (asks to be removed or not contacted).
Quote in "evidence" the exact words of the reply that decide the label, copied character for character.
Give "confidence" from 0 to 1. Never invent a referral: only a name or address written in the reply.`;

const answerSchema = z.object({
  label: z.enum(replyLabels as [string, ...string[]]),
  confidence: z.number().min(0).max(1),
  evidence: z.array(z.string()).max(5),
  referralName: z.string().nullable(),
  referralEmail: z.string().nullable(),
});

const jsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'confidence', 'evidence', 'referralName', 'referralEmail'],
  properties: {
    label: { type: 'string', enum: replyLabels },
    confidence: { type: 'number' },
    evidence: { type: 'array', items: { type: 'string' } },
    referralName: { type: ['string', 'null'] },
    referralEmail: { type: ['string', 'null'] },
  },
};

const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The guard the writer's fact check stands for here: the model may only cite what the reply says.
 * Every evidence phrase must be in the reply's new text (case and spacing aside), at least one of
 * them, and a referral's name or address must be written there too.
 */
export function modelAnswerIsGrounded(answer: z.infer<typeof answerSchema>, replyText: string): boolean {
  const text = squeezed(replyText);
  const phrases = answer.evidence.map(squeezed).filter((phrase) => phrase.length > 0);
  if (phrases.length === 0 || !phrases.every((phrase) => text.includes(phrase))) return false;
  for (const referral of [answer.referralName, answer.referralEmail]) {
    if (referral && !text.includes(squeezed(referral))) return false;
  }
  return true;
}

export type Classify = (message: InboundMessage) => Classification | Promise<Classification>;

/**
 * The rules first; a person's reply they label with low confidence goes to the configured model,
 * whose label is kept only when it is grounded in the reply (`modelAnswerIsGrounded`). Delivery
 * reports and automatic replies stay the rules' (their headers decide). Without a model, or when the
 * model fails, refuses or cites what the reply does not say, the rules' verdict stands.
 */
export function withModelRefinement(
  classify: Classify,
  llm: LlmClient | null,
  options: { below?: number; onFallback?: (reason: string) => void } = {},
): Classify {
  const below = options.below ?? refineBelowConfidence;
  return async (message) => {
    const verdict = await classify(message);
    if (!llm || verdict.kind !== 'reply' || verdict.confidence >= below) return verdict;
    const replyText = newTextOf(message.text).slice(0, maxReplyChars);
    if (!replyText.trim()) return verdict;
    try {
      const parsed = answerSchema.safeParse(
        await llm.completeJson({ system, user: replyText, schemaName: 'reply_label', jsonSchema }),
      );
      if (!parsed.success) {
        options.onFallback?.('malformed');
        return verdict;
      }
      if (!modelAnswerIsGrounded(parsed.data, replyText)) {
        options.onFallback?.('ungrounded');
        return verdict;
      }
      const { label, confidence, evidence, referralName, referralEmail } = parsed.data;
      const referral =
        referralName || referralEmail
          ? { ...(referralName ? { name: referralName } : {}), ...(referralEmail ? { email: referralEmail } : {}) }
          : undefined;
      return {
        kind: 'reply',
        label: label as Classification['label'],
        confidence: Math.min(confidence, 0.95),
        evidence: [...evidence, 'read by the AI model'],
        ...(referral ? { referral } : {}),
      };
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      options.onFallback?.(error.reason);
      return verdict;
    }
  };
}
