import { afterAll, beforeAll, describe, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../../test/mail-servers.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import {
  createFaultCampaign,
  createWorkerLauncher,
  exited,
  expectOnceOnly,
  faultMailUsers,
  seededRandom,
  sentCount,
  sleep,
  waitFor,
  waitUntilSettled,
} from './send-fault-test-support.ts';

/**
 * The fault test of the sending engine, on PostgreSQL: N prospects × 3 email steps to the loopback
 * SMTP server (which logs every Message-ID it accepted; the sender's Sent folder in Dovecot gets a
 * copy of each), a worker process SIGKILLed at random moments and started again, then the ledger
 * compared with the server's log. CI runs it small; FAULT_PROSPECTS=1000 FAULT_KILLS=20 is the full
 * size. The time allowed grows with the size (FAULT_TIMEOUT_MS sets the whole test's).
 */
const prospects = Number(process.env.FAULT_PROSPECTS ?? 30);
const kills = Number(process.env.FAULT_KILLS ?? 4);
const speed = 120;
const leaseMs = 5 * 60_000;
/** Time for the last worker to finish: 150 s for CI's size, and 1 s a message beyond it (2 busy cores). */
const settleMs = Math.max(150_000, prospects * 3 * 1000);
const testTimeoutMs = Number(process.env.FAULT_TIMEOUT_MS ?? settleMs + kills * 30_000 + 100_000);

const { sender, recipients, users } = faultMailUsers(prospects, 'fault@outbound.test');

let servers: MailServers;
let database: DatabaseHandle & { url?: string };
let launcher: ReturnType<typeof createWorkerLauncher> | undefined;

beforeAll(async () => {
  // A `*.postgres.test.ts` file runs only in the PostgreSQL suite (vitest.config.ts leaves it out otherwise).
  if (!testDatabaseUrl) throw new Error('This suite needs TEST_DATABASE_URL (npm run test:postgres runs it).');
  [servers, database] = await Promise.all([startMailServers({ users }), openTestDatabase()]);
}, 120_000);
afterAll(async () => {
  await launcher?.killAll();
  await Promise.all([servers?.stop(), database?.close()]);
});

describe('the sending engine under SIGKILL (PostgreSQL)', () => {
  it(
    `${prospects} prospects × 3 steps, the worker killed ${kills} times: nothing twice, nothing silently missing`,
    async () => {
      const db = database.db;
      const started = Date.now();
      const campaignId = await createFaultCampaign(db, servers, sender, recipients);
      launcher = createWorkerLauncher({ databaseUrl: database.url ?? '', speed, leaseMs });

      // Random moments, repeatable from the seed.
      const random = seededRandom(12345);
      let killed = 0;
      for (; killed < kills; killed += 1) {
        const worker = launcher.start();
        // Once it is sending (the count of sent rows moves), at a random moment within the next 0.6 s.
        const before = await sentCount(db, campaignId);
        await waitFor(async () => (await sentCount(db, campaignId)) > before, {
          timeoutMs: 15_000,
          describe: () => `kill ${killed + 1}: the worker sent nothing; its stderr:\n${worker.stderr().slice(-2000)}`,
        }).catch(() => undefined);
        await sleep(random() * 600);
        worker.child.kill('SIGKILL');
        await exited(worker.child);
      }

      // The last worker runs until nothing is in flight and every prospect is done or waits on an unknown.
      const last = launcher.start();
      await waitUntilSettled(db, campaignId, settleMs, Math.max(500, prospects));
      last.child.kill('SIGKILL');
      await exited(last.child);

      // A worker has one message in flight: unknowns come only from kills.
      const report = await expectOnceOnly({ db, campaignId, servers, sender, prospects, maxUnknown: kills });
      console.info(
        `fault test: ${killed} kills, ${report.sent} sent (${report.reconciled} reconciled from the Sent folder), ${report.unknown} unknown, ${report.received} received, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
    testTimeoutMs,
  );
});
