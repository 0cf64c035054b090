import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LlmLoopback, startLlmLoopback } from '../../../../test/llm-loopback.ts';
import { createLlmClient } from '../../../integrations/llm/llm-client.ts';
import type { Classification, InboundMessage } from '../classify/types.ts';
import { withModelRefinement } from './refine-with-model.ts';

let loopback: LlmLoopback;
beforeAll(async () => {
  loopback = await startLlmLoopback({ apiKey: 'test-key' });
});
afterAll(() => loopback?.close());
beforeEach(() => loopback.respond(null));

const llm = () => createLlmClient({ baseUrl: loopback.url, model: 'test-model', apiKey: 'test-key', timeoutMs: 5_000 });

const message = (text: string): InboundMessage => ({
  headers: {},
  from: { address: 'pat@prospect.example' },
  subject: 'Re: Quick question',
  text,
  receivedAt: new Date('2026-11-20T10:00:00Z'),
});

const unsure: Classification = { kind: 'reply', label: 'question', confidence: 0.4, evidence: ['?'] };
const sure: Classification = { kind: 'reply', label: 'not_interested', confidence: 0.9, evidence: ['no thanks'] };
const rules = (verdict: Classification) => () => verdict;

const modelSays = (content: Record<string, unknown>) =>
  loopback.script({
    kind: 'json',
    content: { confidence: 0.8, referralName: null, referralEmail: null, ...content },
  });

describe('a low-confidence label read again by the model', () => {
  const reply =
    'Honestly the timing is bad, circle back after our fiscal year ends in April.\n\nOn Mon, Sam wrote:\n> Interested?';

  it('takes the model label when its evidence is in the reply', async () => {
    modelSays({ label: 'not_now', evidence: ['circle back after our fiscal year ends in April'] });
    const refined = await withModelRefinement(rules(unsure), llm())(message(reply));
    expect(refined).toMatchObject({ kind: 'reply', label: 'not_now', confidence: 0.8 });
    expect(refined.evidence).toContain('circle back after our fiscal year ends in April');
    expect(loopback.requests.at(-1)?.body.messages?.at(-1)?.content).not.toContain('Interested?');
  });

  it('keeps the rules when the model cites words the reply does not hold, or invents a referral', async () => {
    modelSays({ label: 'interested', evidence: ['we would love a demo'] });
    expect(await withModelRefinement(rules(unsure), llm())(message(reply))).toEqual(unsure);
    modelSays({ label: 'wrong_person', evidence: ['timing is bad'], referralEmail: 'jane@prospect.example' });
    expect(await withModelRefinement(rules(unsure), llm())(message(reply))).toEqual(unsure);
  });

  it('keeps the rules when the model fails or answers out of shape, and says why', async () => {
    const reasons: string[] = [];
    loopback.script({ kind: 'http', status: 500, body: '{}' });
    expect(
      await withModelRefinement(rules(unsure), llm(), { onFallback: (why) => reasons.push(why) })(message(reply)),
    ).toEqual(unsure);
    loopback.script({ kind: 'json', content: { label: 'maybe', confidence: 2, evidence: [] } });
    expect(
      await withModelRefinement(rules(unsure), llm(), { onFallback: (why) => reasons.push(why) })(message(reply)),
    ).toEqual(unsure);
    expect(reasons).toEqual(['http', 'malformed']);
  });

  it('never asks about a confident label, a bounce, an automatic reply, or without a model', async () => {
    const before = loopback.requests.length;
    const bounce: Classification = { kind: 'bounce', confidence: 0.3, evidence: [], bounce: { kind: 'soft' } };
    expect(await withModelRefinement(rules(sure), llm())(message(reply))).toEqual(sure);
    expect(await withModelRefinement(rules(bounce), llm())(message(reply))).toEqual(bounce);
    expect(await withModelRefinement(rules(unsure), null)(message(reply))).toEqual(unsure);
    expect(loopback.requests.length).toBe(before);
  });
});
