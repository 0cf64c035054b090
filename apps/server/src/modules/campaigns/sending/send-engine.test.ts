import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { suppress } from '../../suppressions/index.ts';
import { createDrizzleSendStore } from './drizzle-send-store.ts';
import { createSendEngine, type SendEngineDeps } from './send-engine.ts';
import { createMailboxTransport } from './send-transport.ts';
import {
  createCampaign,
  createMailbox,
  createOrganisation,
  enrol,
  enrolmentsOf,
  eventsOf,
  ledgerOf,
  openSettings,
  pauseEveryCampaign,
  sandboxSent,
  setCampaignStatus,
  testMailboxClients,
  tickingClock,
} from './sending-test-support.ts';

const hour = 3_600_000;
const day = 24 * hour;
const quiet = { info: () => undefined, warn: () => undefined };

/** One database for the file; the engine works every organisation's campaigns, so each test pauses its own when done. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterEach(() => pauseEveryCampaign(database.db));
afterAll(() => database?.close());

type TestClock = ReturnType<typeof tickingClock>;

/** An engine on the test database over sandbox mailboxes, on a manual clock; no ramp unless asked. */
async function engineFor(clock: TestClock, options: Partial<SendEngineDeps> = {}) {
  const db = database.db;
  const transport = createMailboxTransport({ db, clock, clients: await testMailboxClients(db) });
  return createSendEngine({
    store: createDrizzleSendStore(db),
    transport,
    clock,
    log: quiet,
    ramp: null,
    ...options,
  });
}

const people = (prefix: string, count: number, domain = 'prospects.test') =>
  Array.from({ length: count }, (_, index) => ({ email: `${prefix}-${index}@${domain}`, firstName: `Pat${index}` }));

/** (enrolment, step) pairs sent, and how many times each. */
const sentPairs = (rows: Awaited<ReturnType<typeof ledgerOf>>) =>
  rows.filter((row) => row.state === 'sent').map((row) => `${row.enrolmentId}:${row.stepId}`);

