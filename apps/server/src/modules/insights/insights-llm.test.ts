import { randomUUID } from 'node:crypto';
import type { LoginReply, PersonInsights } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  type ChatRequest,
  type LlmLoopback,
  type ScriptedReply,
  startLlmLoopback,
} from '../../../test/llm-loopback.ts';
import { socialPosts } from '../../db/schema.ts';
import { loadInsightFacts } from '../people/index.ts';
import { buildRulesInsights } from './build-insights.ts';
import { insertInsightRecord } from './insight-records-test-support.ts';

interface Draft {
  recommendations: Record<string, string | string[]>;
  pitches: { citationKey: string; angle: string; text: string }[];
}

const apiKey = 'sk-loopback-insights-0123456789';
/**
 * A model's answer must arrive within this: long enough that a busy machine's loopback answer always
 * does, short enough for the tests of a model that never answers (they wait it out).
 */
const timeoutMs = 2000;
/** An answer that comes long after the timeout (the loopback drops it when it closes). */
const tooLate = 60_000;
let loopback: LlmLoopback;
let context: TestContext;
let owner: LoginReply;

beforeAll(async () => {
  loopback = await startLlmLoopback({ apiKey });
  context = await createTestContext({
    config: {
      LLM_BASE_URL: loopback.url,
      LLM_MODEL: 'loopback-model',
      LLM_API_KEY: apiKey,
      LLM_TIMEOUT_MS: String(timeoutMs),
    },
  });
  owner = await context.signup();
});
afterAll(async () => {
  await context.close();
  await loopback.close();
});

const draftOf = (request: ChatRequest): Draft =>
  (JSON.parse(request.messages?.[1]?.content ?? '{}') as { draft: Draft }).draft;

/** A well-behaved model: the draft back, each text with one more sentence of ordinary words. */
const polish = (request: ChatRequest): ScriptedReply => {
  const draft = draftOf(request);
  return {
    kind: 'json',
    content: {
      recommendations: { ...draft.recommendations, tone: `${draft.recommendations.tone} Keep it brief.` },
      pitches: draft.pitches.map((pitch) => ({ ...pitch, text: `${pitch.text} Keep it brief.` })),
    },
  };
};

async function newPerson() {
  return insertInsightRecord(context.db, context.clock.now());
}

async function rulesFor(personId: string): Promise<PersonInsights> {
  const facts = await loadInsightFacts(context.db, personId, context.clock.now());
  if (!facts) throw new Error(`no facts for ${personId}`);
  return buildRulesInsights(facts);
}

const insights = (id: string) =>
  context.call<{ data: PersonInsights }>('GET', `/api/v1/contacts/${id}/insights`, { token: owner.accessToken });

