import type { Conversation, LoginReply, UpcomingEmail } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  campaignStepVariants,
  communicationEvents,
  customFields,
  enrolments,
  mailboxes,
  manualEmails,
  sendLedger,
} from '../../db/schema.ts';
import { sandboxMailbox } from '../campaigns/campaigns-test-support.ts';
import { suppress } from '../suppressions/index.ts';
import { campaignWithLedger } from './communication-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let other: LoginReply;
let fixture: Awaited<ReturnType<typeof campaignWithLedger>>;

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  other = await context.signup();
  fixture = await campaignWithLedger(context, owner);
}, 180_000);
afterAll(() => context.close());

const get = <T>(url: string, as: LoginReply = owner) => context.call<T>('GET', url, { token: as.accessToken });
const post = <T = Record<string, unknown>>(url: string, body: unknown, as: LoginReply = owner) =>
  context.call<T>('POST', url, { token: as.accessToken, body });
const ledgerRow = async (id: string) => (await context.db.select().from(sendLedger).where(eq(sendLedger.id, id)))[0];
/** The `sent` entry the engine logs for the first prospect's first message. */
const sentEntry = (at: Date, details: Record<string, unknown> = {}) => ({
  organisationId: fixture.prospects.first.organisationId,
  campaignId: fixture.campaign.id,
  enrolmentId: fixture.prospects.first.id,
  ledgerId: fixture.ledger.sent.id,
  kind: 'sent',
  reason: 'Sent.',
  details,
  at,
});
const eventsOf = (ledgerId: string) =>
  context.db.select().from(communicationEvents).where(eq(communicationEvents.ledgerId, ledgerId));