describe('the sending engine on sandbox mailboxes', () => {
  it('sends every step once, follow-ups as replies in the same thread from the same sender', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxIds = [
      await createMailbox(db, organisationId, { email: 'one@sender.test' }),
      await createMailbox(db, organisationId, { email: 'two@sender.test' }),
    ];
    const campaignId = await createCampaign(db, { organisationId, mailboxIds });
    await enrol(db, organisationId, campaignId, people('thread', 4));
    const engine = await engineFor(clock);

    const first = await engine.runPass();
    expect(first).toMatchObject({ scheduled: 4, sent: 4, failed: 0 });
    // Nothing more is due until the wait of one sending day has passed.
    clock.advance(2 * hour);
    expect((await engine.runPass()).sent).toBe(0);
    clock.advance(day);
    expect((await engine.runPass()).sent).toBe(4);
    clock.advance(day);
    expect((await engine.runPass()).sent).toBe(4);
    clock.advance(day);
    expect((await engine.runPass()).sent).toBe(0);

    const ledger = await ledgerOf(db, campaignId);
    expect(ledger).toHaveLength(12);
    expect(new Set(sentPairs(ledger)).size).toBe(12);
    const enrolled = await enrolmentsOf(db, campaignId);
    expect(enrolled.every((row) => row.status === 'completed')).toBe(true);
    // Rotation: the first messages went from both mailboxes; each thread kept its sender.
    expect(new Set(enrolled.map((row) => row.mailboxId))).toEqual(new Set(mailboxIds));
    for (const enrolment of enrolled) {
      const rows = ledger.filter((row) => row.enrolmentId === enrolment.id);
      expect(new Set(rows.map((row) => row.mailboxId))).toEqual(new Set([enrolment.mailboxId]));
    }

    const messages = (await sandboxSent(db, organisationId)).filter(
      (message) => message.to === 'thread-0@prospects.test',
    );
    expect(messages.map((message) => message.subject)).toEqual(['Hello Pat0', 'Re: Hello Pat0', 'Re: Hello Pat0']);
    const parsed = await Promise.all(messages.map((message) => simpleParser(message.raw)));
    const ids = parsed.map((message) => message.messageId);
    expect(ids.every(Boolean)).toBe(true);
    expect(parsed[0]?.inReplyTo).toBeUndefined();
    expect(parsed[1]?.inReplyTo).toBe(ids[0]);
    expect(parsed[1]?.references).toBe(ids[0]);
    expect(parsed[2]?.inReplyTo).toBe(ids[1]);
    expect(parsed[2]?.references).toEqual([ids[0], ids[1]]);
    expect(messages[1]?.raw).toContain('Following up, Pat0.');
    // Each message's Message-ID is the one the ledger stored before sending it.
    const stored = ledger.filter((row) => row.email === 'thread-0@prospects.test').map((row) => row.messageId);
    expect(new Set(stored)).toEqual(new Set(ids));
    const sentEvents = (await eventsOf(db, campaignId)).filter((event) => event.kind === 'sent');
    expect(sentEvents).toHaveLength(12);
  });

  it('a step with a new subject starts a new thread', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'fresh@sender.test' });
    const campaignId = await createCampaign(db, {
      organisationId,
      mailboxIds: [mailboxId],
      steps: [
        { kind: 'email', variants: [{ subject: 'First {{ first_name }}', bodyHtml: '<p>One</p>' }] },
        { kind: 'email', newThread: true, variants: [{ subject: 'Another idea', bodyHtml: '<p>Two</p>' }] },
      ],
    });
    await enrol(db, organisationId, campaignId, people('fresh', 1));
    const engine = await engineFor(clock);
    await engine.runPass();
    clock.advance(hour);
    await engine.runPass();
    const messages = await sandboxSent(db, organisationId);
    expect(messages.map((message) => message.subject)).toEqual(['First Pat0', 'Another idea']);
    expect(messages[1]?.raw).not.toMatch(/^In-Reply-To:/im);
  });

  it('two engines on one database never send a message twice', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'race@sender.test' });
    const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId] });
    await enrol(db, organisationId, campaignId, people('race', 12));
    const pace = { concurrency: 3, maxPerWindow: 0, windowMs: 0 };
    const [one, two] = [await engineFor(clock, { batchSize: 7, pace }), await engineFor(clock, { batchSize: 5, pace })];
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([one?.runPass(), two?.runPass(), one?.runPass()]);
      clock.advance(day + hour);
    }
    const ledger = await ledgerOf(db, campaignId);
    expect(ledger.filter((row) => row.state === 'sent')).toHaveLength(36);
    const messages = await sandboxSent(db, organisationId);
    expect(messages).toHaveLength(36);
    const perPair = new Map<string, number>();
    for (const message of messages) {
      const key = `${message.to}|${message.subject}|${/<p>([^<]+)<\/p>/.exec(message.raw)?.[1]}`;
      perPair.set(key, (perPair.get(key) ?? 0) + 1);
    }
    expect([...perPair.values()].every((count) => count === 1)).toBe(true);
  });

  it('a paused campaign claims nothing, and resuming it re-mails nobody', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'pause@sender.test' });
    const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId] });
    await enrol(db, organisationId, campaignId, people('pause', 5));
    const engine = await engineFor(clock);
    expect((await engine.runPass()).sent).toBe(5);

    await setCampaignStatus(db, campaignId, 'paused');
    clock.advance(day + hour);
    expect(await engine.runPass()).toMatchObject({ scheduled: 0, sent: 0 });
    expect((await sandboxSent(db, organisationId)).length).toBe(5);

    await setCampaignStatus(db, campaignId, 'running');
    expect((await engine.runPass()).sent).toBe(5);
    expect((await engine.runPass()).sent).toBe(0);
    const ledger = await ledgerOf(db, campaignId);
    expect(sentPairs(ledger)).toHaveLength(10);
    expect(new Set(sentPairs(ledger)).size).toBe(10);
    expect((await sandboxSent(db, organisationId)).length).toBe(10);
  });

  it('a claim whose worker died is sent once after its lease; one that reached submitting is never sent again blindly', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'lease@sender.test' });
    const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId] });
    await enrol(db, organisationId, campaignId, people('lease', 3));
    const store = createDrizzleSendStore(db);
    const survivor = await engineFor(clock, { worker: 'survivor', leaseMs: 5 * 60_000 });
    await survivor.scheduleDue();

    // A worker claims all three, marks one submitting, and dies before sending anything.
    const now = clock.now();
    const claimed = await store.claimDue(now, 'dead', new Date(now.getTime() + 5 * 60_000), 10);
    expect(claimed).toHaveLength(3);
    const stuck = claimed[0];
    if (!stuck) throw new Error('no claim');
    expect(await store.markSubmitting(stuck.ledgerId, 'dead', '<stuck@sender.test>', mailboxId, now)).toBe(true);

    // Within the lease nobody else takes them.
    expect((await survivor.runPass()).sent).toBe(0);
    clock.advance(6 * 60_000);
    const after = await survivor.runPass();
    expect(after).toMatchObject({ sent: 2, unknown: 1, reconciled: 0 });
    expect((await sandboxSent(db, organisationId)).length).toBe(2);
    const ledger = await ledgerOf(db, campaignId);
    const unknown = ledger.find((row) => row.id === stuck.ledgerId);
    expect(unknown).toMatchObject({ state: 'unknown', messageId: '<stuck@sender.test>' });
    expect(unknown?.reason).toMatch(/may or may not have been delivered/);
    // The dead worker's late write changes nothing: its claim is gone.
    expect(await store.markSubmitting(claimed[1]?.ledgerId ?? '', 'dead', '<late@sender.test>', mailboxId, now)).toBe(
      false,
    );
    // An unknown holds the thread: its next step is not scheduled until a person decides.
    clock.advance(2 * day);
    await survivor.runPass();
    const rows = (await ledgerOf(db, campaignId)).filter((row) => row.enrolmentId === stuck.enrolmentId);
    expect(rows).toHaveLength(1);
  });

  it('holds a prospect whose merge field has no value, with the reason, and sends the others', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'merge@sender.test' });
    const campaignId = await createCampaign(db, {
      organisationId,
      mailboxIds: [mailboxId],
      steps: [
        {
          kind: 'email',
          variants: [{ subject: 'For {{ first_name }}', bodyHtml: '<p>As {{ title }} at {{ company_name }}…</p>' }],
        },
      ],
    });
    await enrol(db, organisationId, campaignId, [
      { email: 'titled@prospects.test', firstName: 'Ana', mergeData: { title: 'Head of Sales' } },
      { email: 'untitled@prospects.test', firstName: 'Ben' },
    ]);
    const engine = await engineFor(clock);
    expect(await engine.runPass()).toMatchObject({ sent: 1, held: 1 });
    const messages = await sandboxSent(db, organisationId);
    expect(messages.map((message) => message.to)).toEqual(['titled@prospects.test']);
    expect(messages[0]?.raw).toContain('As Head of Sales at Acme');
    const held = (await enrolmentsOf(db, campaignId)).find((row) => row.email === 'untitled@prospects.test');
    expect(held).toMatchObject({ status: 'held' });
    expect(held?.heldReason).toContain('{{ title }} has no value');
    const events = await eventsOf(db, campaignId);
    expect(events.find((event) => event.kind === 'held')?.reason).toContain('{{ title }}');
    clock.advance(day);
    expect((await engine.runPass()).sent).toBe(0);
  });

  it('a limit reached defers the send to the next allowed moment, logged with the reason, never dropped', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'limit@sender.test' });
    const campaignId = await createCampaign(db, {
      organisationId,
      mailboxIds: [mailboxId],
      settings: openSettings({ perMailboxPerHour: 2 }),
      steps: [{ kind: 'email', variants: [{ subject: 'Hi {{ first_name }}', bodyHtml: '<p>Hi</p>' }] }],
    });
    await enrol(db, organisationId, campaignId, people('limit', 5));
    const engine = await engineFor(clock);
    expect(await engine.runPass()).toMatchObject({ sent: 2, deferred: 3 });
    const deferred = (await eventsOf(db, campaignId)).filter((event) => event.kind === 'deferred');
    expect(deferred).toHaveLength(3);
    expect(deferred[0]?.reason).toMatch(/hour/i);
    const waiting = (await ledgerOf(db, campaignId)).filter((row) => row.state === 'scheduled');
    expect(waiting.every((row) => row.dueAt.getTime() > clock.now().getTime())).toBe(true);
    clock.advance(hour + 1000);
    expect((await engine.runPass()).sent).toBe(2);
    clock.advance(hour + 1000);
    expect((await engine.runPass()).sent).toBe(1);
    expect((await ledgerOf(db, campaignId)).every((row) => row.state === 'sent')).toBe(true);
  });

  it('two engines at once keep one limit between them: each sees the other’s sends under the organisation’s lock', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, { email: 'shared-limit@sender.test' });
    const campaignId = await createCampaign(db, {
      organisationId,
      mailboxIds: [mailboxId],
      settings: openSettings({ perMailboxPerHour: 3 }),
      steps: [{ kind: 'email', variants: [{ subject: 'Hi {{ first_name }}', bodyHtml: '<p>Hi</p>' }] }],
    });
    await enrol(db, organisationId, campaignId, people('shared-limit', 10));
    const pace = { concurrency: 2, maxPerWindow: 0, windowMs: 0 };
    const [one, two] = [await engineFor(clock, { batchSize: 2, pace }), await engineFor(clock, { batchSize: 3, pace })];
    // Each engine keeps the history it read for its pass and reads only newer sends after that.
    const passes = await Promise.all([one.runPass(), two.runPass(), one.runPass()]);
    expect(passes.reduce((total, pass) => total + pass.sent, 0)).toBe(3);
    expect(await sandboxSent(db, organisationId)).toHaveLength(3);
    clock.advance(hour + 1000);
    const later = await Promise.all([two.runPass(), one.runPass()]);
    expect(later.reduce((total, pass) => total + pass.sent, 0)).toBe(3);
    expect((await ledgerOf(db, campaignId)).filter((row) => row.state === 'sent')).toHaveLength(6);
  });

  it('leaves a broken mailbox out of rotation and says so; a suppressed prospect is stopped before sending', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const good = await createMailbox(db, organisationId, { email: 'good@sender.test' });
    const broken = await createMailbox(db, organisationId, { email: 'broken@sender.test', status: 'broken' });
    const campaignId = await createCampaign(db, { organisationId, mailboxIds: [good, broken] });
    await enrol(db, organisationId, campaignId, people('rotate', 3));
    await suppress(db, { organisationId, email: 'rotate-1@prospects.test', reason: 'unsubscribed', source: 'test' });
    const engine = await engineFor(clock);
    expect((await engine.runPass()).sent).toBe(2);
    const ledger = await ledgerOf(db, campaignId);
    expect(ledger.filter((row) => row.state === 'sent').every((row) => row.mailboxId === good)).toBe(true);
    expect(ledger.find((row) => row.email === 'rotate-1@prospects.test')?.state).toBe('skipped');
    const events = await eventsOf(db, campaignId);
    expect(events.some((event) => event.kind === 'skipped' && event.reason.includes('broken@sender.test'))).toBe(true);
    expect(events.some((event) => event.kind === 'stopped' && event.enrolmentId)).toBe(true);
    expect((await sandboxSent(db, organisationId)).map((message) => message.to)).not.toContain(
      'rotate-1@prospects.test',
    );
  });
});
