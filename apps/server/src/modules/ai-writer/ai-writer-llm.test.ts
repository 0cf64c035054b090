import { randomUUID } from 'node:crypto';
import type { AiDraft, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  type ChatRequest,
  type LlmLoopback,
  type ScriptedReply,
  startLlmLoopback,
} from '../../../test/llm-loopback.ts';
import { balanceOf, organisationWithCredits } from '../contacts/contacts-test-support.ts';
import { type InsertedRecord, insertInsightRecord } from '../insights/insight-records-test-support.ts';

const apiKey = 'sk-loopback-writer-0123456789';
let loopback: LlmLoopback;
let context: TestContext;
let owner: LoginReply;
let person: InsertedRecord;

const brief = {
  offer: 'AI-written outreach that books meetings for sales teams',
  audience: 'sales leaders at software companies',
  tone: 'professional',
  length: 'short',
  callToAction: 'Reply with a good time for a short call',
};

/** A draft that keeps to the brief and the record (the news says the company is hiring across sales). */
const groundedReply = {
  subject: 'An idea for {{ company_name }}',
  html: '<p>Hello {{ first_name | default: "there" }},</p><p>I saw “{{ latest_news }}”.</p><p>We offer AI-written outreach that books meetings for sales teams.</p><p>Reply with a good time for a short call.</p><p>Best,<br>{{ sender_name }}</p><script>alert(1)</script>',
  factsUsed: [
    { source: 'news', label: 'Latest news', value: 'Harbour Analytics is hiring across sales' },
    { source: 'offer', label: 'Offer', value: 'AI-written outreach that books meetings for sales teams' },
  ],
};

const json = (content: unknown): ScriptedReply => ({ kind: 'json', content });

beforeAll(async () => {
  loopback = await startLlmLoopback({ apiKey });
  context = await createTestContext({
    config: {
      LLM_BASE_URL: loopback.url,
      LLM_MODEL: 'loopback-model',
      LLM_API_KEY: apiKey,
      // A model's answer must arrive within this: long enough that a busy machine's loopback answer always
      // does, short enough for the tests of a model that never answers (each attempt waits it out).
      LLM_TIMEOUT_MS: '2000',
      LLM_MAX_RETRIES: '1',
      LLM_PRICE_INPUT_PER_MTOK: '2.5',
      LLM_PRICE_OUTPUT_PER_MTOK: '10',
    },
  });
  owner = await organisationWithCredits(context, 50);
  person = await insertInsightRecord(context.db, context.clock.now());
});
afterAll(async () => {
  await context.close();
  await loopback.close();
});
beforeEach(() => loopback.respond(null));

const write = (body: Record<string, unknown>) =>
  context.call<{ message: string; data: AiDraft }>('POST', '/api/v1/emailtemplate/ai', {
    token: owner.accessToken,
    body,
  });
const rewrite = (body: Record<string, unknown>) =>
  context.call<{ message: string; data: AiDraft }>('POST', '/api/v1/emailtemplate/aiprompt', {
    token: owner.accessToken,
    body,
  });

async function generation(requestId: string) {
  const [row] = await context.database.query<{
    engine: string;
    model: string;
    prompt_tokens: number;
    completion_tokens: number;
    cost_micros: number;
    credits: number;
  }>(
    `select engine, model, prompt_tokens, completion_tokens, cost_micros, credits
       from ai_generations where organisation_id = $1 and request_id = $2`,
    [owner.userData.organisation.id, requestId],
  );
  return row;
}

const userMessageOf = (request: ChatRequest | undefined) =>
  request?.messages?.find((message) => message.role === 'user')?.content ?? '';

