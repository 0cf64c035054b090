import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on loopback, answering from a script: tests queue
 * the replies (a JSON message, text that is not JSON, a refusal, any HTTP answer, or any of those
 * after a delay) and read back the requests it received. Without a scripted reply it answers
 * with `respond`, or 503 when none is set. It checks the bearer key and the request's shape the
 * way OpenAI does (401 and 400 with OpenAI's error body).
 */

export type ScriptedReply =
  /** A completion whose message content is `JSON.stringify(content)`. */
  | { kind: 'json'; content: unknown }
  /** A completion whose message content is this text as it is (say, not JSON). */
  | { kind: 'text'; content: string }
  | { kind: 'refusal'; refusal: string }
  /** Any HTTP answer. */
  | { kind: 'http'; status: number; body: string }
  | { kind: 'slow'; delayMs: number; reply: ScriptedReply };

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequest;
}

export interface ChatRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  [key: string]: unknown;
}

export interface LlmLoopback {
  /** The API root to configure as LLM_BASE_URL (ends in `/v1`). */
  url: string;
  requests: ReceivedRequest[];
  script(...replies: ScriptedReply[]): void;
  /** Answers requests that no scripted reply is left for. */
  respond(responder: ((request: ChatRequest) => ScriptedReply) | null): void;
  close(): Promise<void>;
}

const openAiError = (message: string, type: string, code: string | null) =>
  JSON.stringify({ error: { message, type, param: null, code } });

function completion(model: string, message: { content: string | null; refusal: string | null }) {
  const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
  return JSON.stringify({
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLlmLoopback(options: { apiKey?: string } = {}): Promise<LlmLoopback> {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  let responder: ((request: ChatRequest) => ScriptedReply) | null = null;
  const timers = new Set<NodeJS.Timeout>();

  async function answer(response: ServerResponse, model: string, reply: ScriptedReply): Promise<void> {
    if (reply.kind === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, reply.delayMs);
        timers.add(timer);
      });
      if (response.destroyed) return;
      return answer(response, model, reply.reply);
    }
    const [status, body] =
      reply.kind === 'http'
        ? [reply.status, reply.body]
        : reply.kind === 'refusal'
          ? [200, completion(model, { content: null, refusal: reply.refusal })]
          : [
              200,
              completion(model, {
                content: reply.kind === 'json' ? JSON.stringify(reply.content) : reply.content,
                refusal: null,
              }),
            ];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://loopback').pathname;
    const text = await readBody(request);
    let body: ChatRequest;
    try {
      body = JSON.parse(text) as ChatRequest;
    } catch {
      body = {};
    }
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(openAiError(`Unknown request URL: ${request.method} ${path}.`, 'invalid_request_error', null));
      return;
    }
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
      return;
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(openAiError("'model' and 'messages' are required.", 'invalid_request_error', null));
      return;
    }
    const reply = queue.shift() ?? responder?.(body);
    if (!reply) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(openAiError('The loopback has no reply scripted.', 'server_error', null));
      return;
    }
    await answer(response, body.model, reply);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(openAiError(String(error), 'server_error', null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    respond(next) {
      responder = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
