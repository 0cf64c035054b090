import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../../test/closed-port.ts';
import { openTestDatabase } from '../../../../test/harness.ts';
import { startSilentServer } from '../../../../test/smtp-loopback.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { inboundMessages, mailboxSyncState } from '../../../db/schema.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import {
  createMailboxClientFactory,
  type MailboxClientFactory,
  type MailboxRow,
  sealSmtpImapSecrets,
} from '../../mailboxes/index.ts';
import type { InboundMessageRow } from './sync-store.ts';
import {
  createMailboxRow,
  createOrganisation,
  inboundOf,
  sentCampaignMessage,
  syncStateOf,
  testSyncEngine,
} from './sync-test-support.ts';

/**
 * The sync engine on the sandbox (mail other sandbox mailboxes send to a mailbox's address is what
 * it reads), on the test database: stored once, matched to its thread, tombstones kept, the hook
 * run once, health recorded.
 */
const day = 86_400_000;
let database: DatabaseHandle;
let clients: MailboxClientFactory;
const clock = createManualClock(new Date());

beforeAll(async () => {
  database = await openTestDatabase();
  clients = createMailboxClientFactory({ db: database.db, secretBox: createSecretBox('x'.repeat(40)) });
});
afterAll(() => database?.close());

/** An organisation with our sandbox mailbox and a prospect's sandbox mailbox that writes to it. */
async function sandboxPair() {
  const db = database.db;
  const organisationId = await createOrganisation(db);
  const ours = await createMailboxRow(db, organisationId, { email: `sales-${randomUUID().slice(0, 8)}@acme.test` });
  const prospect = await createMailboxRow(db, organisationId, { email: `pat-${randomUUID().slice(0, 8)}@client.test` });
  return { organisationId, ours, prospect };
}

/** The prospect writes to our mailbox (through the sandbox client, as a sandbox mailbox sends). */
async function write(
  from: MailboxRow,
  to: MailboxRow,
  subject: string,
  threading: { inReplyTo?: string; references?: string } = {},
) {
  const client = await clients.clientFor(from);
  const sent = await client.send({
    idempotencyKey: randomUUID(),
    from: { name: 'Pat Prospect', address: from.email },
    to: to.email,
    subject,
    text: `About "${subject}": yes, let us talk.\n\nOn Monday Sam wrote:\n> our offer`,
    html: `<p>About "${subject}": yes, let us talk.</p>`,
    ...threading,
  });
  return sent.messageId;
}

