import type { Mailbox, MailboxDetail } from '@leadpilot/contracts';
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { mailboxes, mailboxSends, warmupMessages } from '../../db/schema.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createMailboxClientFactory, plannedWarmupFor } from '../mailboxes/index.ts';
import { subjectWithoutToken } from './warmup-content.ts';
import { createDatabaseWarmupEngine, type WarmupEngine } from './warmup-engine.ts';

let context: TestContext;
let engine: WarmupEngine;
const logLines: { details: object; message: string }[] = [];

const hour = 3_600_000;
const day = 24 * hour;
/** A Monday, so the weekday windows below are easy to read. */
const firstDay = new Date('2026-03-02T00:00:00Z');

beforeAll(async () => {
  context = await createTestContext();
  engine = createDatabaseWarmupEngine({
    db: context.db,
    clock: context.clock,
    clients: createMailboxClientFactory({ db: context.db, secretBox: createSecretBox(context.config.ENCRYPTION_KEY) }),
    tokenSecret: context.config.JWT_SECRET,
    missingAfterMs: 3 * hour,
    replyPercent: 30,
    log: {
      info: (details, message) => logLines.push({ details, message }),
      warn: (details, message) => logLines.push({ details, message }),
    },
  });
});
afterAll(() => context.close());

type NewMailbox = Partial<typeof mailboxes.$inferInsert> & { organisationId: string; email: string };

async function addMailbox(values: NewMailbox) {
  const [row] = await context.db
    .insert(mailboxes)
    .values({ mode: 'Email', kind: 'sandbox', senderName: '', ...values })
    .returning();
  if (!row) throw new Error('mailbox insert returned nothing');
  return row;
}

