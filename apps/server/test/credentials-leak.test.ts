/**
 * Mailbox passwords never leave the sealed column: not in a reply, not in a log line (pino at
 * trace level), not in anything written to stdout or stderr, not in any other column or table.
 * Every mailbox path runs with distinctive passwords: adding, failing to add (wrong password,
 * closed port, TLS mismatch), checking, listing, the detail, updating with and without a new
 * password, switching off and on, sending and reading through the stored mailbox.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LoginReply, Mailbox } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { mailboxes } from '../src/db/schema.ts';
import { createManualClock } from '../src/platform/clock.ts';
import { loggerOptions } from '../src/platform/logger.ts';
import { createSandboxTransport } from '../src/platform/mail/sandbox-transport.ts';
import { createInlineQueue } from '../src/platform/queue.ts';
import { listTables } from './db-snapshot.ts';
import { openTestDatabase, testConfig } from './harness.ts';
import { type MailServers, startMailServers } from './mail-servers.ts';

const canary = (label: string) => `LEAK-CANARY-${label}-${randomUUID().slice(0, 8)}`;
const user = { address: 'leaky@canary-mail.test', password: canary('stored') };
const peer = { address: 'peer@canary-mail.test', password: canary('peer') };
const wrongPassword = canary('wrong');
const newPassword = canary('rotated');
const secrets = [user.password, peer.password, wrongPassword, newPassword];

const logLines: string[] = [];
const written: string[] = [];
const replies: string[] = [];
let servers: MailServers;
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let token: string;
const restores: (() => void)[] = [];

/** Everything the process writes to stdout and stderr while the suite runs, still passed through. */
function captureOutput() {
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    restores.push(() => {
      stream.write = original as typeof stream.write;
    });
  }
}

beforeAll(async () => {
  captureOutput();
  servers = await startMailServers({ users: [user, peer] });
  database = await openTestDatabase();
  const options = loggerOptions('trace');
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(
    {
      config: testConfig(),
      database,
      clock: createManualClock(new Date()),
      queue: createInlineQueue(),
      mail: createSandboxTransport(database.db),
    },
    { logger: typeof options === 'object' ? { ...options, stream: sink } : options },
  );
  await app.ready();
  const signup = await call('POST', '/api/v1/signup', {
    name: 'Leak Tester',
    email: `leak-${randomUUID()}@example.test`,
    password: 'a long enough sign-in password',
    organisationName: 'Leak Co',
  });
  token = (signup.json as LoginReply).accessToken;
});

afterAll(async () => {
  for (const restore of restores) restore();
  await app?.close();
  await database?.close();
  await servers?.stop();
});

async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  replies.push(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`);
  return { status: response.statusCode, json: JSON.parse(response.body) as unknown };
}

const server = (address: { host: string; port: number }, password?: string, secure = false) => ({
  host: address.host,
  port: address.port,
  secure,
  // The loopback servers offer no STARTTLS: plain text is chosen explicitly.
  plainText: !secure,
  username: user.address,
  ...(password ? { password } : {}),
});

describe('mailbox credentials', () => {
  it('appear in no reply, log line, console output, or column other than the sealed secret', async () => {
    const failures = [
      { smtp: server(servers.smtp, wrongPassword), imap: server(servers.imap, wrongPassword) },
      { smtp: server({ host: '127.0.0.1', port: 1 }, user.password), imap: server(servers.imap, user.password) },
      { smtp: server(servers.smtp, user.password, true), imap: server(servers.imap, user.password, true) },
    ];
    for (const settings of failures) {
      const reply = await call('POST', '/api/v1/organisation/emails', {
        kind: 'smtp',
        email: user.address,
        ...settings,
      });
      expect(reply.status).toBe(422);
      expect((await call('POST', '/api/v1/organisation/emails/check', settings)).status).toBe(200);
    }

    const added = await call('POST', '/api/v1/organisation/emails', {
      kind: 'smtp',
      email: user.address,
      smtp: server(servers.smtp, user.password),
      imap: server(servers.imap, user.password),
    });
    expect(added.status).toBe(200);
    const id = (added.json as { data: Mailbox }).data.id;
    expect((await call('POST', '/api/v1/organisation/emails/check', { id })).status).toBe(200);
    expect((await call('GET', '/api/v1/organisation/emails')).status).toBe(200);
    expect((await call('GET', `/api/v1/organisation/emails/${id}`)).status).toBe(200);
    const kept = await call('POST', '/api/v1/organisation/emails', {
      id,
      senderName: 'Kept password',
      smtp: server(servers.smtp),
      imap: server(servers.imap),
    });
    expect(kept.status).toBe(200);
    const wrongUpdate = await call('POST', '/api/v1/organisation/emails', {
      id,
      imap: server(servers.imap, wrongPassword),
    });
    expect(wrongUpdate.status).toBe(422);
    expect((await call('POST', '/api/v1/organisation/emails/deactivate', { id, active: false })).status).toBe(200);
    await servers.changePassword(user.address, newPassword);
    expect((await call('POST', '/api/v1/organisation/emails/deactivate', { id, active: true })).status).toBe(422);
    expect((await call('POST', '/api/v1/organisation/emails/check', { id })).status).toBe(200);
    const rotated = await call('POST', '/api/v1/organisation/emails', {
      id,
      smtp: server(servers.smtp, newPassword),
      imap: server(servers.imap, newPassword),
    });
    expect(rotated.status).toBe(200);
    expect((await call('POST', '/api/v1/organisation/emails/deactivate', { id, active: true })).status).toBe(200);

    // Sending and reading through the stored mailbox, and a failure of each.
    const [row] = await database.db.select().from(mailboxes);
    if (!row) throw new Error('the mailbox was not stored');
    const client = await app.services.mailboxClients.clientFor(row);
    const warmupToken = randomUUID();
    await client.send({
      idempotencyKey: warmupToken,
      from: { name: 'Leaky', address: user.address },
      to: peer.address,
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
      headers: { 'X-Leadpilot-Warmup': warmupToken },
    });
    expect(await client.findByToken(warmupToken)).toEqual([]);
    await client.close();
    await servers.changePassword(user.address, user.password);
    // A client keeps its sessions until closed: a new one signs in again, with the old password.
    const stale = await app.services.mailboxClients.clientFor(row);
    const failed = await stale.findByToken(warmupToken).then(
      () => 'no error',
      (error: Error) => `${error.message} ${JSON.stringify(error)}`,
    );
    expect(failed).toMatch(/refused the user name or password/);
    await stale.close();
    written.push(failed);

    const texts = { replies: replies.join('\n'), logs: logLines.join(''), output: written.join('') };
    expect(texts.replies).toContain('refused the user name or password');
    expect(texts.logs).toContain('/api/v1/organisation/emails');
    for (const [where, text] of Object.entries(texts)) {
      for (const secret of secrets) expect(text.includes(secret), `${where} contain ${secret}`).toBe(false);
    }

    // At rest: only ciphertext, and no other column of any table holds a password.
    expect(row.secretCiphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const table of await listTables(database)) {
      const rows = await database.query<{ row: string }>(`select t::text as row from ${table.sql} t`);
      for (const { row: text } of rows) {
        for (const secret of secrets) expect(text.includes(secret), `${table.name} holds ${secret}`).toBe(false);
      }
    }
  });
});
