import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedPort } from '../../../test/closed-port.ts';
import { startDnsLoopback } from '../../../test/dns-loopback.ts';
import { type MailServers, startMailServers } from '../../../test/mail-servers.ts';
import { startSilentServer } from '../../../test/smtp-loopback.ts';
import { createDnsResolver } from '../../integrations/dns/dns-resolver.ts';
import type { MailServerAccount } from '../../integrations/smtp/smtp-sender.ts';
import { loopbackAllowedGuard } from '../../platform/outbound/outbound-test-support.ts';
import { type MailboxClient, MailboxConnectionError } from './mailbox-client.ts';
import { checkSmtpImap, createSmtpImapClient } from './smtp-imap-client.ts';

const alice = { address: 'alice@mail.test', password: 'alice-pass-7Qx' };
const bob = { address: 'bob@mail.test', password: 'bob-pass-3Kd' };
/** Signs in only in the test that counts sign-ins, so no other test's session adds to its count. */
const carol = { address: 'carol@mail.test', password: 'carol-pass-8Wz' };
let servers: MailServers;
let tlsServers: MailServers;
/** The loopback test servers are allowed explicitly; the default policy refuses them. */
const guard = loopbackAllowedGuard();

beforeAll(async () => {
  [servers, tlsServers] = await Promise.all([
    startMailServers({ users: [alice, bob, carol], junkWhen: (message) => message.subject.startsWith('[junk]') }),
    startMailServers({ users: [alice], tls: true }),
  ]);
});
/** Clients keep their connections until closed: every test's client is closed before the servers stop. */
const opened: MailboxClient[] = [];
afterAll(async () => {
  await Promise.all(opened.map((client) => client.close()));
  await Promise.all([servers?.stop(), tlsServers?.stop()]);
});

/** The loopback servers offer no STARTTLS on their plain ports: without SSL/TLS, plain text is chosen unless said otherwise. */
const accountOf = (
  user: { address: string; password: string },
  server: { host: string; port: number },
  secure = false,
  plainText = !secure,
): MailServerAccount => ({ ...server, secure, plainText, username: user.address, password: user.password });

function clientOf(
  user: { address: string; password: string },
  options: { dkim?: Parameters<typeof createSmtpImapClient>[1]['dkim'] } = {},
) {
  const client = createSmtpImapClient(
    { smtp: accountOf(user, servers.smtp), imap: accountOf(user, servers.imap) },
    { timeoutMs: 5000, guard, ...options },
  );
  opened.push(client);
  return client;
}

async function sendWarmup(from: MailboxClient, subject: string, token: string) {
  return from.send({
    idempotencyKey: `test:${token}`,
    from: { name: 'Alice Sender', address: alice.address },
    to: bob.address,
    subject,
    html: '<p>Hello Bob, how is the quarter going?</p>',
    text: 'Hello Bob, how is the quarter going?',
    headers: { 'X-Leadpilot-Warmup': token },
  });
}

async function failureOf(promise: Promise<unknown>): Promise<MailboxConnectionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MailboxConnectionError))
    throw new Error(`expected a MailboxConnectionError, got ${String(error)}`);
  return error;
}

