import { randomUUID } from 'node:crypto';
import type { ConnectionCheck, Mailbox } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../test/mail-servers.ts';
import { mailboxes } from '../../db/schema.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { sealSmtpImapSecrets } from './mailbox-clients.ts';

let context: TestContext;
let servers: MailServers;
const sales = { address: 'sales@plain-mail.test', password: 'sales-pass-Plain-9' };

beforeAll(async () => {
  [context, servers] = await Promise.all([createTestContext(), startMailServers({ users: [sales] })]);
});
afterAll(async () => {
  await Promise.all([context?.close(), servers?.stop()]);
});

type Reply<T> = { message: string; data: T };

/** The loopback servers' plain ports, which offer no STARTTLS. */
const serversOf = (choice: { plainText?: boolean; secure?: boolean }, password?: string) => {
  const server = (port: number) => ({
    host: servers.smtp.host,
    port,
    secure: false,
    ...choice,
    username: sales.address,
    ...(password ? { password } : {}),
  });
  return { smtp: server(servers.smtp.port), imap: server(servers.imap.port) };
};

const noStartTls = (port: number) =>
  `The server at 127.0.0.1:${port} does not offer STARTTLS, so Leadpilot did not send your password. Choose SSL/TLS, or "None" if the server is on a network you trust.`;

describe('mail servers without STARTTLS', () => {
  it('get no password unless plain text was chosen: the mailbox is not saved, and the reason is plain', async () => {
    const owner = await context.signup();
    const signInsBefore = servers.smtpSignIns();
    const refused = await context.call<Reply<Mailbox>>('POST', '/api/v1/organisation/emails', {
      token: owner.accessToken,
      body: { kind: 'smtp', email: sales.address, ...serversOf({}, sales.password) },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Sending (SMTP): ${noStartTls(servers.smtp.port)}`);
    expect(servers.smtpSignIns()).toBe(signInsBefore);
    const stored = await context.db
      .select()
      .from(mailboxes)
      .where(eq(mailboxes.organisationId, owner.userData.organisation.id));
    expect(stored).toEqual([]);

    const chosen = await context.call<Reply<Mailbox>>('POST', '/api/v1/organisation/emails', {
      token: owner.accessToken,
      body: { kind: 'smtp', email: sales.address, ...serversOf({ plainText: true }, sales.password) },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.smtp).toMatchObject({ secure: false, plainText: true });
    expect(servers.smtpSignIns()).toBe(signInsBefore + 1);
  });

  it('refuses SSL/TLS and no encryption at once', async () => {
    const owner = await context.signup();
    const reply = await context.call<{ message: string }>('POST', '/api/v1/organisation/emails/check', {
      token: owner.accessToken,
      body: serversOf({ secure: true, plainText: true }, sales.password),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Choose SSL/TLS or no encryption, not both');
  });

  it('a mailbox stored before the choice existed requires STARTTLS, until plain text is chosen for it', async () => {
    const owner = await context.signup();
    const id = randomUUID();
    const settings = (port: number) => ({ host: servers.smtp.host, port, secure: false, username: sales.address });
    await context.db.insert(mailboxes).values({
      id,
      organisationId: owner.userData.organisation.id,
      mode: 'Email',
      kind: 'smtp',
      email: sales.address,
      smtpSettings: settings(servers.smtp.port),
      imapSettings: settings(servers.imap.port),
      secretCiphertext: sealSmtpImapSecrets(createSecretBox(context.config.ENCRYPTION_KEY), id, {
        smtpPassword: sales.password,
        imapPassword: sales.password,
      }),
    });
    const check = () =>
      context.call<Reply<ConnectionCheck>>('POST', '/api/v1/organisation/emails/check', {
        token: owner.accessToken,
        body: { id },
      });
    const view = await context.call<{ data: Mailbox }>('GET', `/api/v1/organisation/emails/${id}`, {
      token: owner.accessToken,
    });
    expect(view.body.data.smtp).toMatchObject({ secure: false, plainText: false });

    const signInsBefore = servers.smtpSignIns();
    const before = await check();
    expect(before.body.data.steps).toEqual([
      { step: 'smtp', ok: false, message: noStartTls(servers.smtp.port) },
      { step: 'imap', ok: false, message: noStartTls(servers.imap.port) },
    ]);
    expect(servers.smtpSignIns()).toBe(signInsBefore);

    // Same server and user: the stored password is kept.
    const saved = await context.call<Reply<Mailbox>>('POST', '/api/v1/organisation/emails', {
      token: owner.accessToken,
      body: { id, ...serversOf({ plainText: true }) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.imap).toMatchObject({ secure: false, plainText: true });
    expect((await check()).body.data.ok).toBe(true);
  });
});