describe('the inbound sync on sandbox mailboxes', () => {
  it('stores each message once with its sender, subject and new text; a second read stores nothing', async () => {
    const { ours, prospect } = await sandboxPair();
    const stored: InboundMessageRow[] = [];
    const { engine } = testSyncEngine(database.db, clients, clock, { onStored: (row) => void stored.push(row) });
    await write(prospect, ours, 'First question');
    await write(prospect, ours, 'Second question');

    expect(await engine.syncMailbox(ours)).toEqual({ outcome: 'ok', stored: 2 });
    expect(await engine.syncMailbox(ours)).toEqual({ outcome: 'ok', stored: 0 });

    const rows = await inboundOf(database.db, ours.id);
    expect(rows.map((row) => row.subject).sort()).toEqual(['First question', 'Second question']);
    for (const row of rows) {
      expect(row).toMatchObject({ fromAddress: prospect.email, fromName: 'Pat Prospect', kind: 'reply' });
      expect(row.messageId).toMatch(/^<.+@.+>$/);
      expect(row.text).toContain('yes, let us talk.');
      expect(row.text).not.toContain('> our offer');
      expect(row.effectsAt).not.toBeNull();
    }
    expect(stored.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(await syncStateOf(database.db, ours.id)).toMatchObject({
      status: 'ok',
      lastError: '',
      consecutiveFailures: 0,
      lockedBy: null,
      cursor: expect.objectContaining({ kind: 'sandbox' }),
    });
    // The prospect's own mailbox read nothing of ours: only what was sent to it.
    await engine.syncMailbox(prospect);
    expect(await inboundOf(database.db, prospect.id)).toEqual([]);
  });

  it('reads in batches, storing each batch before the cursor moves past it', async () => {
    const { ours, prospect } = await sandboxPair();
    for (let index = 0; index < 7; index += 1) await write(prospect, ours, `Message ${index}`);
    const { engine } = testSyncEngine(database.db, clients, clock, { settings: { batchSize: 2, maxBatchesPerRun: 2 } });

    expect(await engine.syncMailbox(ours)).toEqual({ outcome: 'catching_up', stored: 4 });
    expect((await syncStateOf(database.db, ours.id))?.status).toBe('catching_up');
    expect(await engine.syncMailbox(ours)).toEqual({ outcome: 'ok', stored: 3 });
    expect(await inboundOf(database.db, ours.id)).toHaveLength(7);
  });

  it('matches a reply to the campaign message its In-Reply-To or References name', async () => {
    const { organisationId, ours, prospect } = await sandboxPair();
    const personId = randomUUID();
    const first = await sentCampaignMessage(database.db, {
      organisationId,
      mailboxId: ours.id,
      to: prospect.email,
      subject: 'Hello Pat',
      messageId: `<${randomUUID()}@acme.test>`,
      sentAt: new Date(clock.now().getTime() - 2 * day),
      personId,
    });
    const [ledger] = await database.query<{ message_id: string }>('select message_id from send_ledger where id = $1', [
      first.sendLedgerId,
    ]);
    const sentId = ledger?.message_id ?? '';
    await write(prospect, ours, 'Re: Hello Pat', { inReplyTo: sentId });
    await write(prospect, ours, 'Another subject entirely', { references: `<unknown@elsewhere.test> ${sentId}` });
    await write(prospect, ours, 'Re: Hello Pat', { inReplyTo: '<never-sent@acme.test>' });

    const { engine } = testSyncEngine(database.db, clients, clock);
    await engine.syncMailbox(ours);
    const rows = await inboundOf(database.db, ours.id);
    const byHeader = rows.filter((row) => row.matchedBy === 'header');
    expect(byHeader).toHaveLength(2);
    for (const row of byHeader) {
      expect(row).toMatchObject({
        sendLedgerId: first.sendLedgerId,
        enrolmentId: first.enrolmentId,
        campaignId: first.campaignId,
        personId,
      });
    }
    expect(rows.find((row) => row.inReplyTo === sentId)?.references).toBe(sentId);
    // An unknown In-Reply-To falls back to the sender and subject, which match the same message.
    expect(rows.find((row) => row.inReplyTo === '<never-sent@acme.test>')).toMatchObject({
      matchedBy: 'sender_subject',
      sendLedgerId: first.sendLedgerId,
    });
  });

  it('matches by sender and subject without threading headers: prefixes stripped, within 60 days only', async () => {
    const { organisationId, ours, prospect } = await sandboxPair();
    const now = clock.now().getTime();
    const recent = await sentCampaignMessage(database.db, {
      organisationId,
      mailboxId: ours.id,
      to: prospect.email,
      subject: 'Quick idea for Acme',
      messageId: `<${randomUUID()}@acme.test>`,
      sentAt: new Date(now - 3 * day),
    });
    await sentCampaignMessage(database.db, {
      organisationId,
      mailboxId: ours.id,
      to: prospect.email,
      subject: 'An old note',
      messageId: `<${randomUUID()}@acme.test>`,
      sentAt: new Date(now - 61 * day),
    });
    await write(prospect, ours, 'RE: AW: [EXTERNAL] Re:  quick idea for ACME');
    await write(prospect, ours, 'Re: An old note');
    await write(prospect, ours, 'Quick idea for Acme, and another thing');

    const { engine } = testSyncEngine(database.db, clients, clock);
    await engine.syncMailbox(ours);
    const rows = await inboundOf(database.db, ours.id);
    const matched = rows.filter((row) => row.matchedBy !== null);
    expect(matched).toEqual([
      expect.objectContaining({ matchedBy: 'sender_subject', sendLedgerId: recent.sendLedgerId }),
    ]);
    expect(
      rows
        .filter((row) => row.sendLedgerId === null)
        .map((row) => row.subject)
        .sort(),
    ).toEqual(['Quick idea for Acme, and another thing', 'Re: An old note']);
  });

  it('keeps a message deleted in Leadpilot as a tombstone: reading everything again does not bring it back', async () => {
    const { ours, prospect } = await sandboxPair();
    await write(prospect, ours, 'Please remove me');
    const stored: string[] = [];
    const { engine } = testSyncEngine(database.db, clients, clock, { onStored: (row) => void stored.push(row.id) });
    await engine.syncMailbox(ours);
    const [row] = await inboundOf(database.db, ours.id);
    await database.db
      .update(inboundMessages)
      .set({ deletedAt: clock.now() })
      .where(eq(inboundMessages.id, row?.id ?? ''));
    // The cursor lost (as after a provider reset): the whole backfill window is read again.
    await database.db.update(mailboxSyncState).set({ cursor: null }).where(eq(mailboxSyncState.mailboxId, ours.id));

    expect(await engine.syncMailbox(ours)).toEqual({ outcome: 'ok', stored: 0 });
    const after = await inboundOf(database.db, ours.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.deletedAt).not.toBeNull();
    expect(stored).toEqual([row?.id]);
  });

  it('runs onStored once per new message; a hook that failed runs again on the next read', async () => {
    const { ours, prospect } = await sandboxPair();
    await write(prospect, ours, 'Hook me');
    const calls: string[] = [];
    let failing = true;
    const onStored = (row: InboundMessageRow) => {
      calls.push(row.subject);
      if (failing) throw new Error('the effects are not ready');
    };
    const { engine } = testSyncEngine(database.db, clients, clock, { onStored });
    await engine.syncMailbox(ours);
    expect((await inboundOf(database.db, ours.id))[0]?.effectsAt).toBeNull();

    failing = false;
    await engine.syncMailbox(ours);
    await engine.syncMailbox(ours);
    expect(calls).toEqual(['Hook me', 'Hook me']);
    expect((await inboundOf(database.db, ours.id))[0]?.effectsAt).not.toBeNull();
  });

  it('stores a message the reader cannot parse, unclassified, rather than losing it', async () => {
    const { ours, prospect } = await sandboxPair();
    await write(prospect, ours, 'Unreadable');
    const { engine } = testSyncEngine(database.db, clients, clock, {
      readers: {
        parse: () => Promise.reject(new Error('broken MIME')),
        classify: () => {
          throw new Error('not reached with nothing to read');
        },
      },
    });
    expect(await engine.syncMailbox(ours)).toEqual({ outcome: 'ok', stored: 1 });
    const [row] = await inboundOf(database.db, ours.id);
    expect(row).toMatchObject({ kind: null, subject: '', matchedBy: null });
    expect(row?.messageId).toMatch(/@no-message-id\.leadpilot\.invalid>$/);
  });

  it('sweeps only connected, active mailboxes that are due, and one worker at a time', async () => {
    const db = database.db;
    const organisationId = await createOrganisation(db);
    const off = await createMailboxRow(db, organisationId, { email: 'off@acme.test', status: 'deactivated' });
    const calendar = await createMailboxRow(db, organisationId, { email: 'cal@acme.test', mode: 'Calendar' });
    const active = await createMailboxRow(db, organisationId, { email: `due-${randomUUID()}@acme.test` });
    const first = testSyncEngine(db, clients, clock).engine;
    const second = testSyncEngine(db, clients, clock).engine;

    const swept = (await first.syncDue(10_000)).map((result) => result.mailboxId);
    expect(swept).toContain(active.id);
    expect(swept).not.toContain(off.id);
    expect(swept).not.toContain(calendar.id);
    // Read just now: not due again until the interval has passed.
    expect((await second.syncDue(10_000)).map((result) => result.mailboxId)).not.toContain(active.id);
    clock.advance(3 * 60_000);
    // Another worker holds the lease: the mailbox is left to it.
    expect(await first.syncMailbox(active)).toMatchObject({ outcome: 'ok' });
    await db
      .update(mailboxSyncState)
      .set({ lockedBy: 'elsewhere', lockedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(mailboxSyncState.mailboxId, active.id));
    expect(await second.syncMailbox(active)).toEqual({ outcome: 'busy', stored: 0 });
    clock.advance(2 * 60_000);
    expect(await second.syncMailbox(active)).toMatchObject({ outcome: 'ok' });
  });

  it('keeps to the default outbound policy: an IMAP server on loopback is refused without connecting', async () => {
    const port = await closedPort();
    const listener = await startSilentServer('127.0.0.1', port);
    try {
      const organisationId = await createOrganisation(database.db);
      const server = { host: '127.0.0.1', port, secure: false, plainText: true, username: 'ada@example.test' };
      const mailbox = await createMailboxRow(database.db, organisationId, {
        kind: 'smtp',
        email: 'ada@example.test',
        smtpSettings: server,
        imapSettings: server,
      });
      const secretBox = createSecretBox('y'.repeat(40));
      const sealed = sealSmtpImapSecrets(secretBox, mailbox.id, { smtpPassword: 'pw-1', imapPassword: 'pw-1' });
      // No guard given: the installation's default, public addresses only.
      const publicOnly = createMailboxClientFactory({ db: database.db, secretBox });
      const { engine } = testSyncEngine(database.db, publicOnly, clock);
      const result = await engine.syncMailbox({ ...mailbox, secretCiphertext: sealed });
      expect(result).toMatchObject({ outcome: 'failing' });
      const state = await syncStateOf(database.db, mailbox.id);
      expect(state?.lastError).toMatch(/^Could not read new mail from the IMAP server: .*not on the public internet/);
      expect(listener.connections()).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
