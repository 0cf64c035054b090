import { randomUUID } from 'node:crypto';
import { type AiDraft, aiCreditPrices, builtInMergeFields, type LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { customFields } from '../../db/schema.ts';
import { balanceOf, organisationWithCredits } from '../contacts/contacts-test-support.ts';
import { insertInsightRecord } from '../insights/insight-records-test-support.ts';
import { mergeFieldsIn } from './draft-html.ts';

let context: TestContext;
let owner: LoginReply;
let organisationId: string;
let personId: string;

const brief = {
  offer: 'AI-written outreach that books meetings for sales teams',
  audience: 'sales leaders at software companies',
  tone: 'friendly',
  length: 'medium',
  callToAction: 'Reply with a good time for a short call',
};

beforeAll(async () => {
  context = await createTestContext();
  owner = await organisationWithCredits(context, 20);
  organisationId = owner.userData.organisation.id;
  personId = (await insertInsightRecord(context.db, context.clock.now())).personId;
});
afterAll(() => context.close());

const write = (body: Record<string, unknown>, token = owner.accessToken) =>
  context.call<{ message: string; data: AiDraft }>('POST', '/api/v1/emailtemplate/ai', { token, body });
const rewrite = (body: Record<string, unknown>, token = owner.accessToken) =>
  context.call<{ message: string; data: AiDraft }>('POST', '/api/v1/emailtemplate/aiprompt', { token, body });

async function generations(organisation: string) {
  return context.database.query<{ kind: string; engine: string; credits: number; request_id: string }>(
    'select kind, engine, credits, request_id from ai_generations where organisation_id = $1 order by created_at',
    [organisation],
  );
}

async function writerSpends(organisation: string) {
  const [row] = await context.database.query<{ rows: number; credits: number }>(
    `select count(*)::int as rows, coalesce(-sum(amount), 0)::int as credits
       from credit_ledger where organisation_id = $1 and idempotency_key like 'ai-writer:%'`,
    [organisation],
  );
  return row;
}

describe('POST /api/v1/emailtemplate/ai', () => {
  it('writes a reusable template with the built-in writer, grounded in the prospect, for one credit', async () => {
    const before = await balanceOf(context, organisationId);
    const reply = await write({ ...brief, personId });
    expect(reply.status).toBe(200);
    const draft = reply.body.data;
    expect(draft).toMatchObject({ engine: 'built-in', credits: aiCreditPrices.writeTemplate, fallbackReason: null });
    expect(draft.html).toContain('{{ first_name | default: "there" }}');
    // The prospect's facts are merge fields: the template serves every prospect.
    expect(draft.html).toContain('{{ latest_news }}');
    expect(draft.html).not.toContain('Harbour Analytics');
    expect(draft.text).not.toContain('<p>');
    expect(draft.factsUsed).toContainEqual({
      source: 'news',
      label: 'Latest news (as {{ latest_news }})',
      value: 'Harbour Analytics is hiring across sales',
    });
    const known = builtInMergeFields.map((field) => field.key as string);
    expect(mergeFieldsIn(`${draft.subject} ${draft.html}`).every((key) => known.includes(key))).toBe(true);
    expect(reply.body.message).toBe('Your draft is ready (1 credit spent).');
    expect(await balanceOf(context, organisationId)).toBe(before - aiCreditPrices.writeTemplate);
  });

  it('answers the stored draft for a repeated requestId and spends once', async () => {
    const other = await organisationWithCredits(context, 5);
    const requestId = `request-${randomUUID()}`;
    const first = await write({ ...brief, requestId }, other.accessToken);
    const second = await write({ ...brief, tone: 'casual', requestId }, other.accessToken);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.body.message).toContain('no credits spent again');
    const organisation = other.userData.organisation.id;
    expect(await writerSpends(organisation)).toEqual({ rows: 1, credits: 1 });
    expect(await generations(organisation)).toEqual([
      { kind: 'template', engine: 'built-in', credits: 1, request_id: requestId },
    ]);
    expect(await balanceOf(context, organisation)).toBe(4);
  });

  it('treats each call without a requestId as new', async () => {
    const other = await organisationWithCredits(context, 5);
    const organisation = other.userData.organisation.id;
    expect((await write(brief, other.accessToken)).status).toBe(200);
    expect((await write(brief, other.accessToken)).status).toBe(200);
    expect(await writerSpends(organisation)).toEqual({ rows: 2, credits: 2 });
    expect((await generations(organisation)).length).toBe(2);
  });

  it("refuses with the ledger's 422 when credits run out, and stores nothing", async () => {
    const broke = await organisationWithCredits(context, 0);
    const reply = await write({ ...brief, requestId: `request-${randomUUID()}` }, broke.accessToken);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ message: 'Not enough credits: need 1, you have 0', code: 'RULE_REFUSED' });
    expect(await generations(broke.userData.organisation.id)).toEqual([]);
  });

  it("answers 404 for another organisation's id or an unknown person, before spending", async () => {
    const before = await balanceOf(context, organisationId);
    const other = await context.signup();
    for (const id of [other.userData.organisation.id, other.userData.id, randomUUID()]) {
      const reply = await write({ ...brief, personId: id });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ message: 'This person was not found.' });
    }
    expect(await balanceOf(context, organisationId)).toBe(before);
  });

  it('refuses a brief without an offer with a clear message', async () => {
    const reply = await write({ ...brief, offer: ' ' });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('Describe what you offer');
  });
});