describe('insights refined by a language model', () => {
  it('takes the rewrite when it keeps to the facts, with every citation kept', async () => {
    const person = await newPerson();
    const rules = await rulesFor(person.personId);
    loopback.respond(polish);
    const before = loopback.requests.length;
    const reply = await insights(person.personId);
    loopback.respond(null);
    expect(reply.status).toBe(200);
    const { personality, pitches } = reply.body.data;
    expect(personality.refinedBy).toBe('llm');
    expect(personality.recommendations.tone).toBe(`${rules.personality.recommendations.tone} Keep it brief.`);
    expect(pitches.map((pitch) => pitch.citation)).toEqual(rules.pitches.map((pitch) => pitch.citation));
    expect(pitches.map((pitch) => pitch.text)).toEqual(rules.pitches.map((pitch) => `${pitch.text} Keep it brief.`));
    // The scores and evidence are the rules' own: the model only rewrites the words.
    expect({ ...personality, recommendations: null, refinedBy: null }).toEqual({
      ...rules.personality,
      recommendations: null,
      refinedBy: null,
    });

    expect(loopback.requests.length).toBe(before + 1);
    const sent = loopback.requests.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    const prompt = JSON.stringify(sent?.body).toLowerCase();
    for (const secret of [person.email, person.email.split('@')[0] ?? '', person.phone, 'lindqvist']) {
      expect(prompt).not.toContain(secret.toLowerCase());
    }
  });

  it('puts back the rules text of any part that invents a fact or cites something else', async () => {
    const person = await newPerson();
    const rules = await rulesFor(person.personId);
    loopback.respond((request) => {
      const draft = draftOf(request);
      const [first, second, ...rest] = draft.pitches;
      return {
        kind: 'json',
        content: {
          recommendations: { ...draft.recommendations, avoid: ['Never mention Salesforce, their old CRM.'] },
          pitches: [
            { ...first, text: 'Harbour Analytics raised $90M from Sequoia Capital last week: congratulate Jane.' },
            { ...second, citationKey: `news:${randomUUID()}`, text: 'Keep it brief.' },
            ...rest.map((pitch) => ({ ...pitch, text: `${pitch.text} Keep it brief.` })),
          ],
        },
      };
    });
    const reply = await insights(person.personId);
    loopback.respond(null);
    expect(reply.status).toBe(200);
    const { personality, pitches } = reply.body.data;
    expect(personality.refinedBy).toBe('llm');
    expect(personality.recommendations.avoid).toEqual(rules.personality.recommendations.avoid);
    expect(pitches[0]).toEqual(rules.pitches[0]);
    expect(pitches[1]).toEqual(rules.pitches[1]);
    expect(pitches.slice(2).map((pitch) => pitch.text)).toEqual(
      rules.pitches.slice(2).map((pitch) => `${pitch.text} Keep it brief.`),
    );
    expect(JSON.stringify(reply.body)).not.toMatch(/Sequoia|\$90M|Salesforce/);
  });

  it.each<[string, ScriptedReply]>([
    ['a message that is not JSON', { kind: 'text', content: 'Here you go: {"recommendations": ' }],
    ['JSON of another shape', { kind: 'json', content: { pitches: 'none' } }],
    ['a refusal', { kind: 'refusal', refusal: 'I cannot help with that.' }],
    ['a server error', { kind: 'http', status: 500, body: '{"error":{"message":"boom","type":"server_error"}}' }],
    ['an answer slower than LLM_TIMEOUT_MS', { kind: 'slow', delayMs: tooLate, reply: { kind: 'json', content: {} } }],
  ])('answers with the rules result after %s, never a 500', async (_what, scripted) => {
    const person = await newPerson();
    loopback.script(scripted);
    const reply = await insights(person.personId);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(await rulesFor(person.personId));
  });

  it('logs a warning with the reason when it falls back', async () => {
    const person = await newPerson();
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const log = { warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }) };
    loopback.script({ kind: 'slow', delayMs: tooLate, reply: { kind: 'json', content: {} } });
    const result = await context.app.services.insights.forPerson(person.personId, log);
    expect(result.personality.refinedBy).toBe('rules');
    expect(warnings).toEqual([
      {
        message: 'LLM refinement failed: answering with the rules result',
        details: expect.objectContaining({ personId: person.personId, reason: 'timeout' }),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(apiKey);
  });

  it('asks the model once per version of a record: a repeat view comes from memory, a new post asks again', async () => {
    const person = await newPerson();
    loopback.respond(polish);
    const before = loopback.requests.length;
    const first = await insights(person.personId);
    const second = await insights(person.personId);
    expect(second.body).toEqual(first.body);
    expect(loopback.requests.length).toBe(before + 1);
    await context.db.insert(socialPosts).values({
      personId: person.personId,
      network: 'linkedin',
      text: 'Thrilled to announce our new sales playbook!',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:1',
      postedAt: context.clock.now(),
    });
    const third = await insights(person.personId);
    loopback.respond(null);
    expect(third.body.data.personality.refinedBy).toBe('llm');
    expect(loopback.requests.length).toBe(before + 2);
  });
});
