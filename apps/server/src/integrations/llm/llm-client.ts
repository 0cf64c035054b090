import { z } from 'zod';

/** One structured request: the reply must be a JSON object matching `jsonSchema`. */
export interface JsonCompletionRequest {
  system: string;
  user: string;
  /** The schema's name in `response_format` (letters, digits, `_` and `-`). */
  schemaName: string;
  jsonSchema: Record<string, unknown>;
}

/** The one call the product makes to a language model; tests point it at a loopback server. */
export interface LlmClient {
  readonly model: string;
  /** The parsed JSON the model answered with; throws `LlmError` on any failure. */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}

/** Tokens the provider counted for a call (the reply's `usage`), summed over retried attempts. */
export interface LlmUsage {
  promptTokens: number;
  completionTokens: number;
}

/** A structured answer with what it cost: the parsed JSON, the token usage and how many attempts it took. */
export interface JsonCompletion {
  content: unknown;
  usage: LlmUsage;
  attempts: number;
}

/** The client with token accounting: what callers that record a model's cost use. */
export interface MeteredLlmClient extends LlmClient {
  /** As `completeJson`, with the usage; a thrown `LlmError` carries the usage of the attempts made. */
  completeJsonMetered(request: JsonCompletionRequest): Promise<JsonCompletion>;
}

export interface LlmClientOptions {
  /** An OpenAI-compatible API root, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * Further attempts after a busy or failing provider (HTTP 429 or 5xx), a timeout or a lost
   * connection; 0 (the default) tries once. Each attempt has its own `timeoutMs`.
   */
  maxRetries?: number;
  /** The wait before the first retry, doubled for each next one; a `Retry-After` header wins (up to 10 s). */
  retryDelayMs?: number;
}

export type LlmFailure = 'unreachable' | 'timeout' | 'http' | 'malformed' | 'refused';

/**
 * The configured model, or null when `LLM_BASE_URL` and `LLM_MODEL` are not set (the rules answer
 * alone). `maxRetries` as in `LlmClientOptions` (the AI writer retries; insights answer at once).
 */
export function llmClientFromConfig(
  config: {
    LLM_BASE_URL?: string | undefined;
    LLM_MODEL?: string | undefined;
    LLM_API_KEY?: string | undefined;
    LLM_TIMEOUT_MS: number;
  },
  options: { maxRetries?: number } = {},
): MeteredLlmClient | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return createLlmClient({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxRetries: options.maxRetries,
  });
}

/** A failed model call; the caller falls back and logs `reason` and `detail` (never the prompt). */
export class LlmError extends Error {
  readonly reason: LlmFailure;
  readonly httpStatus: number | null;
  /** Tokens the provider counted before the call failed (a malformed or refused reply still costs). */
  usage: LlmUsage = { promptTokens: 0, completionTokens: 0 };
  /** Attempts made, retries included. */
  attempts = 1;
  /** The provider's `Retry-After`, when it sent one. */
  retryAfterMs: number | undefined;

  constructor(reason: LlmFailure, detail: string, httpStatus: number | null = null) {
    super(`LLM call failed (${reason}): ${detail}`);
    this.name = 'LlmError';
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

/** Failures worth another attempt: the provider busy or failing, no answer in time, a lost connection. */
const isRetryable = (error: LlmError) =>
  error.reason === 'timeout' ||
  error.reason === 'unreachable' ||
  (error.reason === 'http' && error.httpStatus !== null && (error.httpStatus === 429 || error.httpStatus >= 500));

const longestRetryWaitMs = 10_000;

/** The part of OpenAI's chat-completion reply we read. */
const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().min(0), completion_tokens: z.number().int().min(0) })
    .nullable()
    .optional(),
});

/**
 * OpenAI's `POST /chat/completions` over `fetch`, with a JSON-schema `response_format`, a hard
 * timeout per attempt and, when `maxRetries` is set, retries with backoff on 429, 5xx and timeouts.
 */
export function createLlmClient(options: LlmClientOptions): MeteredLlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const send = options.fetch ?? fetch;
  const maxRetries = options.maxRetries ?? 0;
  const retryDelayMs = options.retryDelayMs ?? 250;

  async function completeJsonMetered(request: JsonCompletionRequest): Promise<JsonCompletion> {
    const usage: LlmUsage = { promptTokens: 0, completionTokens: 0 };
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await attemptOnce(request, usage);
        return { content: answer, usage, attempts: attempt };
      } catch (error) {
        if (!(error instanceof LlmError)) throw error;
        error.usage = usage;
        error.attempts = attempt;
        if (attempt > maxRetries || !isRetryable(error)) throw error;
        const backoff = retryDelayMs * 2 ** (attempt - 1);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(error.retryAfterMs ?? backoff, longestRetryWaitMs)),
        );
      }
    }
  }

  async function completeJson(request: JsonCompletionRequest): Promise<unknown> {
    return (await completeJsonMetered(request)).content;
  }

  /** One request; adds the reply's token usage to `usage` as soon as it is read. */
  async function attemptOnce(request: JsonCompletionRequest, usage: LlmUsage): Promise<unknown> {
    const body = {
      model: options.model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
      },
    };
    let status: number;
    let text: string;
    let retryAfter: string | null = null;
    try {
      const response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw isTimeout
        ? new LlmError('timeout', `no answer within ${options.timeoutMs} ms`)
        : new LlmError('unreachable', describe(error));
    }
    if (status < 200 || status >= 300) {
      const error = new LlmError('http', `HTTP ${status}`, status);
      error.retryAfterMs = retryAfterMs(retryAfter);
      throw error;
    }
    const reply = chatCompletionSchema.safeParse(parseJson(text));
    if (!reply.success) throw new LlmError('malformed', 'the reply is not a chat completion', status);
    usage.promptTokens += reply.data.usage?.prompt_tokens ?? 0;
    usage.completionTokens += reply.data.usage?.completion_tokens ?? 0;
    const [choice] = reply.data.choices;
    if (choice?.message.refusal) throw new LlmError('refused', 'the model refused the request', status);
    if (choice?.finish_reason === 'length') throw new LlmError('malformed', 'the reply was cut off', status);
    const content = parseJson(choice?.message.content ?? '');
    if (content === undefined) throw new LlmError('malformed', 'the message content is not JSON', status);
    return content;
  }

  return { model: options.model, completeJson, completeJsonMetered };
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** "fetch failed: connect ECONNREFUSED 127.0.0.1:9" rather than just "fetch failed". */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
