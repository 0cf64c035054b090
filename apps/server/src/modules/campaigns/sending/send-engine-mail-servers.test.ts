import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../../test/mail-servers.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { campaignMailboxes } from '../../../db/schema.ts';
import { composeMessage, newMessageId } from './compose-message.ts';
import { createDrizzleSendStore } from './drizzle-send-store.ts';
import { createSendEngine } from './send-engine.ts';
import { createMailboxTransport } from './send-transport.ts';
import {
  createCampaign,
  createMailbox,
  createOrganisation,
  enrol,
  enrolmentsOf,
  eventsOf,
  ledgerOf,
  pauseEveryCampaign,
  type SmtpAccount,
  testMailboxClients,
  tickingClock,
} from './sending-test-support.ts';

/** The engine against real servers: smtp-server (which refuses unknown recipients with 550) and Dovecot. */
const sender = { address: 'sales@outbound.test', password: 'sales-pass-9Zq' };
const recipients = ['ada@inbound.test', 'bob@inbound.test', 'cy@inbound.test'].map((address) => ({
  address,
  password: 'unused-pass-1Aa',
}));
const quiet = { info: () => undefined, warn: () => undefined };

let servers: MailServers;
let database: DatabaseHandle;
beforeAll(async () => {
  [servers, database] = await Promise.all([startMailServers({ users: [sender, ...recipients] }), openTestDatabase()]);
}, 120_000);
afterEach(() => pauseEveryCampaign(database.db));
afterAll(async () => {
  await Promise.all([servers?.stop(), database?.close()]);
});

const account = (): SmtpAccount => ({ ...sender, smtp: servers.smtp, imap: servers.imap });

async function setUp(prospects: string[]) {
  const db = database.db;
  const clock = tickingClock('2026-03-02T10:00:00Z');
  const organisationId = await createOrganisation(db);
  const mailboxId = await createMailbox(db, organisationId, { email: sender.address, smtp: account() });
  const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId] });
  await enrol(
    db,
    organisationId,
    campaignId,
    prospects.map((email, index) => ({ email, firstName: `P${index}` })),
  );
  const transport = createMailboxTransport({ db, clock, clients: await testMailboxClients(db) });
  const engine = createSendEngine({
    store: createDrizzleSendStore(db),
    transport,
    clock,
    log: quiet,
    ramp: null,
    leaseMs: 5 * 60_000,
  });
  return { db, clock, organisationId, mailboxId, campaignId, transport, engine };
}