describe('a conversation', () => {
  it('shows the prospect, the campaign, every ledger row and every event in time order', async () => {
    const { first } = fixture.prospects;
    const at = context.clock.now();
    await context.db.insert(communicationEvents).values([
      sentEntry(new Date(at.getTime() - 59 * 60_000)),
      {
        organisationId: first.organisationId,
        campaignId: fixture.campaign.id,
        enrolmentId: first.id,
        kind: 'deferred',
        reason: 'A limit.',
        at: new Date(at.getTime() - 70 * 60_000),
      },
    ]);
    const reply = await get<{ data: Conversation }>(`/api/v1/communication/id/${first.id}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { data } = reply.body;
    expect(data.prospect).toMatchObject({ enrolmentId: first.id, email: first.email, status: 'active' });
    expect(data.campaign).toEqual({ id: fixture.campaign.id, name: fixture.campaign.name, status: 'running' });
    expect(data.messages.map((m) => [m.id, m.state])).toEqual([
      [fixture.ledger.sent.id, 'sent'],
      [fixture.ledger.followUp.id, 'scheduled'],
    ]);
    expect(data.messages[0]).toMatchObject({
      messageId: fixture.ledger.sent.messageId,
      variantLabel: 'A',
      subject: 'Quick question, {{ first_name }}',
      sentAt: expect.any(String),
    });
    expect(data.events.map((e) => e.kind)).toEqual(['deferred', 'sent']);
    expect(data.archived).toBe(false);
  });

  it('names the prospect’s job title from the campaign’s data, and none when it had none', async () => {
    const { third } = fixture.prospects;
    const read = async () =>
      (await get<{ data: Conversation }>(`/api/v1/communication/id/${third.id}`)).body.data.prospect.title;
    expect(await read()).toBe('');
    await context.db
      .update(enrolments)
      .set({ mergeData: { ...(third.mergeData as Record<string, string>), title: 'VP Sales' } })
      .where(eq(enrolments.id, third.id));
    try {
      expect(await read()).toBe('VP Sales');
    } finally {
      await context.db.update(enrolments).set({ mergeData: third.mergeData }).where(eq(enrolments.id, third.id));
    }
  });

  it('answers 404 for another organisation’s enrolment and 400 for an id that is not one', async () => {
    expect((await get(`/api/v1/communication/id/${fixture.prospects.first.id}`, other)).status).toBe(404);
    expect((await get('/api/v1/communication/id/not-a-uuid')).status).toBe(400);
  });

  it('archives a conversation once, logs who did it, and brings it back', async () => {
    const { second } = fixture.prospects;
    const first = await post<{ data: { changed: boolean } }>('/api/v1/communication/archive', {
      enrolmentId: second.id,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.changed).toBe(true);
    expect(
      (await post<{ data: { changed: boolean } }>('/api/v1/communication/archive', { enrolmentId: second.id })).body
        .data.changed,
    ).toBe(false);
    const view = await get<{ data: Conversation }>(`/api/v1/communication/id/${second.id}`);
    expect(view.body.data.archived).toBe(true);
    expect(view.body.data.events.filter((e) => e.kind === 'archived')).toEqual([
      expect.objectContaining({ details: { actorUserId: owner.userData.id } }),
    ]);
    await post('/api/v1/communication/archive', { enrolmentId: second.id, archived: false });
    expect((await get<{ data: Conversation }>(`/api/v1/communication/id/${second.id}`)).body.data.archived).toBe(false);
    expect((await post('/api/v1/communication/archive', { enrolmentId: second.id }, other)).status).toBe(404);
    expect((await post('/api/v1/communication/archive', { enrolmentId: second.id, flag: 1 })).status).toBe(400);
  });
});

describe('the upcoming queue', () => {
  it('lists scheduled sends only, filtered by campaign and mailbox, paged', async () => {
    const reply = await get<{ data: UpcomingEmail[]; total: number }>('/api/v1/communication/upcomingemail');
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((row) => row.ledgerId)).toEqual([fixture.ledger.followUp.id]);
    expect(reply.body.data[0]).toMatchObject({
      campaignId: fixture.campaign.id,
      email: fixture.prospects.first.email,
      stepPosition: 2,
    });
    const byMailbox = await get<{ total: number }>(
      `/api/v1/communication/upcomingemail?mailboxId=${fixture.mailboxId}`,
    );
    expect(byMailbox.body.total).toBe(1);
    // A filter naming a mailbox or campaign the organisation does not have answers 404.
    const otherMailbox = await get(`/api/v1/communication/upcomingemail?mailboxId=${crypto.randomUUID()}`);
    expect(otherMailbox.status).toBe(404);
    const otherCampaign = await get(`/api/v1/communication/upcomingemail?campaignId=${crypto.randomUUID()}`);
    expect(otherCampaign.status).toBe(404);
    expect((await get<{ total: number }>('/api/v1/communication/upcomingemail', other)).body.total).toBe(0);
    expect((await get('/api/v1/communication/upcomingemail?perPage=1000')).status).toBe(400);
  });

  it('shows each prospect the subject the engine will send: merge fields filled, "Re:" and the opener on a reply', async () => {
    const { first, second } = fixture.prospects;
    // The first prospect's opener went out under the subject its `sent` entry recorded; the second's
    // first email (variant B, "An idea for {{ company_name }}") waits in the queue for a moment.
    const details = { subject: `Quick question, ${first.firstName}` };
    const recorded = await context.db
      .update(communicationEvents)
      .set({ details })
      .where(and(eq(communicationEvents.ledgerId, fixture.ledger.sent.id), eq(communicationEvents.kind, 'sent')))
      .returning();
    if (recorded.length === 0) {
      await context.db.insert(communicationEvents).values(sentEntry(context.clock.now(), details));
    }
    await context.db
      .update(sendLedger)
      .set({ state: 'scheduled', leaseUntil: null, claimedBy: null })
      .where(eq(sendLedger.id, fixture.ledger.claimed.id));
    try {
      const reply = await get<{ data: UpcomingEmail[] }>('/api/v1/communication/upcomingemail');
      const subjects = Object.fromEntries(reply.body.data.map((row) => [row.email, row.subject]));
      expect(subjects).toEqual({
        [first.email]: `Re: Quick question, ${first.firstName}`,
        [second.email]: `An idea for ${second.company}`,
      });
      // A field the prospect has no value for shows as [field]: the engine would hold them.
      await context.db.update(enrolments).set({ company: '' }).where(eq(enrolments.id, second.id));
      const missing = await get<{ data: UpcomingEmail[] }>('/api/v1/communication/upcomingemail');
      expect(missing.body.data.find((row) => row.email === second.email)?.subject).toBe('An idea for [company_name]');
      // A custom field shows its default, as the engine fills it; the sender's company is the organisation's name.
      await context.db
        .insert(customFields)
        .values({ organisationId: second.organisationId, key: 'angle', label: 'Angle', defaultValue: 'your pipeline' });
      await context.db
        .update(campaignStepVariants)
        .set({ subject: 'About {{ angle }}, from {{ sender_company }}' })
        .where(eq(campaignStepVariants.subject, 'An idea for {{ company_name }}'));
      const custom = await get<{ data: UpcomingEmail[] }>('/api/v1/communication/upcomingemail');
      expect(custom.body.data.find((row) => row.email === second.email)?.subject).toBe(
        `About your pipeline, from ${owner.userData.organisation.name}`,
      );
    } finally {
      await context.db
        .update(campaignStepVariants)
        .set({ subject: 'An idea for {{ company_name }}' })
        .where(eq(campaignStepVariants.subject, 'About {{ angle }}, from {{ sender_company }}'));
      await context.db.update(enrolments).set({ company: second.company }).where(eq(enrolments.id, second.id));
      await context.db
        .update(sendLedger)
        .set({ state: 'claimed', leaseUntil: fixture.ledger.claimed.leaseUntil, claimedBy: 'worker-1' })
        .where(eq(sendLedger.id, fixture.ledger.claimed.id));
    }
  });

  it('refuses a row a worker claimed with 422 "already being sent" and changes nothing', async () => {
    const ids = [fixture.ledger.followUp.id, fixture.ledger.claimed.id];
    for (const path of ['sendnow', 'skip']) {
      const reply = await post<{ message: string }>(`/api/v1/communication/upcomingemail/${path}`, { ids });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toContain('already being sent');
    }
    await context.db
      .update(sendLedger)
      .set({ state: 'submitting' })
      .where(eq(sendLedger.id, fixture.ledger.claimed.id));
    const submitting = await post<{ message: string }>('/api/v1/communication/upcomingemail/reschedule', {
      ids: [fixture.ledger.claimed.id],
      dueAt: new Date(context.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(submitting.status).toBe(422);
    expect(submitting.body.message).toContain('already being sent');
    expect((await ledgerRow(fixture.ledger.followUp.id))?.dueAt).toEqual(fixture.ledger.followUp.dueAt);
    expect(await eventsOf(fixture.ledger.followUp.id)).toEqual([]);
  });

  it('answers 404 for another organisation’s row and 400/422 for bad input', async () => {
    expect(
      (await post('/api/v1/communication/upcomingemail/sendnow', { ids: [fixture.ledger.followUp.id] }, other)).status,
    ).toBe(404);
    expect((await post('/api/v1/communication/upcomingemail/sendnow', { ids: [] })).status).toBe(400);
    expect(
      (
        await post('/api/v1/communication/upcomingemail/reschedule', {
          ids: [fixture.ledger.followUp.id],
          dueAt: 'tomorrow',
        })
      ).status,
    ).toBe(400);
    const past = await post<{ message: string }>('/api/v1/communication/upcomingemail/reschedule', {
      ids: [fixture.ledger.followUp.id],
      dueAt: new Date(context.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toMatch(/future/);
  });

  it('reschedules, sends now and skips, each logged with who did it', async () => {
    const id = fixture.ledger.followUp.id;
    const later = new Date(context.clock.now().getTime() + 2 * 3_600_000);
    const rescheduled = await post('/api/v1/communication/upcomingemail/reschedule', {
      ids: [id],
      dueAt: later.toISOString(),
    });
    expect(rescheduled.status).toBe(200);
    expect((await ledgerRow(id))?.dueAt).toEqual(later);
    const now = await post('/api/v1/communication/upcomingemail/sendnow', { ids: [id] });
    expect(now.status).toBe(200);
    expect((await ledgerRow(id))?.dueAt).toEqual(context.clock.now());
    const skipped = await post('/api/v1/communication/upcomingemail/skip', { ids: [id] });
    expect(skipped.status).toBe(200);
    expect((await ledgerRow(id))?.state).toBe('skipped');
    const [enrolment] = await context.db.select().from(enrolments).where(eq(enrolments.id, fixture.prospects.first.id));
    expect(enrolment?.position).toBe(fixture.steps.step2.position + 1);
    const events = await eventsOf(id);
    expect(events.map((e) => e.kind).sort()).toEqual(['rescheduled', 'send_now', 'skipped']);
    for (const event of events) expect(event.details).toMatchObject({ actorUserId: owner.userData.id });
    const again = await post<{ message: string }>('/api/v1/communication/upcomingemail/sendnow', { ids: [id] });
    expect(again.status).toBe(422);
    expect(again.body.message).toContain('was skipped');
  });
});

describe('drafts and manual emails', () => {
  it('saves a draft to a prospect and saves it again; another organisation’s draft is 404', async () => {
    const { third } = fixture.prospects;
    const saved = await post<{ data: { id: string; to: string } }>('/api/v1/communication/draftemail', {
      enrolmentId: third.id,
      subject: 'Checking in',
      bodyHtml: '<p>Hello</p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.to).toBe(third.email);
    const again = await post<{ data: { id: string; subject: string } }>('/api/v1/communication/draftemail', {
      id: saved.body.data.id,
      enrolmentId: third.id,
      subject: 'Checking in again',
    });
    expect(again.body.data).toMatchObject({ id: saved.body.data.id, subject: 'Checking in again' });
    const view = await get<{ data: Conversation }>(`/api/v1/communication/id/${third.id}`);
    expect(view.body.data.drafts.map((d) => d.subject)).toEqual(['Checking in again']);
    expect(
      (await post('/api/v1/communication/draftemail', { id: saved.body.data.id, subject: 'x' }, other)).status,
    ).toBe(404);
    expect((await post('/api/v1/communication/draftemail', { to: 'not an address' })).status).toBe(400);
  });

  it('sends one email from a mailbox once per idempotency key, logs it, and refuses suppressed people', async () => {
    const mailbox = await sandboxMailbox(context, owner);
    const to = `reader-${context.unique()}@globex.example`;
    const body = {
      mailboxId: mailbox.id,
      to,
      subject: 'A note',
      bodyHtml: '<p>Hi there</p>',
      idempotencyKey: `key-${context.unique()}`,
    };
    const sent = await post<{ data: { messageId: string; duplicate: boolean; eventId: string } }>(
      '/api/v1/communication/manualemail',
      body,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.duplicate).toBe(false);
    const repeat = await post<{ data: { messageId: string; duplicate: boolean } }>(
      '/api/v1/communication/manualemail',
      body,
    );
    expect(repeat.body.data).toMatchObject({ messageId: sent.body.data.messageId, duplicate: true });
    const delivered = await context.database.query<{ n: number }>(
      'select count(*)::int as n from sandbox_messages where to_address = $1',
      [to],
    );
    expect(delivered[0]?.n).toBe(1);
    const [event] = await context.db
      .select()
      .from(communicationEvents)
      .where(eq(communicationEvents.id, sent.body.data.eventId));
    expect(event).toMatchObject({ kind: 'sent', organisationId: fixture.prospects.first.organisationId });
    expect(event?.details).toMatchObject({
      manual: true,
      to,
      actorUserId: owner.userData.id,
      messageId: sent.body.data.messageId,
    });

    await suppress(context.db, {
      organisationId: fixture.prospects.first.organisationId,
      email: 'gone@globex.example',
      reason: 'unsubscribed',
      source: 'test',
    });
    const refused = await post<{ message: string }>('/api/v1/communication/manualemail', {
      ...body,
      to: 'gone@globex.example',
      idempotencyKey: `key-${context.unique()}`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('suppression list');
    const claims = await context.db
      .select()
      .from(manualEmails)
      .where(eq(manualEmails.toAddress, 'gone@globex.example'));
    expect(claims.map((c) => c.state)).toEqual(['failed']);

    expect(
      (await post('/api/v1/communication/manualemail', { ...body, idempotencyKey: `k-${context.unique()}` }, other))
        .status,
    ).toBe(404);
    expect((await post('/api/v1/communication/manualemail', { ...body, idempotencyKey: 'short' })).status).toBe(400);
    expect(
      (
        await post('/api/v1/communication/manualemail', {
          ...body,
          to: undefined,
          idempotencyKey: `k-${context.unique()}`,
        })
      ).status,
    ).toBe(422);
  });

  it('records a refused send as failed and lets the same key send once the mailbox is back, in the prospect’s thread', async () => {
    const mailbox = await sandboxMailbox(context, owner);
    await context.db.update(mailboxes).set({ status: 'deactivated' }).where(eq(mailboxes.id, mailbox.id));
    const { third } = fixture.prospects;
    await context.db
      .update(enrolments)
      .set({ threadMessageId: '<first@acme.test>' })
      .where(eq(enrolments.id, third.id));
    const body = {
      mailboxId: mailbox.id,
      enrolmentId: third.id,
      subject: 'Re: hello',
      bodyHtml: '<p>Following up</p>',
      idempotencyKey: `key-${context.unique()}`,
    };
    const refused = await post<{ message: string }>('/api/v1/communication/manualemail', body);
    expect(refused.status).toBe(422);
    const [claim] = await context.db
      .select()
      .from(manualEmails)
      .where(eq(manualEmails.idempotencyKey, body.idempotencyKey));
    expect(claim?.state).toBe('failed');
    const failures = await context.db
      .select()
      .from(communicationEvents)
      .where(eq(communicationEvents.enrolmentId, third.id));
    expect(failures.filter((e) => e.kind === 'failed')).toHaveLength(1);

    await context.db.update(mailboxes).set({ status: 'active' }).where(eq(mailboxes.id, mailbox.id));
    const sent = await post<{ data: { duplicate: boolean; messageId: string } }>(
      '/api/v1/communication/manualemail',
      body,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.duplicate).toBe(false);
    const stored = await context.database.query<{ n: number }>(
      "select count(*)::int as n from sandbox_messages where to_address = $1 and raw like '%In-Reply-To: <first@acme.test>%'",
      [third.email],
    );
    expect(stored[0]?.n).toBe(1);
    const view = await get<{ data: Conversation }>(`/api/v1/communication/id/${third.id}`);
    expect(view.body.data.events.filter((e) => e.kind === 'sent' && e.details.manual === true)).toHaveLength(1);
  });
});
