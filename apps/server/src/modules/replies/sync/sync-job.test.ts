import type { LoginReply, Mailbox } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { enrolments, mailboxes, sendLedger } from '../../../db/schema.ts';
import { launchableDraft, sandboxMailbox, transition } from '../../campaigns/campaigns-test-support.ts';
import { campaignSendingJob } from '../../campaigns/index.ts';
import { replySyncJob } from './sync.jobs.ts';
import { inboundOf } from './sync-test-support.ts';

/**
 * The replies.sync job in the app: a campaign launched through the API sends from a sandbox mailbox
 * to prospects whose addresses are sandbox mailboxes too; one answers in the thread; the job reads
 * the campaign mailbox, stores the answer once, matched to the message it answers, and the
 * mailbox's health shows in `GET /organisation/emails`; the reply's effects stop the prospect's sequence.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

describe('the replies.sync job', () => {
  it('reads a reply to a campaign message, matches it by its In-Reply-To, and reports the mailbox healthy', async () => {
    const owner = await context.signup();
    const prospects = [0, 1].map((index) => ({
      email: `prospect-${index}-${context.unique()}@client.test`,
      firstName: `Pat${index}`,
      lastName: 'Prospect',
      company: 'Client',
    }));
    const draft = await launchableDraft(context, owner, {
      csv: prospects,
      settings: { schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false } },
    });
    const prospectMailbox = await sandboxMailbox(context, owner, prospects[0]?.email);
    expect((await transition(context, owner, 'launch', { id: draft.id })).status).toBe(200);
    const deps = { services: context.app.services, clock: context.clock, log: context.app.log };
    for (let run = 0; run < 3; run += 1) {
      await campaignSendingJob.handler({}, deps);
      context.clock.advance(10 * 60_000);
    }
    const [sent] = await context.db
      .select()
      .from(sendLedger)
      .where(eq(sendLedger.campaignId, draft.id))
      .then((rows) => rows.filter((row) => row.state === 'sent' && row.mailboxId));
    if (!sent?.messageId || !sent.mailboxId) throw new Error('the campaign sent nothing');
    const [campaignMailbox] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, sent.mailboxId));
    const [prospectRow] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, prospectMailbox.id));
    if (!campaignMailbox || !prospectRow) throw new Error('no mailbox');
    // A prospect answers in the thread (by its In-Reply-To, whoever of them the message went to).
    const client = await context.app.services.mailboxClients.clientFor(prospectRow);
    await client.send({
      idempotencyKey: `reply-${sent.id}`,
      from: { name: 'Pat Prospect', address: prospectRow.email },
      to: campaignMailbox.email,
      subject: 'Re: your note',
      text: 'Sounds good, call me on Tuesday.',
      html: '<p>Sounds good, call me on Tuesday.</p>',
      inReplyTo: sent.messageId,
    });

    await replySyncJob.handler({}, deps);
    await replySyncJob.handler({}, deps);
    const rows = await inboundOf(context.db, campaignMailbox.id);
    const replies = rows.filter((row) => row.subject === 'Re: your note');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      matchedBy: 'header',
      sendLedgerId: sent.id,
      enrolmentId: sent.enrolmentId,
      campaignId: draft.id,
      text: 'Sounds good, call me on Tuesday.',
      kind: 'reply',
    });
    // Its effects ran once: the prospect's sequence stopped because they replied.
    expect(replies[0]?.effectsAt).not.toBeNull();
    const [answered] = await context.db.select().from(enrolments).where(eq(enrolments.id, sent.enrolmentId));
    expect(answered).toMatchObject({ status: 'stopped', stopReason: 'reply' });

    // Time moved on past the access token's life: sign in again.
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: owner.email, password: owner.password },
    });
    const token = login.body.accessToken;
    const detail = await context.call<{ data: Mailbox }>('GET', `/api/v1/organisation/emails/${campaignMailbox.id}`, {
      token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.sync).toMatchObject({ status: 'ok', lastError: '', consecutiveFailures: 0 });
    const list = await context.call<{ data: Mailbox[] }>('GET', '/api/v1/organisation/emails', { token });
    expect(list.body.data.find((entry) => entry.id === campaignMailbox.id)?.sync?.status).toBe('ok');
  });
});
