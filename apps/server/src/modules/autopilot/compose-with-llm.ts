import { z } from 'zod';
import { type JsonCompletionRequest, type LlmClient, LlmError } from '../../integrations/llm/llm-client.ts';
import { type AnswerGrounding, checkAnswer } from './check-answer.ts';
import { type AnswerSentence, assemble, type ComposedAnswer, type ComposeInput } from './compose-answer.ts';
import { mentionsPricingOrTerms } from './escalation.ts';

/**
 * The optional model path: the model rewrites the built-in answer's body in its own words, from
 * the same facts, and the answer passes the same fact check as the AI writer's drafts. Whatever
 * goes wrong (no answer, a malformed one, a fact outside the cited units, a price, a slot or the
 * link left out), the built-in answer is used and `fallbackReason` says why.
 */

const replySchema = z.object({
  paragraphs: z
    .array(
      z.object({
        sentences: z
          .array(z.object({ text: z.string().trim().min(1).max(600), factIds: z.array(z.string()).max(10) }))
          .min(1)
          .max(12),
      }),
    )
    .min(1)
    .max(6),
});

const replyJsonSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['paragraphs'],
  properties: {
    paragraphs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sentences'],
        properties: {
          sentences: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['text', 'factIds'],
              properties: { text: { type: 'string' }, factIds: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
};

const rules = [
  "You answer a prospect's email reply on behalf of a salesperson, in the salesperson's voice, briefly and warmly.",
  'State only the facts given in "facts", each in a sentence that lists the fact ids it states in "factIds". Never add a number, name, customer, product, integration, result, price or promise that is not there.',
  'Never mention prices, discounts, contracts or terms.',
  'If "times" is not empty, list every time exactly as written, one sentence each with empty "factIds". If "bookingLink" is set, include it exactly as written.',
  'Do not write a greeting or a sign-off: they are added for you. Answer with JSON only, matching the schema.',
];

export function answerPrompt(input: ComposeInput, replyText: string, builtIn: ComposedAnswer): JsonCompletionRequest {
  return {
    system: rules.map((rule, index) => `${index + 1}. ${rule}`).join('\n'),
    user: JSON.stringify({
      reply: replyText,
      purpose: input.purpose,
      facts: input.units
        .filter((unit) => !unit.isPricing)
        .map((unit) => ({ id: unit.id, text: unit.text, source: unit.source })),
      times: (input.slots ?? []).map((slot) => slot.label),
      bookingLink: input.bookingLink ?? null,
      followUpDate: input.followUp?.words ?? null,
      draft: builtIn.text,
    }),
    schemaName: 'autopilot_answer',
    jsonSchema: replyJsonSchema,
  };
}

/** What is missing from a model's answer that the built-in answer offered: a slot or the link. */
function omissions(answer: ComposedAnswer, input: ComposeInput): string[] {
  const missing = [...(input.slots ?? []).map((slot) => slot.label), ...(input.bookingLink ? [input.bookingLink] : [])];
  if (input.followUp) missing.push(input.followUp.words);
  return missing.filter((needed) => !answer.text.includes(needed));
}

const fallbackSuffix = ' The built-in answer is used instead, from the same facts.';

function failureWords(error: LlmError): string {
  switch (error.reason) {
    case 'timeout':
      return 'The language model did not answer in time.';
    case 'unreachable':
      return 'The language model could not be reached.';
    case 'http':
      return `The language model answered with an error (HTTP ${error.httpStatus ?? 'unknown'}).`;
    case 'refused':
      return 'The language model declined to answer.';
    case 'malformed':
      return 'The language model answered with something other than the expected JSON.';
  }
}

/**
 * The model's answer when it keeps to the facts, else `builtIn` with the reason. `grounding` is
 * what `checkAnswer` takes: the knowledge's units and the people's names.
 */
export async function composeAnswerWithLlm(deps: {
  llm: LlmClient;
  input: ComposeInput;
  replyText: string;
  builtIn: ComposedAnswer;
  grounding: AnswerGrounding;
}): Promise<ComposedAnswer> {
  const { llm, input, builtIn } = deps;
  const fallback = (reason: string): ComposedAnswer => ({ ...builtIn, fallbackReason: `${reason}${fallbackSuffix}` });
  let content: unknown;
  try {
    content = await llm.completeJson(answerPrompt(input, deps.replyText, builtIn));
  } catch (error) {
    if (error instanceof LlmError) return fallback(failureWords(error));
    throw error;
  }
  const parsed = replySchema.safeParse(content);
  if (!parsed.success) return fallback('The language model answered JSON of the wrong shape.');

  const allowed = new Set(input.units.filter((unit) => !unit.isPricing).map((unit) => unit.id));
  const labels = (input.slots ?? []).map((slot) => slot.label);
  // A sentence that writes an offered time is the slot's, so `assemble` links it to the booking
  // page opened on that time, as in the built-in answer; a paragraph of times alone is a list.
  const body = parsed.data.paragraphs.map((paragraph) => {
    const sentences = paragraph.sentences.map(
      (sentence): AnswerSentence => ({
        text: sentence.text,
        origin:
          sentence.factIds.length > 0
            ? 'fact'
            : labels.some((label) => sentence.text.includes(label))
              ? 'slot'
              : 'phrase',
        factIds: sentence.factIds,
      }),
    );
    const isList = sentences.every((sentence) => labels.includes(sentence.text.replace(/[.;,]$/, '')));
    return { isList, sentences };
  });
  const answer = assemble(input, body, { engine: 'llm', fallbackReason: null });
  const problems: string[] = [];
  const foreign = answer.sources.factIds.filter((id) => !allowed.has(id));
  if (foreign.length > 0) problems.push(`it cites facts it was not given (${foreign.join(', ')})`);
  const pricing = mentionsPricingOrTerms(answer.text);
  if (pricing) problems.push(`it speaks of pricing or terms (“${pricing}”)`);
  const missing = omissions(answer, input);
  if (missing.length > 0) problems.push(`it leaves out ${missing.map((item) => `“${item}”`).join(', ')}`);
  problems.push(...checkAnswer(answer, deps.grounding));
  if (problems.length > 0) return fallback(`The language model's answer was not used: ${problems.join('; ')}.`);
  return answer;
}
