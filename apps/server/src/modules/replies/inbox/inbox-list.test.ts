import type { InboxCounts, InboxItem, InboxPage, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { inboundMessages } from '../../../db/schema.ts';
import { days } from '../../../platform/clock.ts';
import { campaignThread, inboxClient, storeInbound } from './inbox-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let other: LoginReply;
let inbox: ReturnType<typeof inboxClient>;
let thread: Awaited<ReturnType<typeof campaignThread>>;
let base: { organisationId: string; mailboxId: string };

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  other = await context.signup();
  inbox = inboxClient(context, owner);
  thread = await campaignThread(context, owner, 'grace@globex.test');
  base = { organisationId: owner.userData.organisation.id, mailboxId: thread.mailbox.id };
}, 120_000);
afterAll(() => context.close());

/** Each test reads its own messages: a word only its rows carry. */
const only = (word: string, query = '') => `q=${word}${query ? `&${query}` : ''}`;

describe('the inbox list', () => {
  it('lists the organisation’s messages newest first, each with its label, campaign, mailbox and snippet', async () => {
    const older = await storeInbound(context, base, {
      subject: 'Re: listing older',
      minutesAgo: 30,
      campaignId: thread.campaignId,
      enrolmentId: thread.enrolmentId,
      sendLedgerId: thread.sendLedgerId,
    });
    const newer = await storeInbound(context, base, {
      subject: 'Re: listing newer',
      text: '  Out of   office\nuntil Monday ',
      kind: 'auto_reply',
      label: null,
      minutesAgo: 10,
    });
    const reply = await inbox.list(only('listing'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(reply.body.nextCursor).toBeNull();
    expect(reply.body.data[1]).toMatchObject({
      label: 'interested',
      classifierLabel: 'interested',
      labelOverride: null,
      confidence: 0.82,
      kind: 'reply',
      state: 'open',
      campaignId: thread.campaignId,
      campaignName: expect.stringContaining('Replies'),
      mailboxEmail: thread.mailbox.email,
      fromName: 'Grace Hopper',
    });
    expect(reply.body.data[0]).toMatchObject({ snippet: 'Out of office until Monday', label: null, campaignId: null });
    // Another organisation sees none of them.
    expect((await inboxClient(context, other).ids(only('listing'))).length).toBe(0);
  });

  it('pages by cursor without repeating or skipping a message', async () => {
    const stored = [];
    for (let index = 0; index < 5; index++) {
      stored.push(await storeInbound(context, base, { subject: `paging ${index}`, minutesAgo: 100 + index }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: InboxPage } = await inbox.list(
        only('paging', `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      );
      seen.push(...page.body.data.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(stored.map((row) => row.id));
  });

  it('filters by effective label, kind, campaign, mailbox and words, and counts each label', async () => {
    const question = await storeInbound(context, base, { subject: 'filtering question', label: 'question' });
    const overridden = await storeInbound(context, base, { subject: 'filtering override', label: 'not_now' });
    const bounce = await storeInbound(context, base, { subject: 'filtering bounce', kind: 'bounce', label: null });
    await context.db
      .update(inboundMessages)
      .set({ labelOverride: 'question' })
      .where(eq(inboundMessages.id, overridden.id));
    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(await inbox.ids(only('filtering', 'label=question')))).toEqual(sorted([question.id, overridden.id]));
    expect(await inbox.ids(only('filtering', 'label=not_now'))).toEqual([]);
    expect(await inbox.ids(only('filtering', 'kind=bounces'))).toEqual([bounce.id]);
    expect((await inbox.ids(only('filtering', 'kind=replies'))).length).toBe(2);
    expect((await inbox.ids(only('filtering', `mailboxId=${base.mailboxId}`))).length).toBe(3);
    expect(await inbox.ids(only('filtering', `campaignId=${thread.campaignId}`))).toEqual([]);
    expect(await inbox.ids('q=FILTERING%20BOUNCE')).toEqual([bounce.id]);
    expect(await inbox.ids('q=grace%40globex')).toEqual(expect.arrayContaining([question.id]));

    const counts = await inbox.get<{ data: InboxCounts }>(`/counts?${only('filtering')}`);
    expect(counts.status).toBe(200);
    expect(counts.body.data).toMatchObject({ total: 3, unlabelled: 1, labels: { question: 2, not_now: 0 } });
  });

  it('answers 404 for a campaign or mailbox filter of another organisation, 400 for bad filters', async () => {
    const theirs = await campaignThread(context, other, 'alan@initech.test');
    expect((await inbox.list(`campaignId=${theirs.campaignId}`)).status).toBe(404);
    expect((await inbox.list(`mailboxId=${theirs.mailbox.id}`)).status).toBe(404);
    expect((await inbox.get(`/counts?mailboxId=${theirs.mailbox.id}`)).status).toBe(404);
    for (const query of ['label=happy', 'kind=spam', 'state=later', 'limit=0', 'cursor=abc', 'campaignId=1']) {
      const reply = await inbox.list(query);
      expect(reply.status, query).toBe(400);
      expect((reply.body as unknown as { message: string }).message, query).toEqual(expect.any(String));
    }
  });
});

describe('what a person does with a message', () => {
  const stateOf = async (id: string) =>
    (await context.db.select().from(inboundMessages).where(eq(inboundMessages.id, id)))[0];

  it('overrides the label apart from the classifier’s, and clearing it returns to the classifier’s', async () => {
    const row = await storeInbound(context, base, { subject: 'override me', label: 'not_interested' });
    const set = await inbox.put<{ data: InboxItem; message: string }>(`/${row.id}/label`, { label: 'meeting_request' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ label: 'meeting_request', classifierLabel: 'not_interested' });
    expect(set.body.message).toBe('Labelled Meeting request.');
    expect(await stateOf(row.id)).toMatchObject({
      label: 'not_interested',
      labelOverride: 'meeting_request',
      overrideBy: owner.userData.id,
      overrideAt: context.clock.now(),
    });
    expect(await inbox.ids(only('override', 'label=meeting_request'))).toEqual([row.id]);
    const cleared = await inbox.put<{ data: InboxItem }>(`/${row.id}/label`, { label: null });
    expect(cleared.body.data).toMatchObject({ label: 'not_interested', labelOverride: null });
    expect(await stateOf(row.id)).toMatchObject({ labelOverride: null, overrideBy: null, overrideAt: null });
    expect((await inbox.put(`/${row.id}/label`, { label: 'maybe' })).status).toBe(400);
    expect((await inbox.put(`/${row.id}/label`, { label: null, extra: 1 })).status).toBe(400);
  });

  it('snoozes a message out of the open list until the clock passes its time', async () => {
    const row = await storeInbound(context, base, { subject: 'snooze me' });
    // Ten minutes: the session's access token outlives it.
    const until = new Date(context.clock.now().getTime() + 10 * 60_000);
    const snoozed = await inbox.post<{ data: InboxItem }>(`/${row.id}/snooze`, { until: until.toISOString() });
    expect(snoozed.status, JSON.stringify(snoozed.body)).toBe(200);
    expect(snoozed.body.data).toMatchObject({ state: 'snoozed', snoozedUntil: until.toISOString() });
    expect(await inbox.ids(only('snooze'))).toEqual([]);
    expect(await inbox.ids(only('snooze', 'state=snoozed'))).toEqual([row.id]);

    context.clock.advance(10 * 60_000 + 1000);
    expect(await inbox.ids(only('snooze'))).toEqual([row.id]);
    expect(await inbox.ids(only('snooze', 'state=snoozed'))).toEqual([]);

    const past = new Date(context.clock.now().getTime() - 60_000).toISOString();
    const refused = await inbox.post<{ message: string }>(`/${row.id}/snooze`, { until: past });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Choose a time in the future to snooze until.');
    expect((await inbox.post(`/${row.id}/snooze`, { until: 'tomorrow' })).status).toBe(400);
  });

  it('marks a message handled and opens it again', async () => {
    const row = await storeInbound(context, base, { subject: 'handle me' });
    const handled = await inbox.post<{ data: InboxItem }>(`/${row.id}/handled`, { handled: true });
    expect(handled.body.data.state).toBe('handled');
    expect(await inbox.ids(only('handle'))).toEqual([]);
    expect(await inbox.ids(only('handle', 'state=handled'))).toEqual([row.id]);
    expect((await inbox.ids(only('handle', 'state=all'))).length).toBe(1);
    const reopened = await inbox.post<{ data: InboxItem }>(`/${row.id}/handled`, { handled: false });
    expect(reopened.body.data.state).toBe('open');
    expect(await inbox.ids(only('handle'))).toEqual([row.id]);
  });

  it('deletes a message as a tombstone that is no longer listed, and restores it', async () => {
    const row = await storeInbound(context, base, { subject: 'delete me' });
    expect((await inbox.remove(row.id)).status).toBe(200);
    expect((await stateOf(row.id))?.deletedAt).toEqual(context.clock.now());
    expect(await inbox.ids(only('delete', 'state=all'))).toEqual([]);
    expect((await inbox.get(`/${row.id}`)).status).toBe(404);
    expect((await inbox.remove(row.id)).status).toBe(404);
    const restored = await inbox.post<{ data: InboxItem }>(`/${row.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await inbox.ids(only('delete'))).toEqual([row.id]);
  });

  it('answers 404 to another organisation for every action on the message', async () => {
    const row = await storeInbound(context, base, { subject: 'not theirs' });
    const theirs = inboxClient(context, other);
    const answers = await Promise.all([
      theirs.get(`/${row.id}`),
      theirs.put(`/${row.id}/label`, { label: 'question' }),
      theirs.post(`/${row.id}/handled`, { handled: true }),
      theirs.post(`/${row.id}/snooze`, { until: new Date(context.clock.now().getTime() + days(1)).toISOString() }),
      theirs.post(`/${row.id}/reply`, { bodyHtml: '<p>Hi</p>', idempotencyKey: `key-${context.unique()}` }),
      theirs.post(`/${row.id}/restore`),
      theirs.remove(row.id),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await stateOf(row.id)).toMatchObject({ labelOverride: null, handledAt: null, deletedAt: null });
  });
});