describe('the sending engine on SMTP + IMAP', () => {
  it('a recipient the server refuses fails with its reason and stops that prospect, without stalling the others', async () => {
    const { db, campaignId, engine, transport } = await setUp([
      'ada@inbound.test',
      'nobody@inbound.test',
      'bob@inbound.test',
    ]);
    const before = servers.acceptedMessageIds().length;
    const pass = await engine.runPass();
    await transport.close();
    expect(pass).toMatchObject({ sent: 2, failed: 1 });
    expect(servers.acceptedMessageIds().length - before).toBe(2);

    const ledger = await ledgerOf(db, campaignId);
    const refused = ledger.find((row) => row.email === 'nobody@inbound.test');
    expect(refused?.state).toBe('failed');
    expect(refused?.reason).toMatch(/refused|No such user/i);
    const enrolled = await enrolmentsOf(db, campaignId);
    expect(enrolled.find((row) => row.email === 'nobody@inbound.test')).toMatchObject({
      status: 'stopped',
      stopReason: 'bounce',
    });
    const events = await eventsOf(db, campaignId);
    expect(events.find((event) => event.kind === 'failed')?.reason).toMatch(/No such user/);
    // The others' messages arrived, and their copies are in the sender's Sent folder.
    expect((await servers.messagesIn('ada@inbound.test', 'INBOX')).length).toBeGreaterThan(0);
    const sentCopies = await servers.messagesIn(sender.address, 'Sent');
    for (const row of ledger.filter((entry) => entry.state === 'sent')) {
      expect(sentCopies.some((raw) => raw.includes(row.messageId ?? '-'))).toBe(true);
    }
  });

  it('a mailbox whose password no longer works is marked broken and left out; the campaign’s other mailbox sends', async () => {
    const db = database.db;
    const clock = tickingClock('2026-03-02T10:00:00Z');
    const organisationId = await createOrganisation(db);
    const stale = await createMailbox(db, organisationId, {
      email: sender.address,
      smtp: { ...account(), password: 'changed-since-9Zq' },
    });
    const campaignId = await createCampaign(db, { organisationId, mailboxIds: [stale] });
    await enrol(db, organisationId, campaignId, [{ email: 'ada@inbound.test', firstName: 'Ada' }]);
    const store = createDrizzleSendStore(db);
    const transport = createMailboxTransport({ db, clock, clients: await testMailboxClients(db) });
    const engine = createSendEngine({ store, transport, clock, log: quiet, ramp: null, retryAfterMs: 60_000 });

    expect(await engine.runPass()).toMatchObject({ sent: 0, deferred: 1 });
    const broken = await store.mailbox(stale);
    expect(broken).toMatchObject({ status: 'broken' });
    expect(broken?.statusReason).not.toBe('');
    const logged = (await eventsOf(db, campaignId)).filter((event) => event.kind === 'mailbox_broken');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.reason).toContain(`${sender.address} is marked broken`);

    // Another mailbox joins the campaign: the prospect's first message goes from it, once.
    const spare = await createMailbox(db, organisationId, { email: 'spare@sandbox.test' });
    await db.insert(campaignMailboxes).values({ campaignId, mailboxId: spare });
    clock.advance(2 * 60_000);
    expect(await engine.runPass()).toMatchObject({ sent: 1 });
    await engine.runPass();
    await transport.close();
    const [enrolment] = await enrolmentsOf(db, campaignId);
    expect(enrolment?.mailboxId).toBe(spare);
    expect((await ledgerOf(db, campaignId)).filter((row) => row.state === 'sent')).toHaveLength(1);
    expect((await eventsOf(db, campaignId)).filter((event) => event.kind === 'mailbox_broken')).toHaveLength(1);
  });

  it('a crash between the server accepting a message and the ledger recording it is reconciled from the Sent folder', async () => {
    const { db, clock, campaignId, mailboxId, transport, engine } = await setUp([
      'cy@inbound.test',
      'bob@inbound.test',
    ]);
    const store = createDrizzleSendStore(db);
    await engine.scheduleDue();
    const now = clock.now();
    const claimed = await store.claimDue(now, 'crashing', new Date(now.getTime() + 5 * 60_000), 10);
    expect(claimed).toHaveLength(2);
    const mailbox = await store.mailbox(mailboxId);
    if (!mailbox) throw new Error('no mailbox');

    // The first is submitted and accepted by the server; the worker dies before recording it.
    const [delivered, lost] = claimed;
    if (!delivered || !lost) throw new Error('two claims expected');
    const deliveredId = newMessageId(mailbox);
    expect(await store.markSubmitting(delivered.ledgerId, 'crashing', deliveredId, mailboxId, now)).toBe(true);
    const composed = composeMessage(delivered, mailbox, deliveredId, null);
    if (!composed.ok) throw new Error(composed.reason);
    expect(await transport.send(mailbox, composed.message)).toMatchObject({ outcome: 'accepted' });
    // The second was marked submitting and the worker died before the server saw it.
    const lostId = newMessageId(mailbox);
    expect(await store.markSubmitting(lost.ledgerId, 'crashing', lostId, mailboxId, now)).toBe(true);

    clock.advance(6 * 60_000);
    const pass = await engine.runPass();
    await transport.close();
    expect(pass).toMatchObject({ reconciled: 1, unknown: 1, sent: 0 });
    const ledger = await ledgerOf(db, campaignId);
    expect(ledger.find((row) => row.id === delivered.ledgerId)).toMatchObject({
      state: 'sent',
      messageId: deliveredId,
    });
    expect(ledger.find((row) => row.id === lost.ledgerId)).toMatchObject({ state: 'unknown', messageId: lostId });
    // Nothing was sent again: the server accepted the delivered one once and never saw the lost one.
    const accepted = servers.acceptedMessageIds();
    expect(accepted.filter((id) => id === deliveredId)).toHaveLength(1);
    expect(accepted).not.toContain(lostId);
    const events = await eventsOf(db, campaignId);
    expect(events.find((event) => event.kind === 'reconciled')?.reason).toContain('sent mail');
    expect(events.find((event) => event.kind === 'unknown')?.reason).toMatch(/Resend or drop it/);
  });
});
