import type { InboxMessageDetail, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { enrolments } from '../../../db/schema.ts';
import { suppress } from '../../suppressions/index.ts';
import { campaignThread, inboxClient, storeInbound } from './inbox-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let inbox: ReturnType<typeof inboxClient>;

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  inbox = inboxClient(context, owner);
}, 120_000);
afterAll(() => context.close());

const organisationId = () => owner.userData.organisation.id;

/** A person of the prospect database (platform data), revealed by the owner's organisation when asked. */
async function prospect(options: { revealed: boolean }) {
  const [company] = await context.database.query<{ id: string }>(
    `insert into companies (name, domain, industry, employee_count, size_band, revenue_band, country)
     values ('Globex', $1, 'Software', 40, '11-50', '1M-10M', 'GB') returning id`,
    [`globex-${context.unique()}.test`],
  );
  const [person] = await context.database.query<{ id: string }>(
    `insert into people (first_name, last_name, full_name, title, seniority, department, company_id, company_name,
                         country, email, bio)
     values ('Grace', 'Hopper', 'Grace Hopper', 'Head of Engineering', 'director', 'engineering', $1, 'Globex', 'GB',
             $2, 'I love data, results and getting things done fast. Direct answers please.') returning id`,
    [company?.id, `grace-${context.unique()}@globex.test`],
  );
  if (!person) throw new Error('no person');
  if (options.revealed) {
    await context.database.query(
      'insert into contact_reveals (organisation_id, person_id, credits) values ($1, $2, 1)',
      [organisationId(), person.id],
    );
  }
  return person.id;
}

async function matchedReply(to: string, personId?: string) {
  const thread = await campaignThread(context, owner, to, personId);
  const message = await storeInbound(
    context,
    { organisationId: organisationId(), mailboxId: thread.mailbox.id },
    {
      fromAddress: to,
      campaignId: thread.campaignId,
      enrolmentId: thread.enrolmentId,
      sendLedgerId: thread.sendLedgerId,
      personId: personId ?? null,
      matchedBy: 'header',
    },
  );
  return { thread, message };
}

