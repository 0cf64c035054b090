import { randomBytes } from 'node:crypto';
import type { LoginReply } from '@leadpilot/contracts';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { registerJobs } from '../src/jobs/registry.ts';
import { createManualClock } from '../src/platform/clock.ts';
import { createSandboxTransport } from '../src/platform/mail/sandbox-transport.ts';
import { loopbackNetworks } from '../src/platform/outbound/outbound-test-support.ts';
import { createInlineQueue, createPgBossQueue, type Queue } from '../src/platform/queue.ts';
import { openPgliteFromSnapshot, openPostgresFromTemplate, preparePostgresTemplate } from './test-databases.ts';

/** PostgreSQL for the database suites when TEST_DATABASE_URL or DATABASE_URL is set (CI sets it); otherwise in-memory PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/leadpilot-test-unused',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: 'test-encryption-key-that-is-long-enough-0123',
    APP_URL: 'http://leadpilot.test',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    FREE_ENRICHMENT_CODES_PER_EMAIL_PER_HOUR: '1000',
    FREE_ENRICHMENT_SIGNUPS_PER_DOMAIN_PER_DAY: '1000',
    SALES_INQUIRIES_PER_IP_PER_HOUR: '1000',
    // No resolver answers here (a closed loopback port: refused at once), so the email verifier's verdicts are
    // `unknown` unless a test stores one or starts its own DNS server; nothing waits on the machine's resolver.
    EMAIL_VERIFY_DNS_SERVERS: '127.0.0.1:9',
    // The loopback mail, DNS and provider servers; a test of the default policy sets it to ''.
    OUTBOUND_ALLOWED_NETWORKS: loopbackNetworks,
    ...overrides,
  });
}

/**
 * A fresh, migrated database: a new PostgreSQL database per call, or a new in-memory PGlite. Each
 * starts from the migrated database the global set-up made for the run (test-databases.ts).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (!testDatabaseUrl) {
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) return openPgliteFromSnapshot(snapshot);
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    return handle;
  }
  const name = `leadpilot_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate') ?? (await preparePostgresTemplate(testDatabaseUrl));
  return openPostgresFromTemplate(testDatabaseUrl, template, name);
}

/**
 * A test database and a second handle on it, as another process of the app would have: its own
 * pool on PostgreSQL (so statements really run side by side), the same handle on PGlite (one
 * connection in one process). `close` closes both.
 */
export async function openTestDatabaseTwice(): Promise<{
  database: DatabaseHandle & { url?: string };
  otherProcess: DatabaseHandle;
  close(): Promise<void>;
}> {
  const database = await openTestDatabase();
  const otherProcess = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 5 }) : database;
  return {
    database,
    otherProcess,
    async close() {
      if (otherProcess !== database) await otherProcess.close();
      await database.close();
    },
  };
}

export interface TestContextOptions {
  config?: Record<string, string>;
  /** 'inline' runs jobs in-process at once; 'pg-boss' uses the real queue on the test database. */
  queue?: 'inline' | 'pg-boss';
  /** Where the app logs (default: nowhere), e.g. `{ level: 'trace', stream }` to search the log lines. */
  logger?: import('fastify').FastifyServerOptions['logger'];
  /** The runtime's request for an engine pass now (left out, as the inline queue would run the engine mid-request). */
  wakeSending?: () => Promise<void>;
}

/** The real app on a real database, called through `app.inject()`; time is a manual clock. */
export async function createTestContext(options: TestContextOptions = {}) {
  const database = await openTestDatabase();
  const config = testConfig(options.config);
  const clock = createManualClock(new Date());
  const queueErrors: Error[] = [];
  const inline = createInlineQueue((error) => queueErrors.push(error));
  const queue: Queue =
    options.queue === 'pg-boss'
      ? createPgBossQueue(database, { databaseUrl: database.url, onError: (error) => queueErrors.push(error) })
      : inline;
  const mail = createSandboxTransport(database.db);
  // TEST_LOG=info (or debug, trace) prints the app's request log, to see where a slow suite is.
  const logger = options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false);
  const wakeSending = options.wakeSending;
  const app = await buildApp(
    { config, database, clock, queue, mail, ...(wakeSending ? { wakeSending } : {}) },
    { logger },
  );
  await queue.start();
  await registerJobs(queue, { services: app.services, clock, log: app.log });
  await app.ready();

  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const text = response.body;
    let body: T;
    try {
      body = JSON.parse(text) as T;
    } catch {
      body = text as unknown as T;
    }
    return { status: response.statusCode, body, headers: response.headers };
  }

  /** Signs up a new organisation and returns the owner's session. */
  async function signup(input: { name?: string; email?: string; password?: string; organisationName?: string } = {}) {
    const id = unique();
    const payload = {
      name: input.name ?? `Owner ${id}`,
      email: input.email ?? `owner-${id}@example.test`,
      // Strong, and free of the name and email (the password policy refuses passwords built from them).
      password: input.password ?? `correct horse ${randomBytes(4).toString('hex')}`,
      organisationName: input.organisationName ?? `Organisation ${id}`,
    };
    const response = await call<LoginReply>('POST', '/api/v1/signup', { body: payload });
    if (response.status !== 200) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { ...response.body, password: payload.password, email: payload.email };
  }

  /** Invites a member as `inviter`, reads the link from the sandbox mailbox and accepts it. */
  async function addMember(inviterToken: string, role: 'owner' | 'admin' | 'member' = 'member') {
    const id = unique();
    const email = `member-${id}@example.test`;
    const invited = await call<{ data: { id: string } }>('POST', '/api/v1/users', {
      token: inviterToken,
      body: { name: `Member ${id}`, email, role },
    });
    if (invited.status !== 200) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
    await inline.drain();
    const token = await invitationTokenFor(email);
    const password = `member passphrase ${randomBytes(4).toString('hex')}`;
    const accepted = await call<LoginReply>('POST', '/api/v1/callback/user-validate', { body: { token, password } });
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    return { ...accepted.body, email, password };
  }

  /** The token of the newest invitation link the sandbox mailbox holds for this address. */
  async function invitationTokenFor(email: string): Promise<string> {
    const rows = await database.query<{ text_body: string }>(
      `select text_body from sandbox_messages where to_address = $1 and kind = 'invitation' order by created_at desc limit 1`,
      [email],
    );
    const match = /accept-invitation\?token=([A-Za-z0-9_%-]+)/.exec(rows[0]?.text_body ?? '');
    if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
    return decodeURIComponent(match[1]);
  }

  return {
    app,
    database,
    db: database.db,
    config,
    clock,
    queue,
    inline,
    queueErrors,
    unique,
    call,
    signup,
    addMember,
    invitationTokenFor,
    async close() {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}
export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