/** A fresh access token at the clock's current time (the simulated days outlive the first one). */
async function signIn(account: { email: string; password: string }) {
  const reply = await context.call<{ accessToken: string }>('POST', '/api/v1/login', {
    body: { email: account.email, password: account.password },
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  return reply.body.accessToken;
}

const setWarmup = (token: string, body: { id: string; enabled: boolean; dailyTarget?: number }) =>
  context.call<{ message: string; data: Mailbox }>('POST', '/api/v1/organisation/emails/warmup', { token, body });

/** Runs the engine every `stepMinutes` from `from` until `to`. */
async function tickBetween(from: Date, to: Date, stepMinutes = 30) {
  for (let time = from.getTime(); time < to.getTime(); time += stepMinutes * 60_000) {
    context.clock.set(new Date(time));
    await engine.runWarmupTick();
  }
}

async function warmupSentBy(mailboxId: string, from: Date, to: Date) {
  return context.db
    .select()
    .from(warmupMessages)
    .where(
      and(eq(warmupMessages.fromMailboxId, mailboxId), gte(warmupMessages.sentAt, from), lt(warmupMessages.sentAt, to)),
    );
}

describe('warm-up between sandbox mailboxes of different organisations', () => {
  it('follows the ramp day by day, spreads across partners, checks, answers, scores, and stops when told', async () => {
    context.clock.set(new Date(firstDay.getTime() + 60_000));
    const north = await context.signup({ organisationName: 'North Ltd' });
    const south = await context.signup({ organisationName: 'South Ltd' });
    // Ann sends 08:00–18:00 London time every day; Ben and Cy all day.
    const ann = await addMailbox({
      organisationId: north.userData.organisation.id,
      email: 'ann@north.test',
      senderName: 'Ann North',
      sendingWindow: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6, 7], timeZone: 'Europe/London' },
    });
    const ben = await addMailbox({ organisationId: south.userData.organisation.id, email: 'ben@south.test' });
    const cy = await addMailbox({ organisationId: south.userData.organisation.id, email: 'cy@south.test' });
    // Not opted in: never written to.
    const idle = await addMailbox({ organisationId: south.userData.organisation.id, email: 'idle@south.test' });

    const started = await setWarmup(north.accessToken, { id: ann.id, enabled: true, dailyTarget: 8 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.message).toContain('2 messages today');
    expect(started.body.data.warmup).toMatchObject({
      enabled: true,
      state: 'ramping',
      dailyTarget: 8,
      todayPlanned: 2,
    });
    for (const mailbox of [ben, cy]) {
      expect((await setWarmup(south.accessToken, { id: mailbox.id, enabled: true, dailyTarget: 8 })).status).toBe(200);
    }

    for (let index = 0; index < 4; index += 1) {
      const dayStart = new Date(firstDay.getTime() + index * day);
      await tickBetween(dayStart, new Date(dayStart.getTime() + day));
      const planned = plannedWarmupFor(index, 8);
      for (const mailbox of [ann, ben, cy]) {
        const sent = await warmupSentBy(mailbox.id, dayStart, new Date(dayStart.getTime() + day));
        expect(sent.length, `${mailbox.email} on day ${index}`).toBe(planned);
      }
      const annSent = await warmupSentBy(ann.id, dayStart, new Date(dayStart.getTime() + day));
      for (const message of annSent) {
        expect(message.sentAt.getUTCHours()).toBeGreaterThanOrEqual(8);
        expect(message.sentAt.getUTCHours()).toBeLessThan(18);
      }
    }

    const all = await context.db.select().from(warmupMessages);
    expect(all.every((message) => message.fromMailboxId !== message.toMailboxId)).toBe(true);
    expect(all.some((message) => message.toMailboxId === idle.id || message.fromMailboxId === idle.id)).toBe(false);
    // Pairing evens out what Ann writes (first messages and answers) across her two partners.
    const fromAnn = all.filter((message) => message.fromMailboxId === ann.id);
    const toBen = fromAnn.filter((message) => message.toMailboxId === ben.id).length;
    const toCy = fromAnn.filter((message) => message.toMailboxId === cy.id).length;
    expect(Math.abs(toBen - toCy)).toBeLessThanOrEqual(2);
    expect(toBen + toCy).toBeGreaterThan(0);

    // The receiving side found each message in the inbox and opened it; some were answered in the thread.
    const checked = all.filter((message) => message.landedIn !== null);
    expect(checked.length).toBeGreaterThan(all.length / 2);
    expect(checked.every((message) => message.landedIn === 'inbox' && message.openedAt !== null)).toBe(true);
    const answers = all.filter((message) => message.inReplyToId !== null);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const original = all.find((message) => message.id === answer.inReplyToId);
      expect(original?.repliedAt).not.toBeNull();
      expect(answer.fromMailboxId).toBe(original?.toMailboxId);
      expect(answer.toMailboxId).toBe(original?.fromMailboxId);
      expect(answer.subject).toBe(`Re: ${subjectWithoutToken(original?.subject ?? '')} [${answer.token}]`);
    }
    expect(answers.every((answer) => all.every((message) => message.inReplyToId !== answer.id))).toBe(true);

    // Each message went out through the mailbox's one send path, with its token in the subject and no link.
    const sends = await context.db.select().from(mailboxSends).where(eq(mailboxSends.purpose, 'warmup'));
    expect(sends.length).toBe(all.length);
    const delivered = await context.database.query<{ raw: string; subject: string }>(
      `select raw, subject from sandbox_messages where to_address = 'ben@south.test' order by created_at`,
    );
    expect(delivered.length).toBe(all.filter((message) => message.toMailboxId === ben.id).length);
    for (const copy of delivered) {
      const sent = all.find((message) => message.subject === copy.subject);
      expect(copy.subject).toContain(`[${sent?.token}]`);
      expect(copy.raw).not.toMatch(/https?:\/\/|www\./);
    }
    expect(new Set(delivered.map((copy) => subjectWithoutToken(copy.subject))).size).toBeGreaterThan(3);

    // The score reads the checked messages; today's figures read the sends.
    context.clock.set(new Date(firstDay.getTime() + 3 * day + 20 * hour));
    const detail = await context.call<{ data: MailboxDetail }>('GET', `/api/v1/organisation/emails/${ann.id}`, {
      token: await signIn(north),
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.warmup).toMatchObject({ score: 100, todaySent: plannedWarmupFor(3, 8), todayPlanned: 8 });
    const history = detail.body.data.warmupHistory.filter((entry) => entry.sent > 0);
    expect(history.map((entry) => entry.day)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(history.map((entry) => entry.sent)).toEqual([0, 1, 2, 3].map((index) => plannedWarmupFor(index, 8)));
    const sum = (pick: (entry: (typeof history)[number]) => number) =>
      detail.body.data.warmupHistory.reduce((total, entry) => total + pick(entry), 0);
    expect(sum((entry) => entry.received)).toBe(all.filter((message) => message.toMailboxId === ann.id).length);
    expect(sum((entry) => entry.inbox)).toBe(
      all.filter((message) => message.fromMailboxId === ann.id && message.landedIn === 'inbox').length,
    );

    // Day 4: Ann is deactivated; she sends nothing and nobody writes to her, the others carry on.
    await context.db.update(mailboxes).set({ status: 'deactivated' }).where(eq(mailboxes.id, ann.id));
    const day4 = new Date(firstDay.getTime() + 4 * day);
    await tickBetween(day4, new Date(day4.getTime() + day));
    const day4End = new Date(day4.getTime() + day);
    expect(await warmupSentBy(ann.id, day4, day4End)).toHaveLength(0);
    const toAnn = (await warmupSentBy(ben.id, day4, day4End)).filter((message) => message.toMailboxId === ann.id);
    expect(toAnn).toHaveLength(0);
    expect(await warmupSentBy(ben.id, day4, day4End)).toHaveLength(plannedWarmupFor(4, 8));

    // Day 5: Cy stops through the route; Ben has nobody left to write to.
    const southToken = await signIn(south);
    const stopped = await setWarmup(southToken, { id: cy.id, enabled: false });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.warmup).toMatchObject({ enabled: false, state: 'off' });
    const day5 = new Date(firstDay.getTime() + 5 * day);
    await tickBetween(day5, new Date(day5.getTime() + 12 * hour));
    expect(await warmupSentBy(cy.id, day5, new Date(day5.getTime() + day))).toHaveLength(0);
    expect(await warmupSentBy(ben.id, day5, new Date(day5.getTime() + day))).toHaveLength(0);

    // Cy starts again: the ramp continues from the first start, and both resume in the afternoon.
    const restarted = await setWarmup(await signIn(south), { id: cy.id, enabled: true });
    expect(restarted.status).toBe(200);
    expect(restarted.body.data.warmup.startedAt).toBe(started.body.data.warmup.startedAt);
    expect(restarted.body.data.warmup).toMatchObject({ state: 'steady', todayPlanned: 8 });
    await tickBetween(new Date(day5.getTime() + 12 * hour), new Date(day5.getTime() + day));
    expect((await warmupSentBy(cy.id, day5, new Date(day5.getTime() + day))).length).toBeGreaterThan(0);
    expect((await warmupSentBy(cy.id, day5, new Date(day5.getTime() + day))).length).toBeLessThanOrEqual(8);
  });

  it('never sends past the daily limit it shares with campaigns, and a retried tick sends nothing twice', async () => {
    context.clock.set(new Date('2026-04-06T00:01:00Z'));
    const team = await context.signup();
    const organisationId = team.userData.organisation.id;
    const dee = await addMailbox({ organisationId, email: 'dee@limit.test', dailyLimit: 6 });
    const eve = await addMailbox({ organisationId, email: 'eve@limit.test', dailyLimit: 6 });
    for (const mailbox of [dee, eve]) {
      const reply = await setWarmup(team.accessToken, { id: mailbox.id, enabled: true, dailyTarget: 6 });
      expect(reply.status).toBe(200);
    }
    // Started ten days ago: the ramp asks for the full 6 today.
    await context.db
      .update(mailboxes)
      .set({ warmupStartedAt: new Date('2026-03-27T00:00:00Z') })
      .where(eq(mailboxes.organisationId, organisationId));
    // Campaigns already used 4 of Dee's 6 today.
    await context.db.insert(mailboxSends).values(
      Array.from({ length: 4 }, (_, index) => ({
        mailboxId: dee.id,
        purpose: 'campaign' as const,
        idempotencyKey: `campaign-${dee.id}-${index}`,
        toAddress: `prospect${index}@example.test`,
        sentAt: new Date('2026-04-06T00:00:30Z'),
      })),
    );
    const dayStart = new Date('2026-04-06T00:00:00Z');
    const dayEnd = new Date('2026-04-07T00:00:00Z');
    // Every half hour: the schedule ticks every ten minutes, and the last slot of a window is due
    // at least thirty minutes before it closes (hourly ticks could miss it).
    for (let time = dayStart.getTime(); time < dayEnd.getTime(); time += 30 * 60_000) {
      context.clock.set(new Date(time));
      await engine.runWarmupTick();
      // The same moment again, as a queue that runs a job twice would.
      await engine.runWarmupTick();
    }
    const deeSends = await context.db.select().from(mailboxSends).where(eq(mailboxSends.mailboxId, dee.id));
    expect(deeSends).toHaveLength(6);
    expect(await warmupSentBy(dee.id, dayStart, dayEnd)).toHaveLength(2);
    expect(await warmupSentBy(eve.id, dayStart, dayEnd)).toHaveLength(6);
    const tokens = (await context.db.select().from(warmupMessages).where(isNotNull(warmupMessages.token))).map(
      (message) => message.token,
    );
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('refuses to warm up a calendar, an inactive mailbox, a target past the daily limit and another team’s mailbox', async () => {
    const team = await context.signup();
    const other = await context.signup();
    const organisationId = team.userData.organisation.id;
    const calendar = await addMailbox({ organisationId, email: 'cal@refuse.test', mode: 'Calendar', kind: 'gmail' });
    const broken = await addMailbox({
      organisationId,
      email: 'broken@refuse.test',
      status: 'broken',
      statusReason: 'The server refused the password.',
    });
    const small = await addMailbox({ organisationId, email: 'small@refuse.test', dailyLimit: 10 });

    const calendarReply = await setWarmup(team.accessToken, { id: calendar.id, enabled: true });
    expect(calendarReply.status).toBe(422);
    expect(calendarReply.body.message).toContain('calendar');
    const brokenReply = await setWarmup(team.accessToken, { id: broken.id, enabled: true });
    expect(brokenReply.status).toBe(422);
    expect(brokenReply.body.message).toContain('broken@refuse.test is broken (The server refused the password)');
    const tooMuch = await setWarmup(team.accessToken, { id: small.id, enabled: true, dailyTarget: 20 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toContain('at most 10 a day');
    const foreign = await setWarmup(other.accessToken, { id: small.id, enabled: true });
    expect(foreign.status).toBe(404);
    const [unchanged] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, small.id));
    expect(unchanged?.warmupEnabled).toBe(false);
    expect(unchanged?.warmupStartedAt).toBeNull();
  });
});
