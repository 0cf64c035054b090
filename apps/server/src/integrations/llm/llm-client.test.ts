import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmLoopback, startLlmLoopback } from '../../../test/llm-loopback.ts';
import { createLlmClient, type LlmClient, LlmError, llmClientFromConfig } from './llm-client.ts';

let loopback: LlmLoopback;
const apiKey = 'sk-loopback-0123456789';

beforeAll(async () => {
  loopback = await startLlmLoopback({ apiKey });
});
afterAll(() => loopback.close());

const client = (overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}): LlmClient =>
  createLlmClient({ baseUrl: loopback.url, model: 'loopback-model', apiKey, timeoutMs: 2_000, ...overrides });

const request = {
  system: 'You answer with JSON.',
  user: '{"question":"colour"}',
  schemaName: 'answer',
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['colour'],
    properties: { colour: { type: 'string' } },
  },
};

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

describe('the LLM client', () => {
  it("posts OpenAI's chat-completions body with a strict JSON-schema response format and the bearer key", async () => {
    loopback.script({ kind: 'json', content: { colour: 'teal' } });
    expect(await client().completeJson(request)).toEqual({ colour: 'teal' });
    const received = loopback.requests.at(-1);
    expect(received).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: `Bearer ${apiKey}` });
    expect(received?.body).toEqual({
      model: 'loopback-model',
      temperature: 0.2,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'answer', strict: true, schema: request.jsonSchema },
      },
    });
  });

  it('accepts an API root with a trailing slash', async () => {
    loopback.script({ kind: 'json', content: { colour: 'red' } });
    expect(await client({ baseUrl: `${loopback.url}/` }).completeJson(request)).toEqual({ colour: 'red' });
  });

  it('fails as malformed when the message content is not JSON', async () => {
    loopback.script({ kind: 'text', content: 'Sure! Here is the JSON you asked for: {colour: teal' });
    expect(await failure(client().completeJson(request))).toMatchObject({ reason: 'malformed', httpStatus: 200 });
  });

  it('fails as malformed when the body is not a chat completion', async () => {
    loopback.script({ kind: 'http', status: 200, body: '{"object":"list","data":[]}' });
    expect(await failure(client().completeJson(request))).toMatchObject({ reason: 'malformed' });
    loopback.script({ kind: 'http', status: 200, body: '<html>gateway</html>' });
    expect(await failure(client().completeJson(request))).toMatchObject({ reason: 'malformed' });
  });

  it("reports the model's refusal", async () => {
    loopback.script({ kind: 'refusal', refusal: 'I cannot help with that.' });
    expect(await failure(client().completeJson(request))).toMatchObject({ reason: 'refused' });
  });

  it('reports HTTP errors with their status: a wrong key, a server error', async () => {
    expect(await failure(client({ apiKey: 'sk-wrong' }).completeJson(request))).toMatchObject({
      reason: 'http',
      httpStatus: 401,
    });
    loopback.script({ kind: 'http', status: 500, body: '{"error":{"message":"boom","type":"server_error"}}' });
    expect(await failure(client().completeJson(request))).toMatchObject({ reason: 'http', httpStatus: 500 });
  });

  it('gives up on a slow answer after its timeout', async () => {
    loopback.script({ kind: 'slow', delayMs: 1_500, reply: { kind: 'json', content: { colour: 'late' } } });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 200 }).completeJson(request));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('reports an endpoint that does not answer at all as unreachable', async () => {
    const error = await failure(client({ baseUrl: 'http://127.0.0.1:9/v1' }).completeJson(request));
    expect(error.reason).toBe('unreachable');
    expect(error.message).not.toContain(apiKey);
  });

  it('is configured only when both LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(llmClientFromConfig({ LLM_TIMEOUT_MS: 8000 })).toBeNull();
    expect(llmClientFromConfig({ LLM_BASE_URL: loopback.url, LLM_TIMEOUT_MS: 8000 })).toBeNull();
    expect(llmClientFromConfig({ LLM_BASE_URL: loopback.url, LLM_MODEL: 'm', LLM_TIMEOUT_MS: 8000 })?.model).toBe('m');
  });
});