describe('an SMTP + IMAP mailbox', () => {
  it('sends through SMTP; the message reaches the recipient in Dovecot and is found there by its token', async () => {
    const token = randomUUID();
    const sent = await sendWarmup(clientOf(alice), `Quarter plans ${token.slice(0, 8)}`, token);
    expect(sent.messageId).toMatch(/^<[0-9a-f]{32}@mail\.test>$/);

    const [raw] = await servers.messagesIn(bob.address, 'INBOX').then((all) => all.filter((m) => m.includes(token)));
    expect(raw).toContain(`X-Leadpilot-Warmup: ${token}`);
    expect(raw).toContain(`Message-ID: ${sent.messageId}`);

    const found = await clientOf(bob).findByToken(token);
    expect(found).toEqual([
      expect.objectContaining({
        folder: 'inbox',
        messageId: sent.messageId,
        subject: `Quarter plans ${token.slice(0, 8)}`,
        seen: false,
      }),
    ]);
    expect(await clientOf(alice).findByToken(token)).toEqual([]);
  });

  it('finds a message the server filed as spam, and rescues it: read, flagged and back in the inbox', async () => {
    const token = randomUUID();
    await sendWarmup(clientOf(alice), '[junk] A special offer', token);
    const reader = clientOf(bob);
    const [inSpam] = await reader.findByToken(token);
    expect(inSpam).toMatchObject({ folder: 'spam', seen: false });
    expect((await servers.messagesIn(bob.address, 'Junk')).some((raw) => raw.includes(token))).toBe(true);

    if (!inSpam) throw new Error('not found in spam');
    await reader.rescue(inSpam);

    const after = await reader.findByToken(token);
    expect(after).toEqual([expect.objectContaining({ folder: 'inbox', seen: true, messageId: inSpam.messageId })]);
    expect((await servers.messagesIn(bob.address, 'Junk')).some((raw) => raw.includes(token))).toBe(false);
  });

  it('finds a message by the token in its subject when a server dropped the header', async () => {
    const token = randomUUID();
    await servers.deliver(
      bob.address,
      [
        'From: Carol <carol@elsewhere.test>',
        `To: ${bob.address}`,
        `Subject: Lunch next week? ${token}`,
        `Message-ID: <${token}@elsewhere.test>`,
        '',
        'Shall we?',
        '',
      ].join('\r\n'),
    );
    expect(await clientOf(bob).findByToken(token)).toEqual([
      expect.objectContaining({ folder: 'inbox', messageId: `<${token}@elsewhere.test>` }),
    ]);
  });

  it('sends with the Message-ID it is given, threaded, files a copy in Sent, and finds it there by that Message-ID', async () => {
    const token = randomUUID();
    const messageId = `<${token}@mail.test>`;
    const sender = clientOf(alice);
    const sent = await sender.send({
      idempotencyKey: `campaign:${token}`,
      messageId,
      copyToSent: true,
      from: { name: 'Alice Sender', address: alice.address },
      to: bob.address,
      subject: 'Re: Quarter plans',
      html: '<p>Following up.</p>',
      text: 'Following up.',
      inReplyTo: '<second@mail.test>',
      references: '<first@mail.test> <second@mail.test>',
    });
    expect(sent).toEqual({ messageId });
    const [received] = (await servers.messagesIn(bob.address, 'INBOX')).filter((raw) => raw.includes(messageId));
    expect(received).toContain('In-Reply-To: <second@mail.test>');
    expect(received).toContain('References: <first@mail.test> <second@mail.test>');
    expect((await servers.messagesIn(alice.address, 'Sent')).filter((raw) => raw.includes(messageId))).toHaveLength(1);
    expect(servers.acceptedMessageIds()).toContain(messageId);

    expect(await sender.findSent(messageId)).toBe(true);
    expect(await sender.findSent(`<${randomUUID()}@mail.test>`)).toBe(false);
    // Bob received it but did not send it.
    expect(await clientOf(bob).findSent(messageId)).toBe(false);
  });

  it('keeps one SMTP connection and one IMAP session for all its calls until it is closed', async () => {
    const token = randomUUID();
    const sender = clientOf(carol);
    const signInsBefore = servers.smtpSignIns();
    const loginsBefore = (await servers.imapLoginLog()).filter((line) => line.includes(carol.address)).length;
    const ids = [1, 2, 3].map((number) => `<${token}-${number}@mail.test>`);
    for (const messageId of ids) {
      await sender.send({
        idempotencyKey: `campaign:${messageId}`,
        messageId,
        copyToSent: true,
        from: { name: 'Carol Sender', address: carol.address },
        to: bob.address,
        subject: 'Quarter plans',
        html: '<p>Hello.</p>',
        text: 'Hello.',
      });
    }
    expect(await sender.findSent(ids[2] ?? '')).toBe(true);
    await sender.close();
    expect(servers.smtpSignIns() - signInsBefore).toBe(1);
    const sent = await servers.messagesIn(carol.address, 'Sent');
    for (const messageId of ids) expect(sent.filter((raw) => raw.includes(messageId))).toHaveLength(1);
    // Dovecot logs a session's login line when it ends: after close(), one for the three copies and the search.
    await vi.waitFor(
      async () => {
        const logins = (await servers.imapLoginLog()).filter((line) => line.includes(carol.address)).length;
        expect(logins - loginsBefore).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('signs with the DKIM key it is given, and the signature verifies against the published key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const dns = await startDnsLoopback({
      zone: { 'lp1._domainkey.mail.test': { TXT: [`v=DKIM1; k=rsa; p=${publicDer}`] } },
    });
    try {
      const token = randomUUID();
      const signer = clientOf(alice, {
        dkim: {
          domainName: 'mail.test',
          keySelector: 'lp1',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      });
      await sendWarmup(signer, 'Signed hello', token);
      const raw = (await servers.messagesIn(bob.address, 'INBOX')).find((message) => message.includes(token));
      expect(raw).toMatch(/^DKIM-Signature: .*d=mail\.test/m);
      const resolver = createDnsResolver({ servers: [dns.server], timeoutMs: 2000 });
      const verified = await dkimVerify(Buffer.from(raw ?? ''), {
        resolver: resolver as (name: string, rrtype: string) => Promise<string[][]>,
      });
      expect(verified.results.map((result) => result.status.result)).toEqual(['pass']);
    } finally {
      dns.close();
    }
  });

  it('verifies by signing in to both servers, and says so step by step', async () => {
    await expect(clientOf(alice).verify()).resolves.toBeUndefined();
    const steps = await checkSmtpImap(
      { smtp: accountOf(alice, servers.smtp), imap: accountOf(alice, servers.imap) },
      { timeoutMs: 5000, guard },
    );
    expect(steps).toEqual([
      { step: 'smtp', ok: true, message: expect.stringContaining(`Signed in to 127.0.0.1:${servers.smtp.port}`) },
      { step: 'imap', ok: true, message: expect.stringContaining('(not encrypted, as chosen)') },
    ]);
  });
});

describe('a server that offers no STARTTLS', () => {
  /** The IMAP login log lines written after `seen`, once Dovecot closed the connection. */
  async function newImapLoginLines(seen: number): Promise<string[]> {
    let lines: string[] = [];
    await vi.waitFor(
      async () => {
        lines = (await servers.imapLoginLog()).slice(seen);
        if (lines.length === 0) throw new Error('Dovecot has not logged the connection yet');
      },
      { timeout: 5000, interval: 50 },
    );
    return lines;
  }

  it('gets no password unless plain text was chosen, and the check says why in plain words', async () => {
    const signInsBefore = servers.smtpSignIns();
    const imapLinesBefore = (await servers.imapLoginLog()).length;
    const steps = await checkSmtpImap(
      { smtp: accountOf(alice, servers.smtp, false, false), imap: accountOf(alice, servers.imap, false, false) },
      { timeoutMs: 5000, guard },
    );
    expect(steps).toEqual([
      {
        step: 'smtp',
        ok: false,
        message: `The server at 127.0.0.1:${servers.smtp.port} does not offer STARTTLS, so Leadpilot did not send your password. Choose SSL/TLS, or "None" if the server is on a network you trust.`,
      },
      {
        step: 'imap',
        ok: false,
        message: `The server at 127.0.0.1:${servers.imap.port} does not offer STARTTLS, so Leadpilot did not send your password. Choose SSL/TLS, or "None" if the server is on a network you trust.`,
      },
    ]);
    expect(servers.smtpSignIns()).toBe(signInsBefore);
    const [imapLine, ...more] = await newImapLoginLines(imapLinesBefore);
    expect(more).toEqual([]);
    expect(imapLine).toContain('no auth attempts');
    expect(imapLine).toContain('user=<>');

    const error = await failureOf(
      createSmtpImapClient(
        { smtp: accountOf(alice, servers.smtp, false, false), imap: accountOf(alice, servers.imap, false, false) },
        { timeoutMs: 5000, guard },
      ).verify(),
    );
    expect(error).toMatchObject({ step: 'smtp', permanent: true });
    expect(servers.smtpSignIns()).toBe(signInsBefore);
  });

  it('signs in without encryption when plain text was chosen, and says so', async () => {
    const signInsBefore = servers.smtpSignIns();
    const imapLinesBefore = (await servers.imapLoginLog()).length;
    const steps = await checkSmtpImap(
      { smtp: accountOf(alice, servers.smtp, false, true), imap: accountOf(alice, servers.imap, false, true) },
      { timeoutMs: 5000, guard },
    );
    expect(steps).toEqual([
      {
        step: 'smtp',
        ok: true,
        message: `Signed in to 127.0.0.1:${servers.smtp.port} as ${alice.address} (no encryption required: STARTTLS only if the server offered it).`,
      },
      {
        step: 'imap',
        ok: true,
        message: `Signed in to 127.0.0.1:${servers.imap.port} as ${alice.address} (not encrypted, as chosen).`,
      },
    ]);
    expect(servers.smtpSignIns()).toBe(signInsBefore + 1);
    expect((await newImapLoginLines(imapLinesBefore)).join('\n')).toContain(`Login: user=<${alice.address}>`);
  });

  it('a server that offers STARTTLS is upgraded before the password: its certificate is checked first', async () => {
    // Dovecot offers STARTTLS on the plain port of the TLS servers, with a self-signed certificate.
    const imapLinesBefore = (await tlsServers.imapLoginLog()).length;
    const [step] = await checkSmtpImap(
      { imap: accountOf(alice, { host: 'localhost', port: tlsServers.imap.port }, false, false) },
      { timeoutMs: 5000, guard },
    );
    expect(step).toEqual({
      step: 'imap',
      ok: false,
      message:
        "The server's TLS certificate for localhost is not trusted: it is self-signed. Use the server name its certificate names, or ask the provider for a valid certificate.",
    });
    let lines: string[] = [];
    await vi.waitFor(async () => {
      lines = (await tlsServers.imapLoginLog()).slice(imapLinesBefore);
      if (lines.length === 0) throw new Error('Dovecot has not logged the connection yet');
    });
    expect(lines.join('\n')).not.toContain(`user=<${alice.address}>`);
  });
});

describe('connection failures in plain words', () => {
  it('a wrong password: refused by both servers, permanent, and the password is not in the message', async () => {
    const wrong = { address: alice.address, password: 'Wr0ng-Pa55-unique' };
    const steps = await checkSmtpImap(
      { smtp: accountOf(wrong, servers.smtp), imap: accountOf(wrong, servers.imap) },
      { timeoutMs: 5000, guard },
    );
    expect(steps.map((step) => [step.step, step.ok])).toEqual([
      ['smtp', false],
      ['imap', false],
    ]);
    for (const step of steps) expect(step.message).toMatch(/^The server refused the user name or password/);
    const error = await failureOf(clientOf(wrong).verify());
    expect(error.permanent).toBe(true);
    expect(JSON.stringify({ steps, message: error.message })).not.toContain(wrong.password);
  });

  it('a closed port: the connection was refused, and which port to try', async () => {
    const port = await closedPort();
    const steps = await checkSmtpImap(
      { smtp: accountOf(alice, { host: '127.0.0.1', port }), imap: accountOf(alice, { host: '127.0.0.1', port }) },
      { timeoutMs: 5000, guard },
    );
    expect(steps.map((step) => step.message)).toEqual([
      `127.0.0.1:${port} refused the connection: no SMTP server listens there. Check the port (SMTP usually uses 587 or 465).`,
      `127.0.0.1:${port} refused the connection: no IMAP server listens there. Check the port (IMAP usually uses 993 or 143).`,
    ]);
  });

  it('an unknown server name', async () => {
    const nowhere = { host: 'no-such-host.invalid', port: 587 };
    const [step] = await checkSmtpImap({ smtp: accountOf(alice, nowhere) }, { timeoutMs: 5000, guard });
    expect(step?.message).toBe('No server named no-such-host.invalid was found. Check the server name.');
  });

  it('SSL/TLS on against a plain port: the server does not speak TLS there', async () => {
    const steps = await checkSmtpImap(
      { smtp: accountOf(alice, servers.smtp, true), imap: accountOf(alice, servers.imap, true) },
      { timeoutMs: 5000, guard },
    );
    expect(steps.map((step) => step.message)).toEqual([
      'The server does not speak TLS on this port; turn off SSL/TLS or use port 465.',
      'The server does not speak TLS on this port; turn off SSL/TLS or use port 993.',
    ]);
    const error = await failureOf(
      createSmtpImapClient(
        { smtp: accountOf(alice, servers.smtp, true), imap: accountOf(alice, servers.imap, true) },
        { timeoutMs: 5000, guard },
      ).verify(),
    );
    expect(error).toMatchObject({ step: 'smtp', permanent: true });
  });

  it('SSL/TLS off against a TLS port: the server stays silent, and the advice is to turn SSL/TLS on', async () => {
    if (!tlsServers.smtps || !tlsServers.imaps) throw new Error('the TLS listeners did not start');
    const steps = await checkSmtpImap(
      { smtp: accountOf(alice, tlsServers.smtps), imap: accountOf(alice, tlsServers.imaps) },
      { timeoutMs: 700, guard },
    );
    for (const step of steps) {
      expect(step.ok).toBe(false);
      expect(step.message).toContain('accepted the connection but said nothing within 0.7 seconds');
      expect(step.message).toContain('turn SSL/TLS on');
    }
  });

  it('a self-signed certificate is not trusted', async () => {
    if (!tlsServers.smtps || !tlsServers.imaps) throw new Error('the TLS listeners did not start');
    const localhost = (port: number) => ({ host: 'localhost', port });
    const steps = await checkSmtpImap(
      {
        smtp: accountOf(alice, localhost(tlsServers.smtps.port), true),
        imap: accountOf(alice, localhost(tlsServers.imaps.port), true),
      },
      { timeoutMs: 5000, guard },
    );
    for (const step of steps) {
      expect(step.message).toBe(
        "The server's TLS certificate for localhost is not trusted: it is self-signed. Use the server name its certificate names, or ask the provider for a valid certificate.",
      );
    }
  });

  it('a server that accepts the connection and never answers: a timeout within the configured time, not a hang', async () => {
    const port = await closedPort();
    const silent = await startSilentServer('127.0.0.1', port);
    try {
      const steps = await checkSmtpImap(
        {
          smtp: accountOf(alice, { host: '127.0.0.1', port }, true),
          imap: accountOf(alice, { host: '127.0.0.1', port }, true),
        },
        { timeoutMs: 500, guard },
      );
      expect(steps.map((step) => step.ok)).toEqual([false, false]);
      for (const step of steps) expect(step.message).toMatch(/within 0\.5 seconds/);
      expect(silent.connections()).toBeGreaterThanOrEqual(2);
    } finally {
      await silent.close();
    }
  });

  it('another kind of service on the port: said in plain words, never echoing what it answered', async () => {
    const nats = 'INFO {"server_id":"NDEADBEEF","version":"2.10.0","go":"go1.21"}\r\n';
    const mysql = Buffer.concat([
      Buffer.from([0x4a, 0, 0, 0, 0x0a]),
      Buffer.from('8.0.36-mysql-secret-build\0', 'latin1'),
      Buffer.alloc(20, 0x41),
    ]);
    for (const banner of [nats, mysql]) {
      const port = await closedPort();
      const service = await startSilentServer('127.0.0.1', port, { banner });
      try {
        const steps = await checkSmtpImap(
          { smtp: accountOf(alice, { host: '127.0.0.1', port }), imap: accountOf(alice, { host: '127.0.0.1', port }) },
          { timeoutMs: 700, guard },
        );
        expect(steps.map((step) => step.ok)).toEqual([false, false]);
        for (const step of steps) expect(step.message).not.toMatch(/INFO|server_id|NDEADBEEF|mysql|8\.0\.36/i);
        expect(steps[0]?.message).toBe(
          `The server at 127.0.0.1:${port} did not answer like an SMTP server. Check the server name and port.`,
        );
      } finally {
        await service.close();
      }
    }
  });
});

describe('the outbound guard in front of the mail servers', () => {
  it('refuses loopback under the default policy, before any connection, whatever the spelling', async () => {
    const port = await closedPort();
    const listener = await startSilentServer('127.0.0.1', port);
    try {
      for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f000001', '0177.0.0.1']) {
        const steps = await checkSmtpImap(
          { smtp: accountOf(alice, { host, port }), imap: accountOf(alice, { host, port }) },
          { timeoutMs: 5000 },
        );
        for (const step of steps) {
          expect(step).toMatchObject({ ok: false, message: expect.stringContaining('not on the public internet') });
        }
      }
      const client = createSmtpImapClient(
        { smtp: accountOf(alice, { host: '127.0.0.1', port }), imap: accountOf(alice, { host: '127.0.0.1', port }) },
        { timeoutMs: 5000 },
      );
      const error = await failureOf(sendWarmup(client, 'Hello', randomUUID()));
      expect(error).toMatchObject({ step: 'smtp', permanent: true });
      await expect(client.findByToken('x')).rejects.toMatchObject({ step: 'imap', permanent: true });
      expect(listener.connections()).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
