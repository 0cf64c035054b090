import { randomUUID } from 'node:crypto';
import type { ConnectionCheck, Mailbox, MailboxDetail, SaveMailboxBody } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../test/mail-servers.ts';
import { customSignatures, mailboxes, warmupMessages } from '../../db/schema.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { sendFromMailbox } from './mailbox-sender.ts';

let context: TestContext;
let servers: MailServers;
const sales = { address: 'sales@acme-mail.test', password: 'sales-pass-4Tz' };
const partner = { address: 'partner@acme-mail.test', password: 'partner-pass-8Wq' };
const rotating = { address: 'rotating@acme-mail.test', password: 'rotating-pass-1' };
const spare = { address: 'spare@acme-mail.test', password: 'spare-pass-2Lm' };

beforeAll(async () => {
  [context, servers] = await Promise.all([
    createTestContext(),
    startMailServers({
      users: [sales, partner, rotating, spare],
      junkWhen: (message) => message.subject.includes('SPAMMY'),
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([context?.close(), servers?.stop()]);
});

type Reply<T> = { message: string; data: T };

const serversOf = (
  user: { address: string; password?: string },
  overrides: { smtpPort?: number; imapPort?: number; secure?: boolean } = {},
) => ({
  smtp: {
    host: servers.smtp.host,
    port: overrides.smtpPort ?? servers.smtp.port,
    secure: overrides.secure ?? false,
    // The loopback servers offer no STARTTLS: plain text is chosen explicitly.
    plainText: !overrides.secure,
    username: user.address,
    ...(user.password ? { password: user.password } : {}),
  },
  imap: {
    host: servers.imap.host,
    port: overrides.imapPort ?? servers.imap.port,
    secure: overrides.secure ?? false,
    // The loopback servers offer no STARTTLS: plain text is chosen explicitly.
    plainText: !overrides.secure,
    username: user.address,
    ...(user.password ? { password: user.password } : {}),
  },
});

const save = (token: string, body: SaveMailboxBody) =>
  context.call<Reply<Mailbox>>('POST', '/api/v1/organisation/emails', { token, body });
const check = (token: string, body: Record<string, unknown>) =>
  context.call<Reply<ConnectionCheck>>('POST', '/api/v1/organisation/emails/check', { token, body });
const detail = (token: string, id: string) =>
  context.call<{ data: MailboxDetail }>('GET', `/api/v1/organisation/emails/${id}`, { token });
const list = (token: string, query = '') =>
  context.call<{ data: Mailbox[]; total: number }>('GET', `/api/v1/organisation/emails${query}`, { token });
const setActive = (token: string, id: string, active: boolean) =>
  context.call<Reply<Mailbox>>('POST', '/api/v1/organisation/emails/deactivate', { token, body: { id, active } });

async function rowOf(id: string) {
  const [row] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, id));
  if (!row) throw new Error(`no mailbox ${id}`);
  return row;
}

async function mailboxCount(organisationId: string) {
  return (await context.db.select().from(mailboxes).where(eq(mailboxes.organisationId, organisationId))).length;
}

async function addSmtpMailbox(
  token: string,
  user: { address: string; password: string },
  extra: Partial<SaveMailboxBody> = {},
) {
  const reply = await save(token, {
    kind: 'smtp',
    email: user.address,
    senderName: 'Sam Sales',
    ...serversOf(user),
    ...extra,
  });
  if (reply.status !== 200) throw new Error(`add failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

describe('adding an SMTP + IMAP mailbox', () => {
  it('signs in first, stores the settings without passwords, and sends mail that Dovecot delivers and the other side finds', async () => {
    const owner = await context.signup();
    const reply = await save(owner.accessToken, {
      kind: 'smtp',
      email: sales.address.toUpperCase(),
      senderName: 'Sam Sales',
      dailyLimit: 40,
      ...serversOf(sales),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(`Connected ${sales.address}.`);
    const mailbox = reply.body.data;
    expect(mailbox).toMatchObject({
      mode: 'Email',
      kind: 'smtp',
      email: sales.address,
      status: 'active',
      dailyLimit: 40,
      smtp: { host: '127.0.0.1', port: servers.smtp.port, secure: false, plainText: true, username: sales.address },
      imap: { host: '127.0.0.1', port: servers.imap.port, secure: false, plainText: true, username: sales.address },
      sendingWindow: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5], timeZone: 'UTC' },
    });
    expect(mailbox.lastCheckedAt).not.toBeNull();
    expect(JSON.stringify(reply.body)).not.toContain(sales.password);

    const receiver = await addSmtpMailbox(owner.accessToken, partner);
    const token = randomUUID();
    const row = await rowOf(mailbox.id);
    const client = await context.app.services.mailboxClients.clientFor(row);
    const sent = await sendFromMailbox(
      { db: context.db, clock: context.clock },
      row,
      client,
      {
        idempotencyKey: `warmup:${token}`,
        from: { name: row.senderName, address: row.email },
        to: partner.address,
        subject: `Catching up ${token.slice(0, 6)}`,
        html: '<p>How are things?</p>',
        text: 'How are things?',
        headers: { 'X-Leadpilot-Warmup': token },
      },
      'warmup',
    );
    expect(sent.duplicate).toBe(false);
    const delivered = await servers.messagesIn(partner.address, 'INBOX');
    expect(delivered.filter((raw) => raw.includes(token))).toHaveLength(1);

    const reader = await context.app.services.mailboxClients.clientFor(await rowOf(receiver.id));
    expect(await reader.findByToken(token)).toEqual([
      expect.objectContaining({ folder: 'inbox', messageId: sent.messageId }),
    ]);
    expect((await list(owner.accessToken)).body.data.find((entry) => entry.id === mailbox.id)?.sentToday).toBe(1);
  });

  it('finds a message the receiving server filed as junk, and rescues it to the inbox', async () => {
    const owner = await context.signup();
    const sender = await addSmtpMailbox(owner.accessToken, spare);
    const receiver = await addSmtpMailbox(owner.accessToken, partner);
    const token = randomUUID();
    const client = await context.app.services.mailboxClients.clientFor(await rowOf(sender.id));
    await client.send({
      idempotencyKey: `junk:${token}`,
      from: { name: 'Spare', address: spare.address },
      to: partner.address,
      subject: `SPAMMY deal ${token.slice(0, 6)}`,
      html: '<p>Hi</p>',
      text: 'Hi',
      headers: { 'X-Leadpilot-Warmup': token },
    });
    const reader = await context.app.services.mailboxClients.clientFor(await rowOf(receiver.id));
    const [found] = await reader.findByToken(token);
    expect(found?.folder).toBe('spam');
    if (!found) throw new Error('not found');
    await reader.rescue(found);
    expect(await reader.findByToken(token)).toEqual([expect.objectContaining({ folder: 'inbox', seen: true })]);
  });

  it('a wrong password, a closed port and SSL/TLS against a plain port each answer 422 in plain words and store nothing', async () => {
    const owner = await context.signup();
    const organisationId = owner.userData.organisation.id;
    const wrongPassword = await save(owner.accessToken, {
      kind: 'smtp',
      email: sales.address,
      ...serversOf({ address: sales.address, password: 'not-the-password' }),
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.message).toBe(
      'Sending (SMTP): The server refused the user name or password. Check both; many providers (Gmail, Outlook, iCloud, Yahoo) need an app password here.',
    );

    const closed = await save(owner.accessToken, {
      kind: 'smtp',
      email: sales.address,
      ...serversOf(sales, { smtpPort: 1 }),
    });
    expect(closed.status).toBe(422);
    expect(closed.body.message).toBe(
      'Sending (SMTP): 127.0.0.1:1 refused the connection: no SMTP server listens there. Check the port (SMTP usually uses 587 or 465).',
    );

    const tlsMismatch = await save(owner.accessToken, {
      kind: 'smtp',
      email: sales.address,
      ...serversOf(sales, { secure: true }),
    });
    expect(tlsMismatch.status).toBe(422);
    expect(tlsMismatch.body.message).toBe(
      'Sending (SMTP): The server does not speak TLS on this port; turn off SSL/TLS or use port 465.',
    );

    const imapOnlyWrong = await save(owner.accessToken, {
      kind: 'smtp',
      email: sales.address,
      smtp: serversOf(sales).smtp,
      imap: { ...serversOf(sales).imap, password: 'wrong-for-imap' },
    });
    expect(imapOnlyWrong.status).toBe(422);
    expect(imapOnlyWrong.body.message).toMatch(/^Reading \(IMAP\): The server refused the user name or password/);
    expect(await mailboxCount(organisationId)).toBe(0);
  });

  it('refuses the same address twice in one organisation, but another organisation may connect it', async () => {
    const owner = await context.signup();
    await addSmtpMailbox(owner.accessToken, sales);
    const again = await save(owner.accessToken, { kind: 'sandbox', email: sales.address });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `${sales.address} is already connected to this organisation. Edit that mailbox instead.`,
    );
    const other = await context.signup();
    expect((await save(other.accessToken, { kind: 'sandbox', email: sales.address })).status).toBe(200);
  });

  it('takes only a signature of the organisation', async () => {
    const owner = await context.signup();
    const other = await context.signup();
    const [foreign] = await context.db
      .insert(customSignatures)
      .values({
        organisationId: other.userData.organisation.id,
        name: 'Theirs',
        html: '<p>B</p>',
        scope: 'organisation',
      })
      .returning({ id: customSignatures.id });
    const [own] = await context.db
      .insert(customSignatures)
      .values({ organisationId: owner.userData.organisation.id, name: 'Ours', html: '<p>A</p>', scope: 'organisation' })
      .returning({ id: customSignatures.id });
    const refused = await save(owner.accessToken, {
      kind: 'sandbox',
      email: 'demo@acme.test',
      signatureId: foreign?.id ?? null,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This signature was not found.');
    const accepted = await save(owner.accessToken, {
      kind: 'sandbox',
      email: 'demo@acme.test',
      signatureId: own?.id ?? null,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.signatureId).toBe(own?.id);
  });
});

describe('changing a mailbox', () => {
  it('keeps the stored passwords when none is given, and asks again when the server or user name changes', async () => {
    const owner = await context.signup();
    const mailbox = await addSmtpMailbox(owner.accessToken, sales);
    const before = await rowOf(mailbox.id);
    const renamed = await save(owner.accessToken, {
      id: mailbox.id,
      senderName: 'Sam at Acme',
      dailyLimit: 25,
      trackingDomain: 'Track.Acme.test',
      ...serversOf({ address: sales.address }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(`Saved the settings of ${sales.address}.`);
    expect(renamed.body.data).toMatchObject({
      senderName: 'Sam at Acme',
      dailyLimit: 25,
      trackingDomain: 'track.acme.test',
    });
    const checked = await check(owner.accessToken, { id: mailbox.id });
    expect(checked.body.data.ok).toBe(true);
    expect((await rowOf(mailbox.id)).secretCiphertext).not.toBe(before.secretCiphertext);

    const moved = await save(owner.accessToken, {
      id: mailbox.id,
      smtp: { host: 'localhost', port: servers.smtp.port, secure: false, username: sales.address },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe('Enter the SMTP password again: the server name or user name changed.');
    expect((await rowOf(mailbox.id)).smtpSettings?.host).toBe('127.0.0.1');

    const wrongNew = await save(owner.accessToken, {
      id: mailbox.id,
      senderName: 'Should not stick',
      imap: { ...serversOf(sales).imap, password: 'a-wrong-new-password' },
    });
    expect(wrongNew.status).toBe(422);
    expect((await rowOf(mailbox.id)).senderName).toBe('Sam at Acme');
  });

  it('refuses to change the kind, or server settings of a mailbox without servers', async () => {
    const owner = await context.signup();
    const sandbox = (await save(owner.accessToken, { kind: 'sandbox', email: 'box@acme.test' })).body.data;
    const kind = await save(owner.accessToken, { id: sandbox.id, kind: 'smtp' });
    expect(kind.status).toBe(422);
    const servers = await save(owner.accessToken, { id: sandbox.id, ...serversOf(sales) });
    expect(servers.status).toBe(422);
    expect(servers.body.message).toBe('Only SMTP + IMAP mailboxes have server settings.');
    const renamed = await save(owner.accessToken, { id: sandbox.id, email: 'renamed@acme.test' });
    expect(renamed.body.data.email).toBe('renamed@acme.test');
  });
});

describe('checking a connection', () => {
  it('checks settings not saved yet, step by step, and stores nothing', async () => {
    const owner = await context.signup();
    const reply = await check(owner.accessToken, { ...serversOf(sales) });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('The connection works.');
    expect(reply.body.data.steps.map((step) => [step.step, step.ok])).toEqual([
      ['smtp', true],
      ['imap', true],
    ]);
    const failing = await check(owner.accessToken, { imap: { ...serversOf(sales).imap, password: 'nope-nope' } });
    expect(failing.body.data).toEqual({
      ok: false,
      steps: [
        { step: 'imap', ok: false, message: expect.stringMatching(/^The server refused the user name or password/) },
      ],
    });
    expect(failing.body.message).toMatch(/^The connection failed\. Reading \(IMAP\): The server refused/);
    expect(await mailboxCount(owner.userData.organisation.id)).toBe(0);
  });

  it('marks a stored mailbox broken when its password changed at the provider, and active again once fixed', async () => {
    const owner = await context.signup();
    const mailbox = await addSmtpMailbox(owner.accessToken, rotating);
    await servers.changePassword(rotating.address, 'rotating-pass-changed-22');
    const checkedAt = new Date(Date.now() + 60_000);
    context.clock.set(checkedAt);
    const failed = await check(owner.accessToken, { id: mailbox.id });
    expect(failed.status).toBe(200);
    expect(failed.body.data.ok).toBe(false);
    const broken = (await detail(owner.accessToken, mailbox.id)).body.data;
    expect(broken.status).toBe('broken');
    expect(broken.statusReason).toMatch(/^Sending \(SMTP\): The server refused the user name or password/);
    expect(broken.lastCheckedAt).toBe(checkedAt.toISOString());

    const fixed = await save(owner.accessToken, {
      id: mailbox.id,
      ...serversOf({ address: rotating.address, password: 'rotating-pass-changed-22' }),
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'active', statusReason: '' });
    await servers.changePassword(rotating.address, rotating.password);
  });

  it('a password sealed under another encryption key: the check says so, and entering the passwords again fixes it', async () => {
    const owner = await context.signup();
    const mailbox = await addSmtpMailbox(owner.accessToken, spare);
    const otherKey = createSecretBox('an-encryption-key-of-another-installation-0123');
    await context.db
      .update(mailboxes)
      .set({
        secretCiphertext: otherKey.sealJson({ smtpPassword: spare.password, imapPassword: spare.password }, mailbox.id),
      })
      .where(eq(mailboxes.id, mailbox.id));
    const failed = await check(owner.accessToken, { id: mailbox.id });
    expect(failed.body.data.steps).toEqual([
      {
        step: 'smtp',
        ok: false,
        message:
          'The stored passwords of this mailbox can no longer be read (the encryption key changed). Enter them again.',
      },
    ]);
    expect((await rowOf(mailbox.id)).status).toBe('broken');
    const withoutPassword = await save(owner.accessToken, { id: mailbox.id, ...serversOf({ address: spare.address }) });
    expect(withoutPassword.status).toBe(422);
    expect(withoutPassword.body.message).toBe('Enter the SMTP password again: the stored one can no longer be read.');
    const fixed = await save(owner.accessToken, { id: mailbox.id, ...serversOf(spare) });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.status).toBe('active');
  });

  it('checks a sandbox mailbox, which always connects', async () => {
    const owner = await context.signup();
    const box = (await save(owner.accessToken, { kind: 'sandbox', email: 'sandbox@acme.test' })).body.data;
    const reply = await check(owner.accessToken, { id: box.id });
    expect(reply.body.data).toEqual({
      ok: true,
      steps: [{ step: 'api', ok: true, message: 'Connected to Sandbox mailbox as sandbox@acme.test.' }],
    });
  });
});

describe('the sandbox mailbox', () => {
  it('keeps what it sends in Leadpilot, where a sandbox mailbox of that address finds it by token', async () => {
    const owner = await context.signup();
    const from = (await save(owner.accessToken, { kind: 'sandbox', email: 'from@demo.test', senderName: 'Dee Demo' }))
      .body.data;
    const to = (await save(owner.accessToken, { kind: 'sandbox', email: 'to@demo.test' })).body.data;
    const token = randomUUID();
    const sender = await context.app.services.mailboxClients.clientFor(await rowOf(from.id));
    const message = {
      idempotencyKey: `sandbox:${token}`,
      from: { name: 'Dee Demo', address: 'from@demo.test' },
      to: 'TO@demo.test',
      subject: `Demo ${token}`,
      html: '<p>Hello</p>',
      text: 'Hello',
      headers: { 'X-Leadpilot-Warmup': token },
    };
    const sent = await sender.send(message);
    expect((await sender.send(message)).messageId).toBe(sent.messageId);
    const reader = await context.app.services.mailboxClients.clientFor(await rowOf(to.id));
    const found = await reader.findByToken(token);
    expect(found).toEqual([
      { ref: sent.messageId, folder: 'inbox', messageId: sent.messageId, subject: `Demo ${token}`, seen: false },
    ]);
    await reader.rescue(found[0] ?? { ref: '', folder: 'inbox', messageId: '', subject: '', seen: false });
    expect(await reader.findByToken(token)).toHaveLength(1);
    const outsider = await context.app.services.mailboxClients.clientFor(await rowOf(from.id));
    expect(await outsider.findByToken(token)).toEqual([]);
  });
});

describe('listing, detail and switching off', () => {
  it('lists the newest first, filtered by mode, status and words in the address or sender name', async () => {
    const owner = await context.signup();
    const first = (
      await save(owner.accessToken, { kind: 'sandbox', email: 'alpha@list.test', senderName: 'Ann Alpha' })
    ).body.data;
    context.clock.advance(1000);
    const second = (await save(owner.accessToken, { kind: 'sandbox', email: 'beta@list.test', senderName: 'Ben Beta' }))
      .body.data;
    const all = await list(owner.accessToken);
    expect(all.body.data.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(all.body.total).toBe(2);
    expect((await list(owner.accessToken, '?q=ann')).body.data.map((entry) => entry.id)).toEqual([first.id]);
    expect((await list(owner.accessToken, '?q=BETA@')).body.data.map((entry) => entry.id)).toEqual([second.id]);
    expect((await list(owner.accessToken, '?mode=Calendar')).body.total).toBe(0);
    expect((await list(owner.accessToken, '?mode=Email&perPage=1&page=2')).body).toMatchObject({
      total: 2,
      data: [expect.objectContaining({ id: first.id })],
    });
    await setActive(owner.accessToken, first.id, false);
    expect((await list(owner.accessToken, '?status=deactivated')).body.data.map((entry) => entry.id)).toEqual([
      first.id,
    ]);
    const stranger = await context.signup();
    expect((await list(stranger.accessToken)).body.total).toBe(0);
  });

  it('shows 30 UTC days of warm-up history, oldest first, zeros on empty days', async () => {
    const owner = await context.signup();
    const box = (await save(owner.accessToken, { kind: 'sandbox', email: 'warm@history.test' })).body.data;
    const peer = (await save(owner.accessToken, { kind: 'sandbox', email: 'peer@history.test' })).body.data;
    const now = new Date('2026-05-20T10:00:00Z');
    context.clock.set(now);
    const at = (iso: string) => new Date(iso);
    const message = (
      fromMailboxId: string,
      toMailboxId: string,
      sentAt: Date,
      extra: Partial<typeof warmupMessages.$inferInsert> = {},
    ) => ({
      fromMailboxId,
      toMailboxId,
      token: randomUUID(),
      subject: 'Warm-up',
      sentAt,
      ...extra,
    });
    await context.db
      .insert(warmupMessages)
      .values([
        message(box.id, peer.id, at('2026-05-20T00:30:00Z'), { landedIn: 'inbox', repliedAt: now }),
        message(box.id, peer.id, at('2026-05-20T09:00:00Z'), { landedIn: 'spam', rescuedAt: now }),
        message(box.id, peer.id, at('2026-04-21T23:59:00Z'), { landedIn: 'inbox' }),
        message(box.id, peer.id, at('2026-04-20T23:59:00Z'), { landedIn: 'inbox' }),
        message(peer.id, box.id, at('2026-05-19T12:00:00Z')),
      ]);
    const history = (await detail(owner.accessToken, box.id)).body.data.warmupHistory;
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ day: '2026-04-21', sent: 1, received: 0, inbox: 1, spam: 0, rescued: 0, replied: 0 });
    expect(history[28]).toEqual({ day: '2026-05-19', sent: 0, received: 1, inbox: 0, spam: 0, rescued: 0, replied: 0 });
    expect(history[29]).toEqual({ day: '2026-05-20', sent: 2, received: 0, inbox: 1, spam: 1, rescued: 1, replied: 1 });
    expect(history.slice(1, 28).every((day) => day.sent + day.received === 0)).toBe(true);
    context.clock.set(new Date());
  });

  it('switches a mailbox off and on again after a real check; a failing check keeps it off', async () => {
    const owner = await context.signup();
    const mailbox = await addSmtpMailbox(owner.accessToken, spare);
    const off = await setActive(owner.accessToken, mailbox.id, false);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'deactivated', statusReason: 'Switched off by the team.' });
    expect((await check(owner.accessToken, { id: mailbox.id })).body.data.ok).toBe(true);
    expect((await rowOf(mailbox.id)).status).toBe('deactivated');

    await servers.changePassword(spare.address, 'spare-pass-rotated-99');
    const refused = await setActive(owner.accessToken, mailbox.id, true);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      new RegExp(`^${spare.address} stays off\\. Sending \\(SMTP\\): The server refused the user name or password`),
    );
    expect((await rowOf(mailbox.id)).status).toBe('deactivated');

    await servers.changePassword(spare.address, spare.password);
    const on = await setActive(owner.accessToken, mailbox.id, true);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(`Switched on ${spare.address}.`);
    expect(on.body.data.status).toBe('active');
  });

  it("answers another organisation's mailbox as not found, on every route", async () => {
    const owner = await context.signup();
    const stranger = await context.signup();
    const mailbox = await addSmtpMailbox(owner.accessToken, sales);
    const replies = [
      await detail(stranger.accessToken, mailbox.id),
      await check(stranger.accessToken, { id: mailbox.id }),
      await setActive(stranger.accessToken, mailbox.id, false),
      await save(stranger.accessToken, { id: mailbox.id, senderName: 'Taken over' }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect((reply.body as unknown as { message: string }).message).toBe('This mailbox was not found.');
    }
    const row = await rowOf(mailbox.id);
    expect(row).toMatchObject({ status: 'active', senderName: 'Sam Sales' });
  });
});
