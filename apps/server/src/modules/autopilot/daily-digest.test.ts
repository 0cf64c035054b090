import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  autopilotActions,
  autopilotDigests,
  autopilotProspectingRuns,
  campaignSteps,
  campaigns,
  sendLedger,
  users,
} from '../../db/schema.ts';
import { days } from '../../platform/clock.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import { createSandboxTransport } from '../../platform/mail/sandbox-transport.ts';
import { autopilotDigestJob } from './autopilot-digest.jobs.ts';
import { autopilotThread, storeReply, type Thread } from './autopilot-engine-test-support.ts';
import { digestMailKind, sendDailyDigests, staleClaimMs } from './send-digests.ts';

/**
 * The autopilot's daily digest on the real app: the day's figures per campaign as inserted, to the
 * active owners and admins only, escaped, never another organisation's; no email on a quiet day;
 * once per organisation and day however often (and however many workers) run it; a failed send
 * kept claimed and unsent, then retried once stale without mailing anyone twice.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

const hours = (count: number) => count * 60 * 60_000;
const dayStart = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * A fresh covered day for each test, ahead of everything so far: the digest runs at 06:15 UTC the
 * day after `yesterday`. The clock moves there once the test's organisations are set up.
 */
function nextDigestMorning() {
  const runAt = new Date(dayStart(context.clock.now()) + days(3) + hours(6) + 15 * 60_000);
  const yesterday = new Date(dayStart(runAt) - days(1));
  return {
    runAt,
    yesterday,
    day: yesterday.toISOString().slice(0, 10),
    at: (h: number) => new Date(+yesterday + hours(h)),
  };
}

type ActionValues = Partial<typeof autopilotActions.$inferInsert> &
  Pick<typeof autopilotActions.$inferInsert, 'kind' | 'status'>;

/** An action decided on a stored reply of the thread (the reply row is real, as the check constraint needs). */
async function replyAction(thread: Thread, values: ActionValues) {
  const message = await storeReply(context, thread, 'Thanks, tell me more.');
  await context.db.insert(autopilotActions).values({
    organisationId: thread.organisationId,
    campaignId: thread.campaignId,
    enrolmentId: thread.enrolmentId,
    inboundMessageId: message.id,
    mailboxId: thread.mailbox.id,
    idempotencyKey: `autopilot:${message.id}`,
    prospectEmail: thread.prospect,
    prospectName: 'Dana Lee',
    classification: { kind: 'reply', label: 'question', confidence: 0.9, evidence: [] },
    replyReceivedAt: message.receivedAt,
    sources: {},
    ...values,
  });
}

/** A campaign step held for review (`sequence_email`): its own step and send-ledger row. */
async function sequenceEmail(thread: Thread, position: number, values: Omit<ActionValues, 'kind'>) {
  const [step] = await context.db
    .insert(campaignSteps)
    .values({ campaignId: thread.campaignId, position, kind: 'email' })
    .returning({ id: campaignSteps.id });
  const [ledger] = await context.db
    .insert(sendLedger)
    .values({
      organisationId: thread.organisationId,
      campaignId: thread.campaignId,
      enrolmentId: thread.enrolmentId,
      stepId: step?.id ?? '',
      mailboxId: thread.mailbox.id,
      dueAt: context.clock.now(),
    })
    .returning({ id: sendLedger.id });
  await context.db.insert(autopilotActions).values({
    organisationId: thread.organisationId,
    campaignId: thread.campaignId,
    enrolmentId: thread.enrolmentId,
    ledgerId: ledger?.id ?? null,
    idempotencyKey: `autopilot:step:${ledger?.id}`,
    kind: 'sequence_email',
    prospectEmail: thread.prospect,
    prospectName: 'Dana Lee',
    sources: {},
    ...values,
  });
}

async function digestsTo(organisationId: string) {
  return context.database.query<{ to_address: string; subject: string; text_body: string; html_body: string }>(
    `select to_address, subject, text_body, html_body from sandbox_messages
     where kind = $1 and organisation_id = $2 order by to_address`,
    [digestMailKind, organisationId],
  );
}

const digestRow = async (organisationId: string) =>
  context.db.select().from(autopilotDigests).where(eq(autopilotDigests.organisationId, organisationId));

const runJob = () =>
  autopilotDigestJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });

const digestDeps = (mail: MailTransport) => ({
  db: context.db,
  clock: context.clock,
  mail,
  from: context.config.MAIL_FROM,
  appUrl: context.config.APP_URL,
});