describe('POST /api/v1/emailtemplate/aiprompt', () => {
  const draft = {
    subject: 'An idea for {{ company_name }}',
    html: '<p>Hi {{ first_name | default: "there" }},</p><p>We help teams write better emails. It is quick to set up.</p><p>Would a short call next week work?</p><p>Best regards,<br>{{ sender_name }}</p>',
  };

  it('rewrites a draft following the instruction, for one credit', async () => {
    const before = await balanceOf(context, organisationId);
    const reply = await rewrite({ ...draft, instruction: 'more casual' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.engine).toBe('built-in');
    expect(reply.body.data.html).toContain('Hey {{ first_name | default: "there" }},');
    expect(reply.body.data.html).toContain('It’s quick to set up.');
    expect(reply.body.data.html).toContain('Cheers,');
    expect(await balanceOf(context, organisationId)).toBe(before - aiCreditPrices.rewriteTemplate);
    expect((await generations(organisationId)).at(-1)).toMatchObject({ kind: 'rewrite', engine: 'built-in' });
  });

  it('says in the message which part of an instruction it did not understand', async () => {
    const reply = await rewrite({ ...draft, instruction: 'shorter, and make it purple' });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('Not understood, so not applied: “purple”');
  });

  it('refuses an instruction it cannot understand at all, before spending', async () => {
    const before = await balanceOf(context, organisationId);
    const reply = await rewrite({ ...draft, instruction: 'translate into Klingon' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 'RULE_REFUSED' });
    expect(String((reply.body as unknown as { message: string }).message)).toContain(
      'did not understand “translate into Klingon”, so nothing was changed and no credits were spent',
    );
    expect(await balanceOf(context, organisationId)).toBe(before);
  });

  it('refuses a draft with merge fields the organisation does not have, and accepts its custom fields', async () => {
    const unknown = await rewrite({ ...draft, html: `${draft.html}<p>{{ plan_tier }}</p>`, instruction: 'shorter' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      message:
        'The draft uses merge fields that do not exist: {{ plan_tier }}. Add them as custom fields or remove them first.',
    });
    await context.db.insert(customFields).values({ organisationId, key: 'plan_tier', label: 'Plan tier' });
    const known = await rewrite({
      ...draft,
      html: `${draft.html}<p>{{ plan_tier }}</p>`,
      instruction: 'add a question',
    });
    expect(known.status).toBe(200);
    expect(known.body.data.html).toContain('{{ plan_tier }}');
  });

  it('adds a case study only from the facts the instruction gives', async () => {
    const given = await rewrite({ ...draft, instruction: 'add a case study: Globex cut onboarding time by 40%' });
    expect(given.status).toBe(200);
    expect(given.body.data.text).toContain('For example: Globex cut onboarding time by 40%.');
    expect(given.body.data.factsUsed).toEqual([
      { source: 'instruction', label: 'Case study', value: 'Globex cut onboarding time by 40%' },
    ]);
    const bare = await rewrite({ ...draft, instruction: 'add a case study' });
    expect(bare.status).toBe(200);
    expect(bare.body.data.html).toBe(
      '<p>Hi {{ first_name | default: "there" }},</p>\n<p>We help teams write better emails. It is quick to set up.</p>\n<p>Would a short call next week work?</p>\n<p>Best regards,<br />{{ sender_name }}</p>',
    );
    expect(bare.body.message).toContain('No case study was added');
  });
});
