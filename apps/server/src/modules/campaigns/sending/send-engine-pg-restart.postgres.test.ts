import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailServers, startMailServers } from '../../../../test/mail-servers.ts';
import { settleWithin, startThrowawayPostgres, type ThrowawayPostgres } from '../../../../test/throwaway-postgres.ts';
import { type DatabaseHandle, openDatabase } from '../../../db/client.ts';
import {
  createFaultCampaign,
  createWorkerLauncher,
  expectOnceOnly,
  faultMailUsers,
  seededRandom,
  sentCount,
  sleep,
  waitFor,
  waitUntilSettled,
} from './send-fault-test-support.ts';
import { ledgerOf } from './sending-test-support.ts';

/**
 * The sending engine while PostgreSQL crashes (issue 15): N prospects × 3 steps to the loopback
 * SMTP server from one worker process, and mid-run the database server is stopped with
 * `pg_ctl stop -m immediate` (every server process ends at once, as in a crash; the next start
 * recovers from the WAL), left down while the worker keeps failing passes, and started again. The
 * same worker carries on by itself, and the ledger is compared with the SMTP server's log as the
 * SIGKILL fault test does. The cluster is the test's own (initdb in a temporary folder, a free
 * loopback port), never the shared service. RESTART_PROSPECTS and RESTART_COUNT change the size.
 */
const prospects = Number(process.env.RESTART_PROSPECTS ?? 20);
const restarts = Number(process.env.RESTART_COUNT ?? 2);
const speed = 120;
const leaseMs = 5 * 60_000;

const { sender, recipients, users } = faultMailUsers(prospects, 'restart@outbound.test');

let servers: MailServers | undefined;
let cluster: ThrowawayPostgres | undefined;
let database: DatabaseHandle | undefined;
let launcher: ReturnType<typeof createWorkerLauncher> | undefined;

beforeAll(async () => {
  const [mail, postgres] = await Promise.allSettled([startMailServers({ users }), startThrowawayPostgres()]);
  if (mail.status === 'fulfilled') servers = mail.value;
  if (postgres.status === 'fulfilled') cluster = postgres.value;
  if (mail.status === 'rejected') throw mail.reason;
  if (postgres.status === 'rejected') throw postgres.reason;
  database = await openDatabase({ databaseUrl: cluster?.url, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  // Each step runs whatever failed before it: the cluster is always stopped and removed.
  await settleWithin(launcher?.killAll(), 10_000);
  await settleWithin(database?.close(), 5000);
  await cluster?.destroy();
  await servers?.stop();
}, 60_000);

describe('the sending engine while PostgreSQL restarts', () => {
  it(`${prospects} prospects × 3 steps, PostgreSQL crashed and started ${restarts} times: nothing twice, nothing lost`, async () => {
    if (!database || !cluster || !servers) throw new Error('set-up failed');
    const db = database.db;
    const postgres = cluster;
    const campaignId = await createFaultCampaign(db, servers, sender, recipients);
    launcher = createWorkerLauncher({ databaseUrl: postgres.url, speed, leaseMs });
    const worker = launcher.start();
    const alive = () => worker.child.exitCode === null && worker.child.signalCode === null;
    const workerSays = () => `the worker ${alive() ? 'runs' : 'ended'}; its stderr:\n${worker.stderr().slice(-2000)}`;
    const total = prospects * 3;
    const random = seededRandom(20261129);
    const committedBeforeCrash = new Set<string>();

    for (let restart = 1; restart <= restarts; restart += 1) {
      // Mid-run: once a share of the messages is sent, at a random moment within the next 0.3 s.
      const target = Math.floor((total * restart) / (restarts + 1));
      let sent = 0;
      await waitFor(
        async () => {
          sent = await sentCount(db, campaignId);
          return sent >= target || !alive();
        },
        { timeoutMs: 60_000, describe: () => `${sent} of ${target} sent before crash ${restart}; ${workerSays()}` },
      );
      expect(alive(), workerSays()).toBe(true);
      for (const row of await ledgerOf(db, campaignId)) if (row.state === 'sent') committedBeforeCrash.add(row.id);
      await sleep(random() * 300);
      await postgres.crash();

      // Down a while: the worker keeps trying (and failing) passes, and does not end.
      const failedBefore = worker.failedPasses();
      await waitFor(() => worker.failedPasses() >= failedBefore + 3 || !alive(), {
        timeoutMs: 30_000,
        describe: () => `the worker failed ${worker.failedPasses() - failedBefore} passes; ${workerSays()}`,
      });
      expect(alive(), `the worker ended while PostgreSQL was down: ${workerSays()}`).toBe(true);
      await postgres.start();

      // Back: the same worker sends again by itself (more than was sent when the server came back).
      let atStart = -1;
      await waitFor(
        async () => {
          if (atStart < 0) atStart = await sentCount(db, campaignId);
          sent = await sentCount(db, campaignId);
          return sent > atStart || !alive();
        },
        { timeoutMs: 60_000, describe: () => `${sent} sent, ${atStart} when PostgreSQL was back; ${workerSays()}` },
      );
      expect(alive(), `the worker ended after PostgreSQL came back: ${workerSays()}`).toBe(true);
    }

    await waitUntilSettled(db, campaignId, 60_000);
    expect(alive(), workerSays()).toBe(true);
    expect(launcher.started()).toBe(1);
    expect(worker.failedPasses()).toBeGreaterThanOrEqual(3 * restarts);
    await launcher.killAll();

    // What was committed before each crash survived it.
    const ledger = await ledgerOf(db, campaignId);
    const state = new Map(ledger.map((row) => [row.id, row.state]));
    expect([...committedBeforeCrash].filter((id) => state.get(id) !== 'sent')).toEqual([]);
    // One in flight at a time: at most one unknown per crash.
    const report = await expectOnceOnly({ db, campaignId, servers, sender, prospects, maxUnknown: restarts });
    console.info(
      `PostgreSQL restart test: ${restarts} restarts, ${worker.failedPasses()} failed passes, ${report.sent} sent (${report.reconciled} reconciled from the Sent folder), ${report.unknown} unknown, ${report.received} received`,
    );
  }, 180_000);
});