/** An organisation with an owner, an admin, a member and a deactivated admin, and one autopilot thread. */
async function team() {
  const owner = await context.signup();
  const admin = await context.addMember(owner.accessToken, 'admin');
  const member = await context.addMember(owner.accessToken, 'member');
  const gone = await context.addMember(owner.accessToken, 'admin');
  await context.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone.userData.id));
  const thread = await autopilotThread(context, owner, { mode: 'review' });
  return { owner, admin, member, gone, thread, organisationId: thread.organisationId };
}

describe('the autopilot’s daily digest', () => {
  it('emails the day’s figures per campaign to the active owners and admins, escaped, with links', async () => {
    const { owner, admin, member, gone, thread, organisationId } = await team();
    const morning = nextDigestMorning();
    const { at } = morning;
    await context.db
      .update(campaigns)
      .set({ name: 'Q3 <b>logistics</b> & co' })
      .where(eq(campaigns.id, thread.campaignId));
    // Three answers sent yesterday (one decided the day before), one sent the day before: not counted.
    await replyAction(thread, { kind: 'send_now', status: 'sent', createdAt: at(2), sentAt: at(2) });
    await replyAction(thread, { kind: 'send_after_delay', status: 'sent', createdAt: at(9), sentAt: at(9.2) });
    await replyAction(thread, { kind: 'draft_for_review', status: 'sent', createdAt: at(-5), sentAt: at(11) });
    await replyAction(thread, { kind: 'send_now', status: 'sent', createdAt: at(-20), sentAt: at(-20) });
    // Drafts waiting: one of yesterday, one older still waiting; one of this morning and a rejected one are not.
    await replyAction(thread, { kind: 'draft_for_review', status: 'pending', createdAt: at(12) });
    await replyAction(thread, { kind: 'draft_for_review', status: 'pending', createdAt: at(-30) });
    await replyAction(thread, { kind: 'draft_for_review', status: 'pending', createdAt: at(25) });
    await replyAction(thread, { kind: 'draft_for_review', status: 'rejected', createdAt: at(13) });
    const pricing = { code: 'pricing_question', words: 'Asks about pricing (“discount”).', evidence: ['discount'] };
    const contract = { code: 'contract_question', words: 'Asks about contracts.', evidence: ['MSA'] };
    await replyAction(thread, {
      kind: 'escalate',
      status: 'escalated',
      createdAt: at(14),
      prospectName: 'Priya Nair',
      escalations: [pricing],
    });
    await replyAction(thread, {
      kind: 'escalate',
      status: 'escalated',
      createdAt: at(15),
      prospectName: 'Sam Roe',
      escalations: [pricing, contract],
    });
    await replyAction(thread, {
      kind: 'pause_until',
      status: 'recorded',
      createdAt: at(16),
      prospectName: '<script>alert("x")</script>',
      followUpOn: '2031-06-09',
      classification: { kind: 'auto_reply', confidence: 0.9, evidence: [], autoReply: { outOfOffice: true } },
      reasons: [{ rule: 'out_of_office', words: 'Out of office.' }],
    });
    await replyAction(thread, {
      kind: 'pause_until',
      status: 'recorded',
      createdAt: at(17),
      prospectName: 'Kim Lo',
      followUpOn: '2031-09-01',
      reasons: [{ rule: 'follow_up_later', words: 'Not now.' }],
    });
    await replyAction(thread, { kind: 'stop_sequence', status: 'recorded', createdAt: at(18) });
    await replyAction(thread, { kind: 'stop_sequence', status: 'recorded', createdAt: at(-1) });
    await sequenceEmail(thread, 10, { status: 'pending', createdAt: at(19) });
    await sequenceEmail(thread, 11, { status: 'pending', createdAt: at(20) });
    await sequenceEmail(thread, 12, { status: 'sent', createdAt: at(3), sentAt: at(4) });
    await context.db.insert(autopilotProspectingRuns).values([
      { campaignId: thread.campaignId, organisationId, day: morning.day, matched: 40, enrolled: 12 },
      { campaignId: thread.campaignId, organisationId, day: morning.at(-24).toISOString().slice(0, 10), enrolled: 30 },
    ]);
    context.clock.set(morning.runAt);

    await runJob();

    const mails = await digestsTo(organisationId);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([owner.email, admin.email].sort());
    expect(mails.map((mail) => mail.to_address)).not.toContain(member.email);
    expect(mails.map((mail) => mail.to_address)).not.toContain(gone.email);
    const mail = mails.find((found) => found.to_address === owner.email);
    // 2 drafts + 2 escalations + 2 sequence emails wait.
    expect(mail?.subject).toBe('Autopilot yesterday: 3 answers sent, 6 wait for you');
    const text = mail?.text_body ?? '';
    const campaignLink = `http://leadpilot.test/campaigns/${thread.campaignId}/autopilot`;
    expect(text).toContain(`Hello ${owner.userData.name},`);
    expect(text).toContain(`Q3 <b>logistics</b> & co (${campaignLink})`);
    expect(text).toContain(`- 3 answers sent: ${campaignLink}`);
    expect(text).toContain('- 2 drafts wait for your approval: http://leadpilot.test/approvals');
    expect(text).toContain('- 2 replies wait for a person to answer: http://leadpilot.test/approvals');
    expect(text).toContain('    Priya Nair: pricing question');
    expect(text).toContain('    Sam Roe: pricing question, contract question');
    expect(text).toContain(`- 2 prospects paused: ${campaignLink}`);
    expect(text).toContain('    <script>alert("x")</script>: out of office until Monday 9 June 2031');
    expect(text).toContain('    Kim Lo: not now, follow up on Monday 1 September 2031');
    expect(text).toContain(`- 1 sequence stopped: ${campaignLink}`);
    expect(text).toContain('- 2 sequence emails wait for review: http://leadpilot.test/approvals');
    expect(text).toContain(`- 12 new prospects enrolled by daily prospecting: ${campaignLink}`);

    const html = mail?.html_body ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>logistics');
    expect(html).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;: out of office until Monday 9 June 2031',
    );
    expect(html).toContain(`<a href="${campaignLink}">Q3 &#60;b&#62;logistics&#60;/b&#62; &#38; co</a>`);
    expect(html).toContain('<a href="http://leadpilot.test/approvals">2 drafts wait for your approval</a>');
    expect(html).toContain(`<a href="${campaignLink}">12 new prospects enrolled by daily prospecting</a>`);
    expect(mails.find((found) => found.to_address === admin.email)?.text_body).toContain(
      `Hello ${admin.userData.name},`,
    );

    const [row] = await digestRow(organisationId);
    expect(row).toMatchObject({ day: morning.day, recipients: 2, sentAt: morning.runAt });
  });

  it('never shows another organisation’s campaigns or prospects, nor mails its people', async () => {
    const first = await team();
    const second = await team();
    const morning = nextDigestMorning();
    await context.db.update(campaigns).set({ name: 'First campaign' }).where(eq(campaigns.id, first.thread.campaignId));
    await context.db
      .update(campaigns)
      .set({ name: 'Second campaign' })
      .where(eq(campaigns.id, second.thread.campaignId));
    await replyAction(first.thread, {
      kind: 'send_now',
      status: 'sent',
      createdAt: morning.at(8),
      sentAt: morning.at(8),
    });
    await replyAction(second.thread, {
      kind: 'escalate',
      status: 'escalated',
      createdAt: morning.at(9),
      prospectName: 'Secret Prospect',
      escalations: [{ code: 'legal_request', words: 'Legal.', evidence: ['lawyer'] }],
    });
    context.clock.set(morning.runAt);

    await runJob();

    const firstMails = await digestsTo(first.organisationId);
    const secondMails = await digestsTo(second.organisationId);
    expect(firstMails.map((mail) => mail.to_address).sort()).toEqual([first.owner.email, first.admin.email].sort());
    expect(secondMails.map((mail) => mail.to_address).sort()).toEqual([second.owner.email, second.admin.email].sort());
    for (const mail of firstMails) {
      expect(mail.subject).toBe('Autopilot yesterday: 1 answer sent');
      expect(mail.text_body).toContain('First campaign');
      expect(`${mail.text_body}${mail.html_body}`).not.toMatch(/Second campaign|Secret Prospect|legal/);
      expect(mail.text_body).not.toContain(second.thread.campaignId);
    }
    for (const mail of secondMails) {
      expect(mail.subject).toBe('Autopilot yesterday: 1 waits for you');
      expect(mail.text_body).toContain('Secret Prospect: legal or data-protection request');
      expect(`${mail.text_body}${mail.html_body}`).not.toMatch(/First campaign|answer sent/);
    }
  });

  it('sends nothing on a quiet day', async () => {
    const { organisationId, thread } = await team();
    const morning = nextDigestMorning();
    // A bounce recorded yesterday (nothing to report), a draft approved and sent two days ago.
    await replyAction(thread, { kind: 'none', status: 'recorded', createdAt: morning.at(10) });
    await replyAction(thread, {
      kind: 'draft_for_review',
      status: 'sent',
      createdAt: morning.at(-30),
      sentAt: morning.at(-28),
    });
    context.clock.set(morning.runAt);

    const run = await sendDailyDigests(digestDeps(createSandboxTransport(context.db)));

    expect(run.outcomes).toEqual([{ organisationId, day: morning.day, outcome: 'quiet' }]);
    expect(await digestsTo(organisationId)).toHaveLength(0);
    expect(await digestRow(organisationId)).toHaveLength(0);
  });

  it('sends one digest per organisation and day however often, and however many workers, run the job', async () => {
    const { owner, admin, organisationId, thread } = await team();
    const morning = nextDigestMorning();
    await replyAction(thread, { kind: 'stop_sequence', status: 'recorded', createdAt: morning.at(7) });
    await context.db
      .insert(autopilotProspectingRuns)
      .values({ campaignId: thread.campaignId, organisationId, day: morning.day, enrolled: 5 });
    context.clock.set(morning.runAt);

    await Promise.all([runJob(), runJob()]);
    await runJob();
    context.clock.advance(hours(2));
    await runJob();

    const mails = await digestsTo(organisationId);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([owner.email, admin.email].sort());
    expect(mails[0]?.subject).toBe('Autopilot yesterday: 5 new prospects enrolled, 1 sequence stopped');
    const rows = await digestRow(organisationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipients: 2, sentAt: morning.runAt });
  });

  it('keeps a failed digest claimed and unsent, then sends it once stale without mailing anyone twice', async () => {
    const { owner, admin, organisationId, thread } = await team();
    const morning = nextDigestMorning();
    await replyAction(thread, { kind: 'send_now', status: 'sent', createdAt: morning.at(5), sentAt: morning.at(5) });
    context.clock.set(morning.runAt);
    const sandbox = createSandboxTransport(context.db);
    const failingForAdmin: MailTransport = {
      name: 'failing',
      async send(mail) {
        if (mail.to === admin.email) throw new Error('The mail server refused the connection.');
        return sandbox.send(mail);
      },
    };

    const failed = await sendDailyDigests(digestDeps(failingForAdmin));
    expect(failed.failed).toBe(1);
    expect((await digestsTo(organisationId)).map((mail) => mail.to_address)).toEqual([owner.email]);
    expect(await digestRow(organisationId)).toMatchObject([{ sentAt: null, recipients: 0 }]);
    await expect(runJob()).resolves.toBeUndefined();
    expect((await digestsTo(organisationId)).map((mail) => mail.to_address)).toEqual([owner.email]);

    // The job fails while a digest fails, so the queue retries it.
    context.clock.advance(staleClaimMs + 60_000);
    const failingJob = sendDailyDigests(digestDeps(failingForAdmin));
    expect((await failingJob).outcomes).toContainEqual({ organisationId, day: morning.day, outcome: 'failed' });

    context.clock.advance(staleClaimMs + 60_000);
    const retried = await sendDailyDigests(digestDeps(sandbox));
    expect(retried.outcomes).toContainEqual({ organisationId, day: morning.day, outcome: 'sent' });
    const mails = await digestsTo(organisationId);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([owner.email, admin.email].sort());
    expect(await digestRow(organisationId)).toMatchObject([{ recipients: 2, sentAt: context.clock.now() }]);
  });

  it('retries an unsent claim in the next day’s run', async () => {
    const { admin, organisationId, thread } = await team();
    const morning = nextDigestMorning();
    await replyAction(thread, { kind: 'send_now', status: 'sent', createdAt: morning.at(5), sentAt: morning.at(5) });
    context.clock.set(morning.runAt);
    const refusing: MailTransport = {
      name: 'refusing',
      async send() {
        throw new Error('The mail server is down.');
      },
    };
    expect((await sendDailyDigests(digestDeps(refusing))).failed).toBe(1);
    expect(await digestsTo(organisationId)).toHaveLength(0);

    context.clock.advance(days(1));
    await runJob();
    const mails = await digestsTo(organisationId);
    expect(mails.map((mail) => mail.to_address)).toContain(admin.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/^Autopilot on \w+day \d+ \w+ \d{4}: 1 answer sent$/);
    expect(await digestRow(organisationId)).toMatchObject([{ day: morning.day, recipients: 2 }]);
  });
});
