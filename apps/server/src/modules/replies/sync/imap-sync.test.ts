import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../../test/mail-servers.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { mailboxes, mailboxSyncState } from '../../../db/schema.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { loopbackAllowedGuard } from '../../../platform/outbound/outbound-test-support.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { createMailboxClientFactory, type MailboxRow, sealSmtpImapSecrets } from '../../mailboxes/index.ts';
import { startImapCutProxy } from './imap-proxy-test-support.ts';
import {
  composeRaw,
  createMailboxRow,
  createOrganisation,
  inboundOf,
  syncStateOf,
  testSyncEngine,
} from './sync-test-support.ts';

/**
 * The inbound sync against a real IMAP server (Dovecot on loopback, with the SMTP server that files
 * into its maildirs), reached through a relay that can cut the connection mid-read.
 */
const secretBox = createSecretBox('imap-sync-test-key-that-is-long-enough-0123');
const clients = () =>
  createMailboxClientFactory({ db: database.db, secretBox, guard: loopbackAllowedGuard(), timeoutMs: 5000 });
const users = Array.from({ length: 5 }, (_, index) => ({
  address: `reader${index}-${randomUUID().slice(0, 8)}@mail.test`,
  password: `reader-pass-${index}Qx`,
}));
const writer = { address: `writer-${randomUUID().slice(0, 8)}@mail.test`, password: 'writer-pass-7Kd' };
let database: DatabaseHandle;
let servers: MailServers;
let proxy: Awaited<ReturnType<typeof startImapCutProxy>>;
let organisationId = '';
const clock = createManualClock(new Date());

beforeAll(async () => {
  [database, servers] = await Promise.all([openTestDatabase(), startMailServers({ users: [...users, writer] })]);
  proxy = await startImapCutProxy(servers.imap);
  organisationId = await createOrganisation(database.db);
});
afterAll(async () => {
  await Promise.all([proxy?.close(), servers?.stop(), database?.close()]);
});

/** The user's mailbox in Leadpilot, read over IMAP through the relay (or with another password). */
async function mailboxOf(user: { address: string; password: string }, password = user.password): Promise<MailboxRow> {
  const imap = { host: proxy.host, port: proxy.port, secure: false, plainText: true, username: user.address };
  const row = await createMailboxRow(database.db, organisationId, {
    kind: 'smtp',
    email: user.address,
    smtpSettings: { ...servers.smtp, secure: false, plainText: true, username: user.address },
    imapSettings: imap,
  });
  const secret = sealSmtpImapSecrets(secretBox, row.id, { smtpPassword: password, imapPassword: password });
  const [sealed] = await database.db
    .update(mailboxes)
    .set({ secretCiphertext: secret })
    .where(eq(mailboxes.id, row.id))
    .returning();
  return sealed ?? row;
}

/** Delivers `count` messages to the user's inbox (as the mail server's local delivery files them); answers their Message-IDs. */
async function deliverMany(address: string, count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const messageId = `<${label}-${index}-${randomUUID()}@client.test>`;
    ids.push(messageId);
    const raw = await composeRaw({
      from: 'Pat Prospect <pat@client.test>',
      to: address,
      subject: `${label} ${index}`,
      text: `Reply number ${index}. ${'Some words. '.repeat(40)}`,
      messageId,
    });
    await servers.deliver(address, raw);
  }
  return ids;
}

/** The user's maildir inside the running Dovecot's temporary folder (addresses here are unique to this run). */
function maildirOf(address: string): string {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith('leadpilot-mail-')) continue;
    const folder = path.join(tmpdir(), entry, 'users', address.toLowerCase(), 'Maildir');
    if (existsSync(folder)) return folder;
  }
  throw new Error(`no maildir for ${address}`);
}

async function inboxUidValidity(user: { address: string; password: string }): Promise<string> {
  const client = new ImapFlow({
    ...servers.imap,
    secure: false,
    auth: { user: user.address, pass: user.password },
    logger: false,
  });
  await client.connect();
  try {
    const status = await client.status('INBOX', { uidValidity: true });
    return status ? String(status.uidValidity) : '';
  } finally {
    await client.logout();
  }
}