describe('one message', () => {
  it('shows the thread in order, the label with its evidence and a revealed prospect’s 360° summary', async () => {
    const personId = await prospect({ revealed: true });
    const { thread, message } = await matchedReply(`grace-${context.unique()}@globex.test`, personId);
    const reply = await inbox.get<{ data: InboxMessageDetail }>(`/${message.id}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { data } = reply.body;
    expect(data.message).toMatchObject({
      id: message.id,
      label: 'interested',
      confidence: 0.82,
      evidence: ['Sounds interesting'],
      text: message.text,
      override: null,
    });
    expect(data.thread.map((entry) => [entry.source, entry.subject, entry.isCurrent])).toEqual([
      ['campaign', 'Quick question about your pipeline', false],
      ['inbound', 'Re: Quick question about your pipeline', true],
    ]);
    expect(data.thread[0]).toMatchObject({ id: thread.sendLedgerId, from: thread.mailbox.email, stepPosition: 0 });
    expect(data.prospect).toMatchObject({
      personId,
      name: 'Grace Hopper',
      title: 'Head of Engineering',
      company: 'Globex',
      isRevealed: true,
    });
    expect(data.prospect.personality?.primary).toMatch(/^[DISC]$/);
    expect(data.reply).toEqual({
      from: thread.mailbox.email,
      to: message.fromAddress,
      subject: 'Re: Quick question about your pipeline',
      refusal: null,
    });
  });

  it('keeps the personality for revealed people, and names an unmatched sender from the message', async () => {
    const personId = await prospect({ revealed: false });
    const { message } = await matchedReply(`hidden-${context.unique()}@globex.test`, personId);
    const hidden = await inbox.get<{ data: InboxMessageDetail }>(`/${message.id}`);
    expect(hidden.body.data.prospect).toMatchObject({ name: 'Grace Hopper', isRevealed: false, personality: null });

    const { thread } = await matchedReply(`someone-${context.unique()}@globex.test`);
    const stranger = await storeInbound(
      context,
      { organisationId: organisationId(), mailboxId: thread.mailbox.id },
      { fromAddress: 'ada@analytical.test', fromName: 'Ada Lovelace', subject: 'Hello', label: null, kind: null },
    );
    const detail = await inbox.get<{ data: InboxMessageDetail }>(`/${stranger.id}`);
    expect(detail.body.data.prospect).toMatchObject({ personId: null, name: 'Ada Lovelace', personality: null });
    expect(detail.body.data.thread.map((entry) => entry.id)).toEqual([stranger.id]);
    expect(detail.body.data.reply.subject).toBe('Re: Hello');
  });
});

describe('a reply in the thread', () => {
  it('names a campaign prospect without a record by the campaign’s data: name, title and company', async () => {
    const { thread, message } = await matchedReply(`csv-${context.unique()}@initech.test`);
    await context.db
      .update(enrolments)
      .set({ firstName: 'Peter', lastName: 'Gibbons', company: 'Initech', mergeData: { title: 'Programmer' } })
      .where(eq(enrolments.id, thread.enrolmentId));
    const detail = await inbox.get<{ data: InboxMessageDetail }>(`/${message.id}`);
    expect(detail.body.data.prospect).toMatchObject({
      personId: null,
      name: 'Peter Gibbons',
      title: 'Programmer',
      company: 'Initech',
    });
  });

  it('sends from the same mailbox through the sandbox, in the campaign thread, and shows it in the thread', async () => {
    const { thread, message } = await matchedReply(`reply-${context.unique()}@globex.test`);
    const body = { bodyHtml: '<p>Happy to. Does Tuesday work?</p>', idempotencyKey: `inbox-${context.unique()}` };
    const sent = await inbox.post<{ message: string; data: { to: string; from: string; duplicate: boolean } }>(
      `/${message.id}/reply`,
      body,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ to: message.fromAddress, from: thread.mailbox.email, duplicate: false });
    expect(sent.body.message).toBe(`Reply sent to ${message.fromAddress}.`);
    const stored = await context.database.query<{ subject: string; raw: string }>(
      'select subject, raw from sandbox_messages where to_address = $1',
      [message.fromAddress],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.subject).toBe('Re: Quick question about your pipeline');
    expect(stored[0]?.raw).toContain('In-Reply-To: <lp.');

    const again = await inbox.post<{ data: { duplicate: boolean } }>(`/${message.id}/reply`, body);
    expect(again.body.data.duplicate).toBe(true);

    const detail = await inbox.get<{ data: InboxMessageDetail }>(`/${message.id}`);
    const manual = detail.body.data.thread.filter((entry) => entry.source === 'manual');
    expect(manual).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        from: thread.mailbox.email,
        to: message.fromAddress,
        subject: 'Re: Quick question about your pipeline',
      }),
    ]);
    expect(detail.body.data.thread.map((entry) => entry.source)).toEqual(['campaign', 'inbound', 'manual']);
  });

  it('refuses a suppressed address, a delivery report and an empty message, each with a message', async () => {
    const { message } = await matchedReply(`gone-${context.unique()}@globex.test`);
    await suppress(context.db, {
      organisationId: organisationId(),
      email: message.fromAddress,
      reason: 'unsubscribed',
      source: 'test',
    });
    const suppressed = await inbox.post<{ message: string }>(`/${message.id}/reply`, {
      bodyHtml: '<p>Hi</p>',
      idempotencyKey: `inbox-${context.unique()}`,
    });
    expect(suppressed.status).toBe(422);
    expect(suppressed.body.message).toContain('suppression list');

    const bounce = await storeInbound(
      context,
      { organisationId: organisationId(), mailboxId: message.mailboxId },
      { kind: 'bounce', label: null, fromAddress: 'mailer-daemon@globex.test' },
    );
    const refused = await inbox.post<{ message: string }>(`/${bounce.id}/reply`, {
      bodyHtml: '<p>Hi</p>',
      idempotencyKey: `inbox-${context.unique()}`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This is a delivery report: there is no one to answer.');

    const empty = await inbox.post<{ message: string }>(`/${message.id}/reply`, {
      bodyHtml: '  ',
      idempotencyKey: `inbox-${context.unique()}`,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual(expect.any(String));
  });
});
