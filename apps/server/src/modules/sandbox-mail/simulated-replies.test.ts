import type { SandboxMessageSummary, SimulatedReplyKind } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { enrolments, inboundMessages, sandboxMessages } from '../../db/schema.ts';
import { launchableDraft, transition } from '../campaigns/campaigns-test-support.ts';
import { campaignSendingJob } from '../campaigns/index.ts';
import { replySyncJob } from '../replies/index.ts';

/**
 * Answers simulated in the sandbox go through the real reply reader: a campaign sends from a
 * sandbox mailbox, an answer of each kind is stored as the prospect's side would send it, the
 * sync job reads, classifies and applies it.
 */
let context: TestContext;
let owner: Awaited<ReturnType<TestContext['signup']>>;
let sent: { id: string; to: string }[] = [];
let token = '';

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  const prospects = ['interested', 'unsubscribe', 'away', 'gone'].map((name) => ({
    // Each at its own company: the campaign spaces out sends to one domain.
    email: `${name}-${context.unique()}@${name}.client.test`,
    firstName: name,
    lastName: 'Prospect',
    company: 'Client',
  }));
  const draft = await launchableDraft(context, owner, {
    csv: prospects,
    settings: { schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false } },
  });
  expect((await transition(context, owner, 'launch', { id: draft.id })).status).toBe(200);
  const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
  // A new mailbox sends a few messages a day while it warms up: pass by pass, a quarter day apart,
  // until every prospect has had the first step.
  for (let run = 0; run < 20 && sent.length < prospects.length; run += 1) {
    await campaignSendingJob.handler({}, deps);
    context.clock.advance(6 * 3_600_000);
    sent = await context.db
      .select({ id: sandboxMessages.id, to: sandboxMessages.toAddress })
      .from(sandboxMessages)
      .where(
        and(eq(sandboxMessages.organisationId, owner.userData.organisation.id), eq(sandboxMessages.kind, 'mailbox')),
      );
  }
  // Time moved on past the access token's life: sign in again.
  const login = await context.call<{ accessToken: string }>('POST', '/api/v1/login', {
    body: { email: owner.email, password: owner.password },
  });
  expect(login.status).toBe(200);
  token = login.body.accessToken;
}, 120_000);
afterAll(() => context?.close());

async function answer(to: string, kind: SimulatedReplyKind) {
  const message = sent.find((row) => row.to.startsWith(to));
  if (!message) throw new Error(`nothing was sent to ${to}`);
  return context.call<{ message: string; data: SandboxMessageSummary }>(
    'POST',
    `/api/v1/sandbox/messages/${message.id}/reply`,
    { token, body: { kind } },
  );
}

async function inboundFrom(prefix: string) {
  const rows = await context.db.select().from(inboundMessages);
  return rows.filter((row) => row.fromAddress.startsWith(prefix) || row.bounceRecipient?.startsWith(prefix));
}

describe('a simulated answer in the sandbox', () => {
  it('is read, labelled and applied by the reply reader: interest, removal, out of office and a bounce', async () => {
    expect(sent).toHaveLength(4);
    for (const [to, kind] of [
      ['interested', 'interested'],
      ['unsubscribe', 'unsubscribe'],
      ['away', 'out_of_office'],
      ['gone', 'bounce'],
    ] as const) {
      const reply = await answer(to, kind);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toMatch(/reply reader picks it up/);
    }
    const again = await answer('interested', 'interested');
    expect(again.body.message).toMatch(/already sent/);

    const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
    await replySyncJob.handler({}, deps);

    const [interested] = await inboundFrom('interested');
    expect(interested).toMatchObject({ kind: 'reply', label: 'interested', matchedBy: 'header' });
    const [removal] = await inboundFrom('unsubscribe');
    expect(removal).toMatchObject({ kind: 'reply', label: 'unsubscribe_request' });
    const [away] = await inboundFrom('away');
    expect(away).toMatchObject({ kind: 'auto_reply', outOfOffice: true });
    expect(away?.returnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [gone] = await inboundFrom('gone');
    expect(gone).toMatchObject({ kind: 'bounce', bounceKind: 'hard' });

    const statuses = await context.db
      .select({ email: enrolments.email, status: enrolments.status, reason: enrolments.stopReason })
      .from(enrolments);
    const of = (prefix: string) => statuses.find((row) => row.email.startsWith(prefix));
    expect(of('interested')).toMatchObject({ status: 'stopped', reason: 'reply' });
    expect(of('unsubscribe')).toMatchObject({ status: 'stopped', reason: 'unsubscribe' });
    expect(of('away')).toMatchObject({ status: 'paused', reason: 'out_of_office' });
    expect(of('gone')).toMatchObject({ status: 'stopped', reason: 'bounce' });
  });

  it('refuses a message no sandbox mailbox sent, and another organisation answers 404', async () => {
    const other = await context.signup();
    const message = sent[0];
    const foreign = await context.call('POST', `/api/v1/sandbox/messages/${message?.id}/reply`, {
      token: other.accessToken,
      body: { kind: 'interested' },
    });
    expect(foreign.status).toBe(404);
    const bad = await context.call('POST', `/api/v1/sandbox/messages/${message?.id}/reply`, {
      token,
      body: { kind: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});
