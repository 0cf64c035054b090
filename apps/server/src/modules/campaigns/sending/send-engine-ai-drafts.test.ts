import type { LoginReply } from '@leadpilot/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { type ChatRequest, type LlmLoopback, startLlmLoopback } from '../../../../test/llm-loopback.ts';
import { balanceOf, organisationWithCredits } from '../../contacts/contacts-test-support.ts';
import { actorFor, signInSuperAdmin } from '../../credits/credits-test-support.ts';
import { createSendDraftWriter } from './ai-draft.ts';
import {
  createCampaign,
  createMailbox,
  engineOnApp,
  enrol,
  eventsOf,
  ledgerOf,
  openSettings,
  pauseEveryCampaign,
  type StepInput,
  sandboxSent,
} from './sending-test-support.ts';

/**
 * Variants the AI writer drafts per prospect, through the whole engine: the model (a loopback
 * speaking OpenAI's wire format) writes each send's email once, the owner is charged one credit per
 * send, however many engines run and however often a send is deferred; no credits defer the send;
 * a model that fails leaves the built-in writer to write it.
 */
const apiKey = 'sk-loopback-campaign-drafts-42';
let loopback: LlmLoopback;
let context: TestContext;
const day = 24 * 3_600_000;

const brief = {
  offer: 'onboarding software that gets new hires productive in their first week',
  audience: 'HR leaders at growing software companies',
  tone: 'friendly' as const,
  length: 'short' as const,
  callToAction: 'Open to a short call next week?',
};
const aiStep: StepInput = { kind: 'email', variants: [{ subject: '', bodyHtml: '', aiDraft: true, aiBrief: brief }] };
const modelDraft = (request: ChatRequest) => ({
  kind: 'json' as const,
  content: {
    subject: 'New hires at {{ company_name }}',
    html: `<p>Hi {{ first_name | default: "there" }},</p><p>We make onboarding software that gets new hires productive in their first week.</p><p>Open to a short call next week?</p><!-- ${request.messages?.length ?? 0} -->`,
    factsUsed: [{ source: 'offer', label: 'Offer', value: brief.offer }],
  },
});

beforeAll(async () => {
  loopback = await startLlmLoopback({ apiKey });
  context = await createTestContext({
    config: {
      LLM_BASE_URL: loopback.url,
      LLM_MODEL: 'loopback-model',
      LLM_API_KEY: apiKey,
      LLM_TIMEOUT_MS: '2000',
      LLM_MAX_RETRIES: '0',
    },
  });
});
afterAll(async () => {
  await context?.close();
  await loopback?.close();
});
afterEach(async () => {
  loopback.respond(null);
  await pauseEveryCampaign(context.db);
});

/** An engine as the sending job builds it, drafting through the app's AI writer, on the app's clock. */
function engine() {
  return engineOnApp(context, { drafts: createSendDraftWriter(context.app.services.aiWriter) });
}

async function campaignFor(owner: LoginReply, prospects: number, limits: Parameters<typeof openSettings>[0] = {}) {
  const organisationId = owner.userData.organisation.id;
  const mailbox = await createMailbox(context.db, organisationId, { email: `rep-${context.unique()}@sender.test` });
  const campaignId = await createCampaign(context.db, {
    organisationId,
    mailboxIds: [mailbox],
    steps: [aiStep],
    settings: openSettings(limits),
    ownerUserId: owner.userData.id,
  });
  const people = Array.from({ length: prospects }, (_, index) => ({
    email: `reader${index}-${context.unique()}@people.test`,
    firstName: `Reader${index}`,
    company: `Company ${index}`,
  }));
  await enrol(context.db, organisationId, campaignId, people);
  return { organisationId, campaignId, people };
}

async function draftsOf(organisationId: string) {
  return context.database.query<{ request_id: string; engine: string; credits: number }>(
    `select request_id, engine, credits from ai_generations where organisation_id = $1 and kind = 'campaign' order by request_id`,
    [organisationId],
  );
}

async function draftSpends(organisationId: string) {
  const [row] = await context.database.query<{ rows: number; credits: number }>(
    `select count(*)::int as rows, coalesce(-sum(amount), 0)::int as credits
       from credit_ledger where organisation_id = $1 and idempotency_key like 'ai-writer:campaign-send:%'`,
    [organisationId],
  );
  return row;
}

