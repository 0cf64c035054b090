import type { LoginReply } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog, communicationEvents, enrolments, mailboxes, sendLedger } from '../../db/schema.ts';
import { ensureSuperAdmin } from '../../seed.ts';
import { campaignWithLedger } from './communication-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let root: LoginReply;
let fixture: Awaited<ReturnType<typeof campaignWithLedger>>;
let organisationId: string;

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  fixture = await campaignWithLedger(context, owner);
  organisationId = fixture.prospects.first.organisationId;
  await ensureSuperAdmin(context.db, 'root@leadpilot.test', 'root passphrase here');
  const login = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: 'root@leadpilot.test', password: 'root passphrase here' },
  });
  root = login.body;
}, 180_000);
afterAll(() => context.close());

const get = <T = Record<string, unknown>>(url: string, as: LoginReply = root) =>
  context.call<T>('GET', url, { token: as.accessToken });
const post = <T = Record<string, unknown>>(url: string, body: unknown, as: LoginReply = root) =>
  context.call<T>('POST', url, { token: as.accessToken, body });
const auditOf = (action: string) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, root.userData.id)));

describe('super-admin campaigns', () => {
  it('refuses every path to an organisation owner with 403', async () => {
    const id = fixture.campaign.id;
    for (const url of [
      `/api/v1/sadmin/campaigns/${id}`,
      `/api/v1/sadmin/campaigns/sub/${id}`,
      `/api/v1/sadmin/campaigns/organisations/${organisationId}`,
      '/api/v1/sadmin/organisations/campaignstats',
      '/api/v1/sadmin/logs/comm',
    ]) {
      expect((await get(url, owner)).status, url).toBe(403);
    }
    const update = await post('/api/v1/sadmin/logs/commupdate', { id: crypto.randomUUID(), action: 'handled' }, owner);
    expect(update.status).toBe(403);
  });

  it('shows one campaign of any organisation with its counts, and audits the view', async () => {
    const reply = await get<{ data: Record<string, unknown> }>(`/api/v1/sadmin/campaigns/${fixture.campaign.id}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: fixture.campaign.id,
      organisationId,
      status: 'running',
      enrolled: 3,
      sent: 1,
      enrolments: { active: 3 },
      sends: { sent: 1, scheduled: 1, claimed: 1, unknown: 1 },
    });
    expect(await auditOf('sadmin.campaign_viewed')).toEqual([
      expect.objectContaining({ organisationId, targetId: fixture.campaign.id }),
    ]);
    expect((await get(`/api/v1/sadmin/campaigns/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('shows a campaign’s steps and prospects, and an organisation’s campaigns', async () => {
    const sub = await get<{
      data: { steps: { kind: string; sends: Record<string, number> }[]; prospects: { total: number } };
    }>(`/api/v1/sadmin/campaigns/sub/${fixture.campaign.id}?perPage=2`);
    expect(sub.status).toBe(200);
    expect(sub.body.data.steps.map((step) => step.kind)).toEqual(['email', 'wait', 'email']);
    expect(sub.body.data.steps[0]?.sends).toEqual({ sent: 1, claimed: 1, unknown: 1 });
    expect(sub.body.data.prospects.total).toBe(3);
    const list = await get<{ data: { id: string }[]; total: number }>(
      `/api/v1/sadmin/campaigns/organisations/${organisationId}`,
    );
    expect(list.body.data.map((row) => row.id)).toEqual([fixture.campaign.id]);
    expect((await get(`/api/v1/sadmin/campaigns/organisations/${crypto.randomUUID()}`)).status).toBe(404);
    expect(await auditOf('sadmin.organisation_campaigns_viewed')).toHaveLength(1);
  });

  it('counts campaigns by status and messages sent today and this month per organisation', async () => {
    const now = context.clock.now();
    const earlier = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 1);
    await context.db.update(sendLedger).set({ sentAt: now }).where(eq(sendLedger.id, fixture.ledger.sent.id));
    const extra = context.db
      .update(sendLedger)
      .set({ state: 'sent', sentAt: earlier })
      .where(eq(sendLedger.id, fixture.ledger.claimed.id));
    await extra;
    const reply = await get<{
      data: {
        organisationId: string;
        campaignsByStatus: Record<string, number>;
        sentToday: number;
        sentThisMonth: number;
      }[];
    }>('/api/v1/sadmin/organisations/campaignstats?perPage=100');
    const row = reply.body.data.find((entry) => entry.organisationId === organisationId);
    const sameMonth = earlier.getUTCMonth() === now.getUTCMonth();
    expect(row).toMatchObject({ campaignsByStatus: { running: 1 }, sentToday: 1, sentThisMonth: sameMonth ? 2 : 1 });
    await context.db
      .update(sendLedger)
      .set({ state: 'claimed', sentAt: null })
      .where(eq(sendLedger.id, fixture.ledger.claimed.id));
  });
});

describe('the communication log', () => {
  it('lists entries across organisations filtered by organisation, kind and time range', async () => {
    const at = context.clock.now();
    const base = { organisationId, campaignId: fixture.campaign.id, enrolmentId: fixture.prospects.third.id };
    await context.db.insert(communicationEvents).values([
      { ...base, ledgerId: fixture.ledger.unknown.id, kind: 'unknown', reason: 'Not found in the sent mail.', at },
      { ...base, kind: 'deferred', reason: 'A limit.', at: new Date(at.getTime() - 3_600_000) },
      {
        organisationId,
        kind: 'sent',
        reason: 'Sent by hand.',
        details: { manual: true, to: 'one-off@elsewhere.test', from: 'desk@acme.test' },
        at: new Date(at.getTime() - 7_200_000),
      },
    ]);
    const unknowns = await get<{
      data: { kind: string; organisationName: string; ledgerState: string }[];
      total: number;
    }>(`/api/v1/sadmin/logs/comm?organisationId=${organisationId}&kind=unknown`);
    expect(unknowns.status).toBe(200);
    expect(unknowns.body.total).toBe(1);
    const [mailbox] = await context.db
      .select()
      .from(mailboxes)
      .where(eq(mailboxes.id, fixture.mailboxId ?? ''));
    expect(unknowns.body.data[0]).toMatchObject({
      kind: 'unknown',
      ledgerState: 'unknown',
      campaignName: fixture.campaign.name,
      recipient: fixture.prospects.third.email,
      mailboxEmail: mailbox?.email,
    });
    const from = encodeURIComponent(new Date(at.getTime() - 60_000).toISOString());
    const recent = await get<{ total: number }>(
      `/api/v1/sadmin/logs/comm?organisationId=${organisationId}&from=${from}`,
    );
    expect(recent.body.total).toBe(1);
    const to = encodeURIComponent(new Date(at.getTime() - 7_200_000).toISOString());
    expect((await get(`/api/v1/sadmin/logs/comm?from=${from}&to=${to}`)).status).toBe(400);
    expect((await get(`/api/v1/sadmin/logs/comm?organisationId=${crypto.randomUUID()}`)).body).toMatchObject({
      total: 0,
    });
    // Words find the recipient, the organisation or the campaign as well as the reason.
    for (const words of [fixture.prospects.third.email, fixture.campaign.name, 'not found in the SENT']) {
      const found = await get<{ data: { kind: string }[]; total: number }>(
        `/api/v1/sadmin/logs/comm?organisationId=${organisationId}&q=${encodeURIComponent(words)}`,
      );
      expect(
        found.body.data.map((entry) => entry.kind),
        words,
      ).toContain('unknown');
    }
    const organisationName = unknowns.body.data[0]?.organisationName ?? '';
    const byName = await get<{ total: number }>(`/api/v1/sadmin/logs/comm?q=${encodeURIComponent(organisationName)}`);
    expect(byName.body.total).toBeGreaterThanOrEqual(3);
    const oneOff = await get<{ data: Record<string, unknown>[] }>('/api/v1/sadmin/logs/comm?q=one-off%40elsewhere');
    expect(oneOff.body.data).toEqual([
      expect.objectContaining({
        recipient: 'one-off@elsewhere.test',
        mailboxEmail: 'desk@acme.test',
        campaignName: null,
      }),
    ]);
    expect((await get<{ total: number }>('/api/v1/sadmin/logs/comm?q=no-such-words-anywhere')).body.total).toBe(0);
    expect((await get(`/api/v1/sadmin/logs/comm?q=${'x'.repeat(201)}`)).status).toBe(400);
    // Views across organisations are not audited: a read that changes nothing writes nothing.
    expect(await auditOf('sadmin.communication_log_viewed')).toEqual([]);
  });

  it('resends an unknown message as a new attempt after a person decided, once, audited', async () => {
    const [entry] = await context.db
      .select()
      .from(communicationEvents)
      .where(and(eq(communicationEvents.ledgerId, fixture.ledger.unknown.id), eq(communicationEvents.kind, 'unknown')));
    if (!entry) throw new Error('no unknown entry');
    const resent = await post<{ data: { ledgerState: string } }>('/api/v1/sadmin/logs/commupdate', {
      id: entry.id,
      action: 'resend',
      note: 'Checked the server',
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.ledgerState).toBe('scheduled');
    const [row] = await context.db.select().from(sendLedger).where(eq(sendLedger.id, fixture.ledger.unknown.id));
    expect(row).toMatchObject({ state: 'scheduled', messageId: null, dueAt: context.clock.now() });
    const events = await context.db
      .select()
      .from(communicationEvents)
      .where(eq(communicationEvents.ledgerId, fixture.ledger.unknown.id));
    expect(events.find((e) => e.kind === 'resend')?.details).toMatchObject({
      actorUserId: root.userData.id,
      previousMessageId: fixture.ledger.unknown.messageId,
      resolves: entry.id,
    });
    expect(await auditOf('sadmin.communication_resend')).toEqual([
      expect.objectContaining({ organisationId, targetId: entry.id }),
    ]);
    const twice = await post<{ message: string }>('/api/v1/sadmin/logs/commupdate', { id: entry.id, action: 'drop' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toContain('already resolved');
    const open = await get<{ total: number }>(
      `/api/v1/sadmin/logs/comm?organisationId=${organisationId}&kind=unknown&open=true`,
    );
    expect(open.body.total).toBe(0);
  });

  it('drops an unknown message (skipped, the sequence moves on), refuses one that is not unknown, marks others handled', async () => {
    await context.db.update(sendLedger).set({ state: 'unknown' }).where(eq(sendLedger.id, fixture.ledger.unknown.id));
    const [entry] = await context.db
      .insert(communicationEvents)
      .values({
        organisationId,
        campaignId: fixture.campaign.id,
        enrolmentId: fixture.prospects.third.id,
        ledgerId: fixture.ledger.unknown.id,
        kind: 'unknown',
        reason: 'Again.',
        at: context.clock.now(),
      })
      .returning();
    if (!entry) throw new Error('no entry');
    const dropped = await post('/api/v1/sadmin/logs/commupdate', { id: entry.id, action: 'drop' });
    expect(dropped.status).toBe(200);
    const [row] = await context.db.select().from(sendLedger).where(eq(sendLedger.id, fixture.ledger.unknown.id));
    expect(row?.state).toBe('skipped');
    const [enrolment] = await context.db.select().from(enrolments).where(eq(enrolments.id, fixture.prospects.third.id));
    expect(enrolment?.position).toBe(fixture.steps.step1.position + 1);

    const [sentEntry] = await context.db
      .insert(communicationEvents)
      .values({
        organisationId,
        campaignId: fixture.campaign.id,
        enrolmentId: fixture.prospects.first.id,
        ledgerId: fixture.ledger.sent.id,
        kind: 'sent',
        reason: 'Sent.',
        at: context.clock.now(),
      })
      .returning();
    if (!sentEntry) throw new Error('no entry');
    const refused = await post<{ message: string }>('/api/v1/sadmin/logs/commupdate', {
      id: sentEntry.id,
      action: 'resend',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/unknown/);
    const handled = await post('/api/v1/sadmin/logs/commupdate', { id: sentEntry.id, action: 'handled' });
    expect(handled.status).toBe(200);
    expect(await auditOf('sadmin.communication_handled')).toHaveLength(1);
    expect(await auditOf('sadmin.communication_drop')).toHaveLength(1);
    expect((await post('/api/v1/sadmin/logs/commupdate', { id: crypto.randomUUID(), action: 'handled' })).status).toBe(
      404,
    );
    expect((await post('/api/v1/sadmin/logs/commupdate', { id: sentEntry.id, action: 'delete' })).status).toBe(400);
  });
});
