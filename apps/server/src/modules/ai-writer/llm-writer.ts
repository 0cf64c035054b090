import { z } from 'zod';
import type { Config } from '../../config.ts';
import {
  type JsonCompletionRequest,
  LlmError,
  type LlmUsage,
  llmClientFromConfig,
  type MeteredLlmClient,
} from '../../integrations/llm/llm-client.ts';
import type { AiWriter, ProspectFacts, RewriteInput, WriteTemplateInput, WrittenDraft } from './ai-writer.ts';
import { sanitizeDraftHtml, textOf, withFallbacks } from './draft-html.ts';
import { checkDraft, groundingOf } from './fact-check.ts';

/** Where the writer reports a model answer it did not use (the request's logger); never the prompt. */
export interface WriterLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The model the AI writer uses, with retries; null when LLM_BASE_URL and LLM_MODEL are not set. */
export function writerLlmClientFromConfig(config: Config): MeteredLlmClient | null {
  return llmClientFromConfig(config, { maxRetries: config.LLM_MAX_RETRIES });
}

export const factSources = ['offer', 'prospect', 'company', 'news', 'intent', 'draft', 'instruction'] as const;

const replySchema = z.object({
  subject: z.string().trim().min(1).max(300),
  html: z.string().trim().min(1).max(100_000),
  factsUsed: z
    .array(z.object({ source: z.enum(factSources), label: z.string().max(200), value: z.string().max(2000) }))
    .max(30),
});

/** The facts a model's answer says it used, as its JSON schema asks for them. */
export const factsUsedJsonSchema: Record<string, unknown> = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['source', 'label', 'value'],
    properties: {
      source: { type: 'string', enum: [...factSources] },
      label: { type: 'string' },
      value: { type: 'string' },
    },
  },
};

const replyJsonSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'html', 'factsUsed'],
  properties: {
    subject: { type: 'string' },
    html: { type: 'string' },
    factsUsed: factsUsedJsonSchema,
  },
};

const sharedRules = [
  'Use only facts given in the input. Never add a number, amount, percentage, year, name, company, product, customer, result or event that is not there.',
  'Keep it a reusable template: greet with {{ first_name | default: "there" }}, name the company as {{ company_name }}, and use only merge fields listed in "mergeFields", in exactly that Liquid syntax. No other template tags.',
  '"html" uses only <p>, <br>, <strong>, <em>, <ul>, <li> and <a>; it ends with a sign-off and {{ sender_name }}.',
  'Never write email addresses, phone numbers or web addresses unless the input holds them.',
  'List in "factsUsed" every fact of the input the draft uses: its source, a short label, and the value copied from the input.',
  'Answer with JSON only, matching the schema.',
];

const lengthWords = { short: 'at most 90 words', medium: '90 to 150 words', long: '150 to 220 words' } as const;

/** The prospect as the model sees it: their record's facts, never contact details. */
export function prospectForPrompt(prospect: ProspectFacts | null) {
  if (!prospect) return null;
  return {
    firstName: prospect.firstName,
    title: prospect.title,
    seniority: prospect.seniority,
    department: prospect.department,
    city: prospect.city,
    country: prospect.country,
    company: prospect.company,
    latestNews: prospect.news.map((item) => ({ title: item.title, summary: item.summary, source: item.source })),
    researching: prospect.intent.map((item) => item.topic),
  };
}

const templateRule =
  'The prospect is an example reader: choose what to say from their facts, but write their name, company, title and news as merge fields ({{ first_name }}, {{ company_name }}, {{ title }}, {{ latest_news }}), never as text, so the template serves every prospect.';

/**
 * The grounding prospect's own facts (name, company, news) that a template writes as text instead
 * of merge fields: another reader would be told about this prospect. Facts the brief also names
 * are the sender's words and stay.
 */
export function literalProspectFacts(input: WriteTemplateInput, draft: { subject: string; html: string }): string[] {
  const { prospect, brief } = input;
  if (!prospect) return [];
  const briefText = [brief.offer, brief.audience, brief.callToAction].join('\n').toLowerCase();
  const readable = withFallbacks(`${draft.subject}\n${textOf(draft.html)}`).toLowerCase();
  return [
    prospect.fullName,
    prospect.lastName,
    prospect.company?.name ?? '',
    ...prospect.news.map((item) => item.title),
  ]
    .filter((fact) => fact.trim().length >= 3 && !briefText.includes(fact.toLowerCase()))
    .filter((fact) => readable.includes(fact.toLowerCase()));
}