describe('AI drafts per prospect', () => {
  it('writes each send once and charges one credit per send, with two engines at once', async () => {
    loopback.respond(modelDraft);
    const owner = await organisationWithCredits(context, 20);
    const { organisationId, campaignId, people } = await campaignFor(owner, 6);
    const asked = loopback.requests.length;
    const [first, second] = [await engine(), await engine()];
    await Promise.all([first.scheduleDue(), second.scheduleDue()]);
    await Promise.all([first.sendDue(), second.sendDue()]);

    const sent = await sandboxSent(context.db, organisationId);
    expect(sent.map((message) => message.to).sort()).toEqual(people.map((person) => person.email).sort());
    for (const [index, person] of people.entries()) {
      const message = sent.find((candidate) => candidate.to === person.email);
      expect(message?.subject).toBe(`New hires at Company ${index}`);
      const parsed = await simpleParser(message?.raw ?? '');
      expect(parsed.text).toContain(`Hi Reader${index},`);
    }
    const ledger = await ledgerOf(context.db, campaignId);
    expect(ledger.map((row) => row.state)).toEqual(people.map(() => 'sent'));
    const drafts = await draftsOf(organisationId);
    expect(drafts.map((draft) => draft.request_id).sort()).toEqual(
      ledger.map((row) => `campaign-send:${row.id}`).sort(),
    );
    expect(drafts.every((draft) => draft.engine === 'llm' && draft.credits === 1)).toBe(true);
    expect(loopback.requests.length - asked).toBe(people.length);
    expect(await draftSpends(organisationId)).toEqual({ rows: 6, credits: 6 });
    expect(await balanceOf(context, organisationId)).toBe(14);
  });

  it('keeps the draft of a send the limits deferred: written and charged once, sent the next day', async () => {
    loopback.respond(modelDraft);
    const owner = await organisationWithCredits(context, 10);
    const { organisationId, campaignId } = await campaignFor(owner, 2, { newProspectsPerDay: 1 });
    const run = await engine();
    await run.scheduleDue();
    const firstDay = await run.sendDue();
    expect(firstDay).toMatchObject({ sent: 1, deferred: 1 });
    expect(await draftSpends(organisationId)).toEqual({ rows: 2, credits: 2 });
    const asked = loopback.requests.length;

    context.clock.advance(day + 60_000);
    const nextDay = await run.sendDue();
    expect(nextDay).toMatchObject({ sent: 1 });
    expect(loopback.requests.length).toBe(asked);
    expect(await draftSpends(organisationId)).toEqual({ rows: 2, credits: 2 });
    expect((await ledgerOf(context.db, campaignId)).map((row) => row.state)).toEqual(['sent', 'sent']);
  });

  it('defers, charging nothing, while the organisation has no credits, and sends once they are bought', async () => {
    loopback.respond(modelDraft);
    const owner = await organisationWithCredits(context, 0);
    const { organisationId, campaignId } = await campaignFor(owner, 1);
    const run = await engine();
    await run.scheduleDue();
    expect(await run.sendDue()).toMatchObject({ sent: 0, deferred: 1 });
    const deferred = (await eventsOf(context.db, campaignId)).filter((entry) => entry.kind === 'deferred');
    expect(deferred.at(-1)?.reason).toMatch(
      /^Not sent: the AI draft could not be written \(Not enough credits.*\)\. It is tried again later\.$/,
    );
    expect(await sandboxSent(context.db, organisationId)).toEqual([]);
    expect(await draftsOf(organisationId)).toEqual([]);

    const root = await signInSuperAdmin(context);
    await context.app.services.credits.adminAdjust(actorFor(root), {
      organisationId,
      credits: 5,
      reason: 'Bought more',
    });
    context.clock.advance(11 * 60_000);
    expect(await run.sendDue()).toMatchObject({ sent: 1 });
    expect(await draftSpends(organisationId)).toEqual({ rows: 1, credits: 1 });
    expect((await ledgerOf(context.db, campaignId)).map((row) => row.state)).toEqual(['sent']);
  });

  it('writes with the built-in writer when the model fails, still once and for one credit', async () => {
    loopback.respond(() => ({ kind: 'http', status: 503, body: '{"error":{"message":"overloaded"}}' }));
    const owner = await organisationWithCredits(context, 5);
    const { organisationId } = await campaignFor(owner, 1);
    const run = await engine();
    await run.scheduleDue();
    expect(await run.sendDue()).toMatchObject({ sent: 1 });
    const drafts = await draftsOf(organisationId);
    expect(drafts.map((draft) => [draft.engine, draft.credits])).toEqual([['built-in', 1]]);
    const [message] = await sandboxSent(context.db, organisationId);
    expect(message?.subject).not.toBe('');
    expect((await simpleParser(message?.raw ?? '')).text).not.toMatch(/\{\{|\}\}/);
  });

  it('holds the prospect, saying why, when the campaign has no owner to charge', async () => {
    loopback.respond(modelDraft);
    const owner = await organisationWithCredits(context, 5);
    const organisationId = owner.userData.organisation.id;
    const mailbox = await createMailbox(context.db, organisationId, { email: `rep-${context.unique()}@sender.test` });
    const campaignId = await createCampaign(context.db, { organisationId, mailboxIds: [mailbox], steps: [aiStep] });
    await enrol(context.db, organisationId, campaignId, [{ email: `orphan-${context.unique()}@people.test` }]);
    const run = await engine();
    await run.scheduleDue();
    expect(await run.sendDue()).toMatchObject({ sent: 0, held: 1 });
    const held = (await eventsOf(context.db, campaignId)).find((entry) => entry.kind === 'held');
    expect(held?.reason).toBe(
      'Held: the campaign has no owner to charge its AI drafts to. Give it an owner, then resume this prospect.',
    );
    expect(await draftsOf(organisationId)).toEqual([]);
  });
});