describe('the AI writer with a language model configured', () => {
  it("uses a grounded reply: engine llm, the model's facts, its tokens and cost recorded", async () => {
    loopback.script(json(groundedReply));
    const requestId = `llm-${randomUUID()}`;
    const before = loopback.requests.length;
    const reply = await write({ ...brief, personId: person.personId, requestId });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      engine: 'llm',
      model: 'loopback-model',
      fallbackReason: null,
      factsUsed: groundedReply.factsUsed,
      credits: 1,
    });
    expect(reply.body.data.html).not.toContain('<script');
    expect(reply.body.data.text).toContain('I saw “{{ latest_news }}”.');
    // 100 prompt tokens at $2.50 and 50 completion tokens at $10 per million: 750 millionths of a dollar.
    expect(await generation(requestId)).toEqual({
      engine: 'llm',
      model: 'loopback-model',
      prompt_tokens: 100,
      completion_tokens: 50,
      cost_micros: 750,
      credits: 1,
    });
    const sent = loopback.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent[0]?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'email_template', strict: true },
    });
    const prompt = userMessageOf(sent[0]?.body);
    expect(prompt).toContain(brief.offer);
    expect(prompt).toContain('Harbour Analytics is hiring across sales');
    expect(prompt).not.toContain(person.email);
    expect(prompt).not.toContain(person.phone);
  });

  it('falls back to the built-in writer, saying why, when the reply invents a fact', async () => {
    loopback.script(
      json({ ...groundedReply, html: '<p>Hello,</p><p>Teams like Globex cut their costs by 40% with us.</p>' }),
    );
    const requestId = `llm-${randomUUID()}`;
    const reply = await write({ ...brief, personId: person.personId, requestId });
    expect(reply.status).toBe(200);
    expect(reply.body.data.engine).toBe('built-in');
    expect(reply.body.data.fallbackReason).toBe(
      "The language model's draft was not used: it names facts that are not in its inputs (40, Globex). The built-in writer wrote this draft instead, from the same inputs.",
    );
    expect(reply.body.data.text).not.toContain('Globex');
    // The refused answer still cost tokens: they are recorded.
    expect(await generation(requestId)).toMatchObject({
      engine: 'built-in',
      prompt_tokens: 100,
      completion_tokens: 50,
    });
  });

  it('falls back when the reply invents an event', async () => {
    loopback.script(json({ ...groundedReply, html: '<p>Congratulations on the acquisition.</p>', factsUsed: [] }));
    const reply = await write(brief);
    expect(reply.body.data.engine).toBe('built-in');
    expect(reply.body.data.fallbackReason).toBe(
      "The language model's draft was not used: it mentions events its inputs do not (an acquisition). The built-in writer wrote this draft instead, from the same inputs.",
    );
  });

  it('falls back when the reply is not JSON, or JSON of the wrong shape, without retrying', async () => {
    const before = loopback.requests.length;
    loopback.script({ kind: 'text', content: 'Here is your email: Hello!' });
    const notJson = await write(brief);
    expect(notJson.body.data.engine).toBe('built-in');
    expect(notJson.body.data.fallbackReason).toContain(
      'The language model answered with something other than the expected JSON.',
    );
    loopback.script(json({ subject: 'Hello' }));
    const wrongShape = await write(brief);
    expect(wrongShape.body.data.fallbackReason).toContain('The language model answered with JSON of the wrong shape.');
    expect(loopback.requests.length).toBe(before + 2);
  });

  it('gives up on a slow model after LLM_TIMEOUT_MS for each attempt and falls back', async () => {
    const before = loopback.requests.length;
    const slow: ScriptedReply = { kind: 'slow', delayMs: 60_000, reply: json(groundedReply) };
    loopback.script(slow, slow);
    const reply = await write(brief);
    expect(reply.status).toBe(200);
    expect(reply.body.data.engine).toBe('built-in');
    expect(reply.body.data.fallbackReason).toBe(
      'The language model did not answer within 2 seconds after 2 attempts. The built-in writer wrote this draft instead, from the same inputs.',
    );
    expect(loopback.requests.length).toBe(before + 2);
  });

  it('retries after HTTP 429 and uses the answer that follows', async () => {
    const before = loopback.requests.length;
    loopback.script(
      {
        kind: 'http',
        status: 429,
        body: JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests' } }),
      },
      json(groundedReply),
    );
    const requestId = `llm-${randomUUID()}`;
    const reply = await write({ ...brief, personId: person.personId, requestId });
    expect(reply.body.data).toMatchObject({ engine: 'llm', fallbackReason: null });
    expect(loopback.requests.length).toBe(before + 2);
    expect(await generation(requestId)).toMatchObject({ engine: 'llm', prompt_tokens: 100, completion_tokens: 50 });
  });

  it('stops after LLM_MAX_RETRIES when the model keeps failing, and says so', async () => {
    const failing: ScriptedReply = { kind: 'http', status: 503, body: '{"error":{"message":"overloaded"}}' };
    loopback.script(failing, failing);
    const reply = await write(brief);
    expect(reply.body.data.fallbackReason).toContain(
      'The language model answered with an error (HTTP 503) after 2 attempts.',
    );
  });

  it('answers a repeated requestId from the stored draft without calling the model again', async () => {
    loopback.script(json(groundedReply));
    const requestId = `llm-${randomUUID()}`;
    const first = await write({ ...brief, personId: person.personId, requestId });
    const before = loopback.requests.length;
    const second = await write({ ...brief, personId: person.personId, requestId });
    expect(second.body.data).toEqual(first.body.data);
    expect(loopback.requests.length).toBe(before);
    const [spends] = await context.database.query<{ rows: number }>(
      'select count(*)::int as rows from credit_ledger where organisation_id = $1 and idempotency_key = $2',
      [owner.userData.organisation.id, `ai-writer:${requestId}`],
    );
    expect(spends?.rows).toBe(1);
  });

  it('rewrites through the model, and falls back when its rewrite uses a merge field that does not exist', async () => {
    const draft = {
      subject: 'Hello',
      html: '<p>Hi {{ first_name }},</p><p>We help teams. It is quick.</p><p>Best,<br>{{ sender_name }}</p>',
    };
    loopback.respond((request) => {
      const sent = JSON.parse(userMessageOf(request)) as { instruction: string };
      const html =
        sent.instruction === 'more casual'
          ? '<p>Hey {{ first_name }},</p><p>We help teams. It’s quick.</p><p>Cheers,<br>{{ sender_name }}</p>'
          : '<p>Hi {{ first_name }},</p><p>We help teams at {{ deal_stage }}.</p>';
      return json({ subject: 'Hello', html, factsUsed: [] });
    });
    const casual = await rewrite({ ...draft, instruction: 'more casual' });
    expect(casual.body.data).toMatchObject({ engine: 'llm', fallbackReason: null });
    expect(casual.body.data.html).toContain('It’s quick.');
    expect(loopback.requests.at(-1)?.body.response_format?.json_schema?.name).toBe('email_template_rewrite');

    const other = await rewrite({ ...draft, instruction: 'shorter, in the voice of a pirate' });
    expect(other.body.data.engine).toBe('built-in');
    expect(other.body.data.fallbackReason).toContain('it uses merge fields that do not exist ({{ deal_stage }})');
    expect(other.body.message).toContain('Not understood, so not applied');
  });

  it('charges nothing for an instruction only the model could follow when the model cannot answer', async () => {
    const draft = {
      subject: 'Hello',
      html: '<p>Hi {{ first_name }},</p><p>We help teams. It is quick.</p><p>Best,<br>{{ sender_name }}</p>',
    };
    const organisationId = owner.userData.organisation.id;
    const before = await balanceOf(context, organisationId);
    const rows = async () =>
      (
        await context.database.query<{ rows: number }>(
          'select count(*)::int as rows from ai_generations where organisation_id = $1',
          [organisationId],
        )
      )[0]?.rows;
    const stored = await rows();
    loopback.respond(() => ({ kind: 'text', content: 'not json at all' }));
    const failed = await rewrite({ ...draft, instruction: 'translate into Klingon' });
    expect(failed.status).toBe(422);
    expect((failed.body as unknown as { message: string }).message).toContain(
      'did not understand “translate into Klingon”, so nothing was changed and no credits were spent',
    );
    expect(await balanceOf(context, organisationId)).toBe(before);
    expect(await rows()).toBe(stored);

    loopback.respond(() => json({ subject: 'Hello', html: draft.html, factsUsed: [] }));
    const followed = await rewrite({ ...draft, instruction: 'translate into Klingon' });
    expect(followed.status).toBe(200);
    expect(followed.body.data.engine).toBe('llm');
    expect(await balanceOf(context, organisationId)).toBe(before - 1);
  });

  it('falls back when its template writes the prospect’s news as text instead of a merge field', async () => {
    loopback.script(
      json({
        ...groundedReply,
        html: groundedReply.html.replace('“{{ latest_news }}”', 'that Harbour Analytics is hiring across sales'),
      }),
    );
    const reply = await write({ ...brief, personId: person.personId });
    expect(reply.status).toBe(200);
    expect(reply.body.data.engine).toBe('built-in');
    expect(reply.body.data.fallbackReason).toContain(
      'it writes one prospect’s facts as text instead of merge fields (Harbour Analytics, Harbour Analytics is hiring across sales)',
    );
    expect(reply.body.data.html).not.toContain('Harbour');
    const [system] = (loopback.requests.at(-1)?.body.messages ?? []).filter((message) => message.role === 'system');
    expect(system?.content).toContain('never as text, so the template serves every prospect');
  });
});