export function templatePrompt(input: WriteTemplateInput): JsonCompletionRequest {
  const { brief } = input;
  return {
    system: [
      'You write cold outreach email templates for a salesperson, from their brief.',
      ...[...sharedRules, templateRule].map((rule, index) => `${index + 1}. ${rule}`),
    ].join('\n'),
    user: JSON.stringify({
      brief: {
        offer: brief.offer,
        audience: brief.audience,
        tone: brief.tone,
        length: lengthWords[brief.length],
        callToAction: brief.callToAction,
      },
      prospect: prospectForPrompt(input.prospect),
      mergeFields: input.mergeFields,
    }),
    schemaName: 'email_template',
    jsonSchema: replyJsonSchema,
  };
}

export function rewritePrompt(input: RewriteInput): JsonCompletionRequest {
  return {
    system: [
      "You rewrite a cold outreach email template following the salesperson's instruction. Keep what the instruction does not ask to change.",
      ...sharedRules.map((rule, index) => `${index + 1}. ${rule}`),
    ].join('\n'),
    user: JSON.stringify({
      draft: { subject: input.subject, html: input.html },
      instruction: input.instruction,
      prospect: prospectForPrompt(input.prospect),
      mergeFields: input.mergeFields,
    }),
    schemaName: 'email_template_rewrite',
    jsonSchema: replyJsonSchema,
  };
}

/** Why the model's answer was not used, in words a user understands. */
export function describeFailure(error: LlmError, timeoutMs: number): string {
  const attempts = error.attempts > 1 ? ` after ${error.attempts} attempts` : '';
  switch (error.reason) {
    case 'timeout':
      return `The language model did not answer within ${timeoutMs / 1000} seconds${attempts}.`;
    case 'unreachable':
      return `The language model could not be reached${attempts}.`;
    case 'http':
      return error.httpStatus === 429
        ? `The language model was busy (HTTP 429)${attempts}.`
        : `The language model answered with an error (HTTP ${error.httpStatus ?? 'unknown'})${attempts}.`;
    case 'refused':
      return 'The language model declined to write this draft.';
    case 'malformed':
      return 'The language model answered with something other than the expected JSON.';
  }
}

const fallbackSuffix = ' The built-in writer wrote this draft instead, from the same inputs.';

/**
 * The language-model engine. Its answer must have the reply's shape and pass the fact check;
 * otherwise (or when the model fails, is too slow or keeps answering 429 or 5xx) `fallback`
 * answers instead, with `fallbackReason` saying why. Token usage counts every attempt.
 */
export function createLlmWriter(deps: {
  llm: MeteredLlmClient;
  fallback: AiWriter;
  timeoutMs: number;
  log?: WriterLogger;
}): AiWriter {
  const { llm, fallback, timeoutMs } = deps;

  async function write(
    request: JsonCompletionRequest,
    input: WriteTemplateInput | RewriteInput,
    writeFallback: () => Promise<WrittenDraft>,
  ): Promise<WrittenDraft> {
    let usage: LlmUsage;
    let reason: string;
    try {
      const completion = await llm.completeJsonMetered(request);
      usage = completion.usage;
      const parsed = replySchema.safeParse(completion.content);
      if (parsed.success) {
        const html = sanitizeDraftHtml(parsed.data.html);
        const draft = { subject: parsed.data.subject, html, factsUsed: parsed.data.factsUsed };
        const problems = checkDraft(draft, groundingOf(input), input.mergeFields);
        const literal = 'brief' in input ? literalProspectFacts(input, draft) : [];
        if (literal.length > 0) {
          problems.push(`it writes one prospect’s facts as text instead of merge fields (${literal.join(', ')})`);
        }
        if (problems.length === 0) {
          return {
            ...draft,
            text: textOf(html),
            notes: [],
            engine: 'llm',
            model: llm.model,
            usage,
            fallbackReason: null,
          };
        }
        reason = `The language model's draft was not used: ${problems.join('; ')}.`;
      } else {
        reason = 'The language model answered with JSON of the wrong shape.';
      }
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      usage = error.usage;
      reason = describeFailure(error, timeoutMs);
    }
    deps.log?.warn({ model: llm.model, reason }, 'AI writer: the built-in writer answered instead of the model');
    const answer = await writeFallback();
    return { ...answer, usage, fallbackReason: `${reason}${fallbackSuffix}` };
  }

  return {
    writeTemplate: (input) => write(templatePrompt(input), input, () => fallback.writeTemplate(input)),
    rewrite: (input) => write(rewritePrompt(input), input, () => fallback.rewrite(input)),
  };
}
