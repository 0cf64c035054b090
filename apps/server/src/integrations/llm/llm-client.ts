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

export interface LlmClientOptions {
  /** An OpenAI-compatible API root, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type LlmFailure = 'unreachable' | 'timeout' | 'http' | 'malformed' | 'refused';

/** The configured model, or null when `LLM_BASE_URL` and `LLM_MODEL` are not set (the rules answer alone). */
export function llmClientFromConfig(config: {
  LLM_BASE_URL?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_TIMEOUT_MS: number;
}): LlmClient | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return createLlmClient({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}

/** A failed model call; the caller falls back and logs `reason` and `detail` (never the prompt). */
export class LlmError extends Error {
  readonly reason: LlmFailure;
  readonly httpStatus: number | null;

  constructor(reason: LlmFailure, detail: string, httpStatus: number | null = null) {
    super(`LLM call failed (${reason}): ${detail}`);
    this.name = 'LlmError';
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

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
});

/** OpenAI's `POST /chat/completions` over `fetch`, with a JSON-schema `response_format` and a hard timeout. */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const send = options.fetch ?? fetch;

  async function completeJson(request: JsonCompletionRequest): Promise<unknown> {
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
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw isTimeout
        ? new LlmError('timeout', `no answer within ${options.timeoutMs} ms`)
        : new LlmError('unreachable', describe(error));
    }
    if (status < 200 || status >= 300) throw new LlmError('http', `HTTP ${status}`, status);
    const reply = chatCompletionSchema.safeParse(parseJson(text));
    if (!reply.success) throw new LlmError('malformed', 'the reply is not a chat completion', status);
    const [choice] = reply.data.choices;
    if (choice?.message.refusal) throw new LlmError('refused', 'the model refused the request', status);
    if (choice?.finish_reason === 'length') throw new LlmError('malformed', 'the reply was cut off', status);
    const content = parseJson(choice?.message.content ?? '');
    if (content === undefined) throw new LlmError('malformed', 'the message content is not JSON', status);
    return content;
  }

  return { model: options.model, completeJson };
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
