import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { mailboxes } from '../../db/schema.ts';
import { sandboxMailbox } from '../campaigns/campaigns-test-support.ts';
import { replySyncJob } from '../replies/index.ts';
import {
  type ActionReply,
  actionFor,
  actionsOf,
  autopilotClient,
  autopilotThread,
  mailTo,
  runHook,
  runSendJob,
  storeReply,
} from './autopilot-engine-test-support.ts';
import { decideMissedReplies } from './missed-replies.ts';

/**
 * The autopilot acting on replies: one decision per message, recorded with its reasons and
 * sources; each mode (review → approve → sent once in the thread; auto with undo → undone, nothing
 * sent; full auto → sent); locked escalations never sent; nothing sent while the kill switch is on.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context?.close());

const salesforce = 'Thanks for reaching out. Does Notewell integrate with Salesforce? We are on Sales Cloud.';
const minutes = (count: number) => count * 60_000;

describe('the autopilot’s decisions on replies', () => {
  it('records one decision per message, with its reasons and sources, however often the hook runs', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'review' });
    const reply = await storeReply(context, thread, salesforce);
    await runHook(context, reply);
    await runHook(context, reply);
    expect(await decideMissedReplies({ db: context.db, clock: context.clock })).toBe(0);
    const rows = await actionsOf(context, thread.campaignId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'draft_for_review',
      status: 'pending',
      subject: 'Re: Call notes for your team',
      prospectEmail: thread.prospect,
      idempotencyKey: `autopilot:${reply.id}`,
    });
    expect(rows[0]?.bodyText).toMatch(/^Hi Dana,/);
    const listed = await autopilotClient(context, owner)<{ data: ActionReply['data'][]; total: number }>(
      'GET',
      `/autopilot/actions?queue=open&campaignId=${thread.campaignId}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    const [view] = listed.body.data;
    expect(view?.reasons.map((reason) => reason.rule)).toEqual(['answered_from_knowledge', 'mode_review']);
    expect(view?.sources.facts[0]).toMatchObject({ id: 'faq.salesforce.1', source: expect.stringMatching(/^FAQ: /) });
  });

  it('sends an approved draft once, in the prospect’s thread, from the thread’s mailbox', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'review' });
    const reply = await storeReply(context, thread, salesforce);
    await runHook(context, reply);
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(0);

    const action = await actionFor(context, reply.id);
    const call = autopilotClient(context, owner);
    const edited = `${action.bodyHtml}<p>PS: happy to show you on a call.</p>`;
    const approved = await call<ActionReply>('POST', '/autopilot/actions/approve', { id: action.id, bodyHtml: edited });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', isEditedByPerson: true });
    await runSendJob(context);
    await runSendJob(context);
    const sent = await mailTo(context, thread.prospect);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fromAddress).toContain(thread.mailbox.email);
    expect(sent[0]?.raw).toContain(`In-Reply-To: ${thread.threadMessageId}`);
    expect(sent[0]?.htmlBody).toContain('PS: happy to show you on a call.');
    expect(await actionFor(context, reply.id)).toMatchObject({ status: 'sent', statusReason: '' });

    // Approving again is refused: it was sent.
    const again = await call<{ message: string }>('POST', '/autopilot/actions/approve', { id: action.id });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/already sent/);
  });

  it('auto with undo: an answer undone before its delay is never sent; one left alone leaves after it', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'auto_with_undo', undoDelayMinutes: 3 });
    const undone = await storeReply(context, thread, salesforce);
    await runHook(context, undone);
    const scheduled = await actionFor(context, undone.id);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.sendAt?.getTime()).toBe(context.clock.now().getTime() + minutes(3));

    const call = autopilotClient(context, owner);
    const undo = await call<ActionReply>('POST', '/autopilot/actions/undo', { id: scheduled.id });
    expect(undo.status).toBe(200);
    expect(undo.body.data.status).toBe('cancelled');
    context.clock.advance(minutes(4));
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(0);

    const kept = await storeReply(context, thread, 'How long do you keep the call recordings?');
    await runHook(context, kept);
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(0);
    context.clock.advance(minutes(4));
    const late = await call<{ message: string }>('POST', '/autopilot/actions/undo', {
      id: (await actionFor(context, kept.id)).id,
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/Too late to undo/);
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(1);
    expect((await actionFor(context, kept.id)).status).toBe('sent');
  });

  it('full auto: sends the answer with the next run, once', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'full_auto' });
    const reply = await storeReply(context, thread, salesforce);
    await runHook(context, reply);
    expect((await actionFor(context, reply.id)).status).toBe('scheduled');
    await runSendJob(context);
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(1);
    expect((await actionFor(context, reply.id)).status).toBe('sent');
  });

  it('escalates a pricing question in full auto and never sends it, even asked to without an answer', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'full_auto' });
    const reply = await storeReply(context, thread, 'Looks useful. How much would it be for a team of 25?');
    await runHook(context, reply);
    const action = await actionFor(context, reply.id);
    expect(action).toMatchObject({ kind: 'escalate', status: 'escalated', bodyHtml: '' });
    expect(action.escalations).toEqual([expect.objectContaining({ code: 'pricing_question' })]);
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(0);
    const approve = await autopilotClient(context, owner)<{ message: string }>('POST', '/autopilot/actions/approve', {
      id: action.id,
    });
    expect(approve.status).toBe(422);
    expect(approve.body.message).toMatch(/Write the answer/);
    expect(await mailTo(context, thread.prospect)).toHaveLength(0);
  });

  it('sends nothing while the kill switch is on: new answers wait, due ones go back to the queue', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'auto_with_undo', undoDelayMinutes: 5 });
    const before = await storeReply(context, thread, salesforce);
    await runHook(context, before);
    const call = autopilotClient(context, owner);
    expect((await call('POST', '/autopilot/kill-switch', { isOn: true })).status).toBe(200);

    const during = await storeReply(context, thread, 'How long do you keep the call recordings?');
    await runHook(context, during);
    expect(await actionFor(context, during.id)).toMatchObject({ kind: 'draft_for_review', status: 'pending' });
    context.clock.advance(minutes(6));
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(0);
    const held = await actionFor(context, before.id);
    expect(held).toMatchObject({ status: 'pending', sendAt: null });
    expect(held.statusReason).toMatch(/kill switch was on/);
    const approve = await call<{ message: string }>('POST', '/autopilot/actions/approve', { id: held.id });
    expect(approve.status).toBe(422);
    expect(approve.body.message).toMatch(/kill switch is on/);

    expect((await call('POST', '/autopilot/kill-switch', { isOn: false })).status).toBe(200);
    expect((await call('POST', '/autopilot/actions/approve', { id: held.id })).status).toBe(200);
    await runSendJob(context);
    expect(await mailTo(context, thread.prospect)).toHaveLength(1);
  });

  it('answers 404 for another organisation’s action and 400 with a message for bad input', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'review' });
    const reply = await storeReply(context, thread, salesforce);
    await runHook(context, reply);
    const action = await actionFor(context, reply.id);
    const stranger = autopilotClient(context, await context.signup());
    for (const verb of ['approve', 'reject', 'undo']) {
      const answer = await stranger<{ message: string }>('POST', `/autopilot/actions/${verb}`, { id: action.id });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('This autopilot action was not found.');
    }
    const list = await stranger<{ message: string }>('GET', `/autopilot/actions?campaignId=${thread.campaignId}`);
    expect(list.status).toBe(404);
    expect(list.body.message).toBe('This campaign was not found.');
    const everything = await stranger<{ total: number }>('GET', '/autopilot/actions');
    expect(everything.body.total).toBe(0);

    const call = autopilotClient(context, owner);
    const empty = await call<{ message: string }>('POST', '/autopilot/actions/approve', {
      id: action.id,
      subject: ' ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Enter a subject/);
    const noId = await call<{ message: string }>('POST', '/autopilot/actions/reject', { reason: 'no' });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBeTruthy();
    expect((await actionFor(context, reply.id)).status).toBe('pending');
  });

  it('decides a reply the reader’s job stores, after its effects stopped the sequence', async () => {
    const owner = await context.signup();
    const thread = await autopilotThread(context, owner, { mode: 'review' });
    const prospectMailbox = await sandboxMailbox(context, owner, thread.prospect);
    const [row] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, prospectMailbox.id));
    if (!row) throw new Error('no mailbox');
    const client = await context.app.services.mailboxClients.clientFor(row);
    await client.send({
      idempotencyKey: `reply-${context.unique()}`,
      from: { name: 'Dana Lee', address: thread.prospect },
      to: thread.mailbox.email,
      subject: 'Re: Call notes for your team',
      text: 'Does Notewell integrate with Salesforce?',
      html: '<p>Does Notewell integrate with Salesforce?</p>',
      inReplyTo: thread.threadMessageId,
    });
    await replySyncJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });
    const [decided] = await actionsOf(context, thread.campaignId);
    expect(decided).toMatchObject({ kind: 'draft_for_review', status: 'pending', prospectEmail: thread.prospect });
  });
});
