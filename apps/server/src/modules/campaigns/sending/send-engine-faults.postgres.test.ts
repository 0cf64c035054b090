import { type ChildProcess, spawn } from 'node:child_process';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../../test/mail-servers.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import {
  createCampaign,
  createMailbox,
  createOrganisation,
  enrol,
  enrolmentsOf,
  eventsOf,
  ledgerOf,
  type StepInput,
} from './sending-test-support.ts';

/**
 * The fault test of the sending engine, on PostgreSQL: N prospects × 3 email steps to the loopback
 * SMTP server (which logs every Message-ID it accepted; the sender's Sent folder in Dovecot gets a
 * copy of each), a worker process SIGKILLed at random moments and started again, then the ledger
 * compared with the server's log. CI runs it small; FAULT_PROSPECTS=1000 FAULT_KILLS=20 is the full size.
 */
const prospects = Number(process.env.FAULT_PROSPECTS ?? 30);
const kills = Number(process.env.FAULT_KILLS ?? 4);
const speed = 120;
const leaseMs = 5 * 60_000;

const sender = { address: 'fault@outbound.test', password: 'fault-pass-4Rt' };
const recipients = Array.from({ length: prospects }, (_, index) => ({
  address: `p${index}@inbound.test`,
  password: 'unused-pass-1Aa',
}));
const steps: StepInput[] = [1, 2, 3].map((number) => ({
  kind: 'email',
  variants: [{ subject: number === 1 ? 'Hello {{ first_name }}' : '', bodyHtml: `<p>Message ${number}</p>` }],
}));

let servers: MailServers;
let database: DatabaseHandle & { url?: string };
const workers = new Set<ChildProcess>();

beforeAll(async () => {
  // A `*.postgres.test.ts` file runs only in the PostgreSQL suite (vitest.config.ts leaves it out otherwise).
  if (!testDatabaseUrl) throw new Error('This suite needs TEST_DATABASE_URL (npm run test:postgres runs it).');
  [servers, database] = await Promise.all([startMailServers({ users: [sender, ...recipients] }), openTestDatabase()]);
}, 120_000);
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await Promise.all([servers?.stop(), database?.close()]);
});

const simStart = Date.parse('2026-03-02T10:00:00Z');
const realStart = Date.now();

function startWorker(): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/modules/campaigns/sending/send-worker-test-support.ts'],
    {
      cwd: new URL('../../../../', import.meta.url).pathname,
      env: {
        ...process.env,
        SEND_WORKER_DATABASE_URL: database.url,
        SEND_WORKER_SIM_START: String(simStart),
        SEND_WORKER_REAL_START: String(realStart),
        SEND_WORKER_SPEED: String(speed),
        SEND_WORKER_LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  workers.add(child);
  child.once('exit', () => workers.delete(child));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
const sentCount = async (campaignId: string) =>
  (await ledgerOf(database.db, campaignId)).filter((row) => row.state === 'sent').length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sending engine under SIGKILL (PostgreSQL)', () => {
  it(`${prospects} prospects × 3 steps, the worker killed ${kills} times: nothing twice, nothing silently missing`, async () => {
    const db = database.db;
    const organisationId = await createOrganisation(db);
    const mailboxId = await createMailbox(db, organisationId, {
      email: sender.address,
      smtp: { ...sender, smtp: servers.smtp, imap: servers.imap },
    });
    const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId], steps });
    await enrol(
      db,
      organisationId,
      campaignId,
      recipients.map((recipient, index) => ({ email: recipient.address, firstName: `P${index}` })),
    );

    // Random moments, repeatable from the seed.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let killed = 0;
    for (; killed < kills; killed += 1) {
      const worker = startWorker();
      // Once it is sending (the count of sent rows moves), at a random moment within the next 0.6 s.
      const before = await sentCount(campaignId);
      const started = Date.now();
      while ((await sentCount(campaignId)) === before && Date.now() - started < 15_000) await sleep(50);
      await sleep(random() * 600);
      worker.kill('SIGKILL');
      await exited(worker);
    }

    // The last worker runs until nothing is in flight and every prospect is done or waits on an unknown.
    const last = startWorker();
    const deadline = Date.now() + 150_000;
    for (;;) {
      const ledger = await ledgerOf(db, campaignId);
      const inFlight = ledger.filter((row) => ['scheduled', 'claimed', 'submitting'].includes(row.state)).length;
      const active = (await enrolmentsOf(db, campaignId)).filter((row) => row.status === 'active');
      const waiting = active.filter(
        (row) => !ledger.some((entry) => entry.enrolmentId === row.id && entry.state === 'unknown'),
      );
      if (inFlight === 0 && waiting.length === 0) break;
      if (Date.now() > deadline) throw new Error(`still ${inFlight} in flight and ${waiting.length} prospects waiting`);
      await sleep(500);
    }
    last.kill('SIGKILL');
    await exited(last);

    const ledger = await ledgerOf(db, campaignId);
    const accepted = servers.acceptedMessageIds();
    // No Message-ID received twice, and every received one is a ledger row's.
    expect(new Set(accepted).size).toBe(accepted.length);
    const byMessageId = new Map(ledger.map((row) => [row.messageId, row]));
    expect(accepted.every((id) => byMessageId.has(id))).toBe(true);
    // Each prospect: its steps sent in order, then possibly one unknown that holds the rest.
    const unknown = ledger.filter((row) => row.state === 'unknown');
    for (const enrolment of await enrolmentsOf(db, campaignId)) {
      const rows = ledger.filter((row) => row.enrolmentId === enrolment.id);
      const states = rows.map((row) => row.state).sort();
      const sent = states.filter((state) => state === 'sent').length;
      expect(states.length === 3 ? sent === 3 : sent === states.length - 1 && states.includes('unknown')).toBe(true);
    }
    // Every sent row was received exactly once.
    for (const row of ledger.filter((entry) => entry.state === 'sent')) {
      expect(accepted.filter((id) => id === row.messageId)).toHaveLength(1);
    }
    // Unknowns come only from kills, and none of them is in the Sent folder (those are reconciled as sent).
    expect(unknown.length).toBeLessThanOrEqual(kills);
    const sentFolder = await Promise.all(
      (await servers.messagesIn(sender.address, 'Sent')).map(async (raw) => (await simpleParser(raw)).messageId),
    );
    for (const row of unknown) expect(sentFolder).not.toContain(row.messageId);
    const total = ledger.filter((row) => row.state === 'sent').length;
    const reconciled = (await eventsOf(db, campaignId)).filter((event) => event.kind === 'reconciled').length;
    console.info(
      `fault test: ${killed} kills, ${total} sent (${reconciled} reconciled from the Sent folder), ${unknown.length} unknown, ${accepted.length} received`,
    );
  }, 400_000);
});