describe('the inbound sync on an IMAP mailbox', () => {
  it('reads what SMTP delivered and what was appended, within the backfill window, read-only', async () => {
    const user = users[0] ?? writer;
    const mailbox = await mailboxOf(user);
    const [delivered] = await deliverMany(user.address, 1, 'delivered');
    const transport = nodemailer.createTransport({
      ...servers.smtp,
      secure: false,
      auth: { user: writer.address, pass: writer.password },
    });
    await transport.sendMail({
      from: writer.address,
      to: user.address,
      subject: 'Sent over SMTP',
      text: 'Hello',
      messageId: '<smtp-1@mail.test>',
    });
    transport.close();
    const imap = new ImapFlow({
      ...servers.imap,
      secure: false,
      auth: { user: user.address, pass: user.password },
      logger: false,
    });
    await imap.connect();
    const old = await composeRaw({
      from: 'old@client.test',
      to: user.address,
      subject: 'Long ago',
      text: 'Old',
      messageId: '<old@client.test>',
    });
    await imap.append('INBOX', old, [], new Date(clock.now().getTime() - 30 * 86_400_000));
    await imap.append(
      'INBOX',
      await composeRaw({
        from: 'new@client.test',
        to: user.address,
        subject: 'Appended',
        text: 'New',
        messageId: '<appended@client.test>',
      }),
      [],
    );

    const { engine } = testSyncEngine(database.db, clients(), clock);
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 3 });
    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows.map((row) => row.messageId).sort()).toEqual(
      [delivered, '<appended@client.test>', '<smtp-1@mail.test>'].sort(),
    );
    expect(rows.every((row) => /^\d+:\d+:INBOX$/.test(row.providerRef))).toBe(true);
    // Reading marked nothing seen.
    const lock = await imap.getMailboxLock('INBOX');
    try {
      const unseen = await imap.search({ seen: false }, { uid: true });
      expect(unseen || []).toHaveLength(4);
    } finally {
      lock.release();
      await imap.logout();
    }
  });

  it('loses nothing and stores nothing twice when the connection drops mid-read, or a run stops before its cursor was kept', async () => {
    const user = users[1] ?? writer;
    const mailbox = await mailboxOf(user);
    const ids = await deliverMany(user.address, 20, 'cut');
    const { engine } = testSyncEngine(database.db, clients(), clock, { settings: { batchSize: 5 } });

    // The 7th message's answer is cut half-way: the first batch (5) is stored, the second is not.
    proxy.cutAfterFetches(7);
    const cut = await engine.syncMailbox(mailbox);
    expect(cut).toMatchObject({ outcome: 'failing', stored: 5 });
    expect(proxy.cuts()).toBe(1);
    const failing = await syncStateOf(database.db, mailbox.id);
    expect(failing).toMatchObject({ status: 'failing', consecutiveFailures: 1, lockedBy: null });
    expect(failing?.lastError).toMatch(/^Could not read new mail from the IMAP server: /);
    expect(failing?.lastError).not.toContain(user.password);

    clock.advance(10 * 60_000);
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 15 });
    // A run that stored a batch but stopped before keeping its cursor: the next one reads it again and stores nothing.
    const state = await syncStateOf(database.db, mailbox.id);
    const cursor = state?.cursor as { kind: 'imap'; uidValidity: string; lastUid: number };
    await database.db
      .update(mailboxSyncState)
      .set({ cursor: { ...cursor, lastUid: cursor.lastUid - 8 } })
      .where(eq(mailboxSyncState.mailboxId, mailbox.id));
    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 0 });

    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows.map((row) => row.messageId).sort()).toEqual([...ids].sort());
    expect(await syncStateOf(database.db, mailbox.id)).toMatchObject({
      status: 'ok',
      consecutiveFailures: 0,
      lastError: '',
    });
  });

  it('reads the backfill window again when UIDVALIDITY changes, storing only what is new', async () => {
    const user = users[2] ?? writer;
    const mailbox = await mailboxOf(user);
    const before = await deliverMany(user.address, 4, 'before');
    const { engine } = testSyncEngine(database.db, clients(), clock);
    await engine.syncMailbox(mailbox);
    const validity = await inboxUidValidity(user);

    // Dovecot numbers the folder anew once its UID list and indexes are gone (as after a restore).
    const maildir = maildirOf(user.address);
    for (const file of readdirSync(maildir)) {
      if (file === 'dovecot-uidlist' || file.startsWith('dovecot.index')) rmSync(path.join(maildir, file));
    }
    const after = await deliverMany(user.address, 2, 'after');
    expect(await inboxUidValidity(user)).not.toBe(validity);

    expect(await engine.syncMailbox(mailbox)).toEqual({ outcome: 'ok', stored: 2 });
    const rows = await inboundOf(database.db, mailbox.id);
    expect(rows.map((row) => row.messageId).sort()).toEqual([...before, ...after].sort());
    const state = await syncStateOf(database.db, mailbox.id);
    expect(state?.cursor).toMatchObject({ kind: 'imap', uidValidity: await inboxUidValidity(user) });
    expect(state?.backfillFrom).not.toBeNull();
  });

  it('says in plain words that the password was refused, and never the password', async () => {
    const user = users[3] ?? writer;
    const mailbox = await mailboxOf(user, 'a-wrong-password-9Zq');
    const { engine } = testSyncEngine(database.db, clients(), clock);
    const result = await engine.syncMailbox(mailbox);
    expect(result).toMatchObject({ outcome: 'failing' });
    const state = await syncStateOf(database.db, mailbox.id);
    expect(state?.lastError).toMatch(/^Could not read new mail from the IMAP server: .*(password|user name)/i);
    expect(state?.lastError).not.toContain('a-wrong-password-9Zq');
    expect(state?.nextSyncAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });
});
