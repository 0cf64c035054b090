import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../test/harness.ts';
import { type ServerProcess, spawnMain } from '../../../../test/server-process.ts';
import { databaseUrl, withAdminClient } from '../../../../test/test-databases.ts';
import { type DatabaseHandle, openDatabase } from '../../../db/client.ts';
import { mailboxSends, sendLedger } from '../../../db/schema.ts';
import { createPgBossQueue, type Queue } from '../../../platform/queue.ts';
import { campaignSendingJob } from './sending.jobs.ts';
import { createCampaign, createMailbox, createOrganisation, enrol, openSettings } from './sending-test-support.ts';

/**
 * Web and worker processes (`main.ts --role web|worker`) on one new PostgreSQL database: started
 * together, they migrate it once between them; the web process serves and works no job; two
 * workers run the sending engine's passes side by side and every message goes once.
 */

const serverDir = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'roles-'));
const name = `leadpilot_roles_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];
let url = '';
let database: DatabaseHandle | undefined;
let queue: Queue | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts main.ts with `--role role`; resolves once its log says it is ready. */
async function startProcess(role: 'web' | 'worker', port: number): Promise<ServerProcess> {
  const started = spawnMain(['--role', role], {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: 'roles-test-jwt-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: 'roles-test-encryption-key-that-is-long-enough-0123',
    SEED_PEOPLE: '0',
    LOG_LEVEL: 'info',
  });
  children.push(started.child);
  const ended = started.exited.then((code) => {
    throw new Error(`--role ${role} exited with ${code}:\n${started.output()}`);
  });
  while (!started.output().includes('is ready')) await Promise.race([sleep(100), ended]);
  return started;
}

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error('This suite needs TEST_DATABASE_URL (npm run test:postgres runs it).');
  await withAdminClient(testDatabaseUrl, (admin) => admin.query(`create database "${name}"`));
  url = databaseUrl(testDatabaseUrl, name);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await queue?.stop();
  await database?.close();
  if (testDatabaseUrl) {
    await withAdminClient(testDatabaseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('web and worker processes on one PostgreSQL database', () => {
  it('start together on an empty database, and two workers send a campaign once', async () => {
    const webPort = await freePort();
    // Started at the same moment: the migration lock lets one migrate while the others wait.
    const [web, ...workers] = await Promise.all([
      startProcess('web', webPort),
      startProcess('worker', webPort),
      startProcess('worker', webPort),
    ]);
    database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const applied = await database.query('select count(*)::int as total from drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(path.join(serverDir, 'drizzle/meta/_journal.json'), 'utf8'));
    expect(applied[0]?.total).toBe(journal.entries.length);

    const health = await fetch(`http://127.0.0.1:${webPort}/api/health`);
    expect(health.status).toBe(200);
    expect(web?.output()).toContain('jobs left to worker processes');

    // A running campaign: one message each to 16 prospects from 16 sandbox mailboxes (no gap to wait).
    const db = database.db;
    const organisationId = await createOrganisation(db, 'Roles Ltd');
    const mailboxIds: string[] = [];
    for (let index = 0; index < 16; index += 1) {
      mailboxIds.push(await createMailbox(db, organisationId, { email: `sender${index}@roles.test` }));
    }
    const campaignId = await createCampaign(db, {
      organisationId,
      mailboxIds,
      settings: openSettings(),
      steps: [{ kind: 'email', variants: [{ subject: 'Hello {{ first_name }}', bodyHtml: '<p>Hi.</p>' }] }],
    });
    const prospects = Array.from({ length: 16 }, (_, index) => ({
      email: `p${index}@prospects.test`,
      firstName: `P${index}`,
    }));
    await enrol(db, organisationId, campaignId, prospects);

    // Wake-ups as a launch sends them, several at once so that both workers run passes together.
    queue = createPgBossQueue(database, {
      databaseUrl: url,
      onError: (error) => {
        throw error;
      },
    });
    await queue.start();
    const sentCount = async () =>
      (
        await db
          .select({ total: count() })
          .from(sendLedger)
          .where(sql`${sendLedger.campaignId} = ${campaignId} and ${sendLedger.state} = 'sent'`)
      )[0]?.total ?? 0;
    const deadline = Date.now() + 120_000;
    while ((await sentCount()) < prospects.length) {
      if (Date.now() > deadline) throw new Error(`not all sent:\n${workers.map((w) => w.output()).join('\n')}`);
      await Promise.all([queue.send(campaignSendingJob, {}), queue.send(campaignSendingJob, {})]);
      await sleep(500);
    }

    const ledger = await db
      .select({ claimedBy: sendLedger.claimedBy, messageId: sendLedger.messageId })
      .from(sendLedger)
      .where(eq(sendLedger.campaignId, campaignId));
    expect(ledger).toHaveLength(prospects.length);
    // Each message once: one send recorded per ledger row, every Message-ID different.
    const sends = await db
      .select({ messageId: mailboxSends.messageId })
      .from(mailboxSends)
      .where(sql`${mailboxSends.mailboxId} in ${mailboxIds}`);
    expect(sends).toHaveLength(prospects.length);
    expect(new Set(sends.map((send) => send.messageId)).size).toBe(prospects.length);
    // Sent by the workers only (the engine names itself host:pid:…), never by the web process.
    const workerPids = workers.map((worker) => String(worker.child.pid));
    for (const row of ledger) expect(workerPids).toContain(row.claimedBy?.split(':')[1]);

    // SIGTERM: each process ends cleanly after what it was doing.
    for (const started of [web, ...workers]) started?.child.kill('SIGTERM');
    expect(await Promise.all([web, ...workers].map((started) => started?.exited))).toEqual([0, 0, 0]);
  }, 240_000);
});
