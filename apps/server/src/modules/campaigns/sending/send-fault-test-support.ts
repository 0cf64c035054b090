/**
 * What the sending engine's fault tests share (SIGKILLed workers, a PostgreSQL crash): the campaign
 * of N prospects × 3 email steps to the loopback SMTP server, the worker processes
 * (send-worker-test-support.ts) on one accelerated timeline, polling for states, and the final
 * comparison of the ledger with the SMTP server's log and the sender's Sent folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { and, count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import type { MailServers, MailUser } from '../../../../test/mail-servers.ts';
import type { Database } from '../../../db/client.ts';
import { sendLedger } from '../../../db/schema.ts';
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sender and N recipients the mail servers must know. */
export function faultMailUsers(prospects: number, senderAddress: string) {
  const sender: MailUser = { address: senderAddress, password: 'fault-pass-4Rt' };
  const recipients: MailUser[] = Array.from({ length: prospects }, (_, index) => ({
    address: `p${index}@inbound.test`,
    password: 'unused-pass-1Aa',
  }));
  return { sender, recipients, users: [sender, ...recipients] };
}

/** Three email steps, no waits: a first message and two replies in its thread. */
export const faultSteps: StepInput[] = [1, 2, 3].map((number) => ({
  kind: 'email',
  variants: [{ subject: number === 1 ? 'Hello {{ first_name }}' : '', bodyHtml: `<p>Message ${number}</p>` }],
}));

/** A running campaign with one SMTP mailbox on the loopback servers and every recipient enrolled. */
export async function createFaultCampaign(
  db: Database,
  servers: MailServers,
  sender: MailUser,
  recipients: MailUser[],
) {
  const organisationId = await createOrganisation(db);
  const mailboxId = await createMailbox(db, organisationId, {
    email: sender.address,
    smtp: { ...sender, smtp: servers.smtp, imap: servers.imap },
  });
  const campaignId = await createCampaign(db, { organisationId, mailboxIds: [mailboxId], steps: faultSteps });
  await enrol(
    db,
    organisationId,
    campaignId,
    recipients.map((recipient, index) => ({ email: recipient.address, firstName: `P${index}` })),
  );
  return campaignId;
}

export interface SendWorker {
  child: ChildProcess;
  /** What the worker wrote to stderr so far (its failed passes, one line each). */
  stderr(): string;
  /** Passes that failed so far (the database unreachable, say); the worker goes on after each. */
  failedPasses(): number;
}

/**
 * Starts worker processes against one database, on one timeline `speed` times faster than real
 * time (so a lease of minutes ends in seconds), and keeps track of them to kill them at the end.
 */
export function createWorkerLauncher(options: { databaseUrl: string; speed: number; leaseMs: number }) {
  const simStart = Date.parse('2026-03-02T10:00:00Z');
  const realStart = Date.now();
  const running = new Set<ChildProcess>();
  let started = 0;
  return {
    /** How many workers were started so far. */
    started: () => started,
    start(): SendWorker {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/modules/campaigns/sending/send-worker-test-support.ts'],
        {
          cwd: new URL('../../../../', import.meta.url).pathname,
          env: {
            ...process.env,
            SEND_WORKER_DATABASE_URL: options.databaseUrl,
            SEND_WORKER_SIM_START: String(simStart),
            SEND_WORKER_REAL_START: String(realStart),
            SEND_WORKER_SPEED: String(options.speed),
            SEND_WORKER_LEASE_MS: String(options.leaseMs),
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      started += 1;
      running.add(child);
      child.once('exit', () => running.delete(child));
      let text = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        text += chunk;
      });
      return {
        child,
        stderr: () => text,
        failedPasses: () => text.split('\n').filter((line) => line.startsWith('send worker: pass failed')).length,
      };
    },
    /** SIGKILLs every worker still running and waits for each to end. */
    async killAll() {
      const all = [...running];
      for (const child of all) child.kill('SIGKILL');
      await Promise.all(all.map(exited));
    },
  };
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The campaign's ledger rows in state sent (one count query: polled often, at any size). */
export async function sentCount(db: Database, campaignId: string) {
  const [row] = await db
    .select({ sent: count() })
    .from(sendLedger)
    .where(and(eq(sendLedger.campaignId, campaignId), eq(sendLedger.state, 'sent')));
  return row?.sent ?? 0;
}

/** Repeatable random numbers in [0, 1) from a seed, to pick the moments of faults. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Polls `done` every `intervalMs` until it holds; past `timeoutMs`, throws with what `describe`
 * says. A poll that throws (the test's own connection meeting a database restart) counts as not yet.
 */
export async function waitFor(
  done: () => Promise<boolean> | boolean,
  options: { timeoutMs: number; intervalMs?: number; describe: () => Promise<string> | string },
) {
  const deadline = Date.now() + options.timeoutMs;
  let lastError = '';
  for (;;) {
    try {
      if (await done()) return;
    } catch (error) {
      lastError = ` (last poll failed: ${(error as Error).message})`;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${options.timeoutMs} ms: ${await options.describe()}${lastError}`);
    }
    await sleep(options.intervalMs ?? 50);
  }
}

/** Until nothing is in flight and every prospect is done or waits on an unknown (polled every `intervalMs`). */
export async function waitUntilSettled(db: Database, campaignId: string, timeoutMs: number, intervalMs = 500) {
  let status = '';
  await waitFor(
    async () => {
      const ledger = await ledgerOf(db, campaignId);
      const inFlight = ledger.filter((row) => ['scheduled', 'claimed', 'submitting'].includes(row.state)).length;
      const heldByUnknown = new Set(ledger.filter((row) => row.state === 'unknown').map((row) => row.enrolmentId));
      const active = (await enrolmentsOf(db, campaignId)).filter((row) => row.status === 'active');
      const waiting = active.filter((row) => !heldByUnknown.has(row.id)).length;
      status = `still ${inFlight} in flight and ${waiting} prospects waiting`;
      return inFlight === 0 && waiting === 0;
    },
    { timeoutMs, intervalMs, describe: () => status },
  );
}

export interface OnceOnlyReport {
  sent: number;
  reconciled: number;
  unknown: number;
  received: number;
}

/**
 * The ledger against the SMTP server's log: no Message-ID received twice, each received one a
 * ledger row's; each prospect's 3 steps sent, or its steps sent then one unknown that holds the
 * rest; every sent row received exactly once; at most `maxUnknown` unknowns, none of them in the
 * Sent folder (those are reconciled as sent).
 */
export async function expectOnceOnly(input: {
  db: Database;
  campaignId: string;
  servers: MailServers;
  sender: MailUser;
  prospects: number;
  maxUnknown: number;
}): Promise<OnceOnlyReport> {
  const { db, campaignId, servers } = input;
  const ledger = await ledgerOf(db, campaignId);
  const accepted = servers.acceptedMessageIds();
  expect(new Set(accepted).size, 'a Message-ID the SMTP server received twice').toBe(accepted.length);
  const byMessageId = new Map(ledger.map((row) => [row.messageId, row]));
  expect(
    accepted.filter((id) => !byMessageId.has(id)),
    'Message-IDs received that no ledger row holds',
  ).toEqual([]);
  const enrolments = await enrolmentsOf(db, campaignId);
  expect(enrolments).toHaveLength(input.prospects);
  for (const enrolment of enrolments) {
    const states = ledger
      .filter((row) => row.enrolmentId === enrolment.id)
      .map((row) => row.state)
      .sort();
    const sent = states.filter((state) => state === 'sent').length;
    const unknowns = states.filter((state) => state === 'unknown').length;
    // All three sent; or the steps before sent and one unknown (any step, the third too) holding the rest.
    const whole = (states.length === 3 && sent === 3) || (unknowns === 1 && sent === states.length - 1);
    expect(whole, `${enrolment.email}: ${states.join(', ') || 'no row'}`).toBe(true);
  }
  const receivedCount = new Map<string, number>();
  for (const id of accepted) receivedCount.set(id, (receivedCount.get(id) ?? 0) + 1);
  for (const row of ledger.filter((entry) => entry.state === 'sent')) {
    expect(receivedCount.get(row.messageId ?? ''), `sent row ${row.id} (${row.email})`).toBe(1);
  }
  const unknown = ledger.filter((row) => row.state === 'unknown');
  expect(unknown.length).toBeLessThanOrEqual(input.maxUnknown);
  const sentFolder = await Promise.all(
    (await servers.messagesIn(input.sender.address, 'Sent')).map(async (raw) => (await simpleParser(raw)).messageId),
  );
  for (const row of unknown) expect(sentFolder).not.toContain(row.messageId);
  return {
    sent: ledger.filter((row) => row.state === 'sent').length,
    reconciled: (await eventsOf(db, campaignId)).filter((event) => event.kind === 'reconciled').length,
    unknown: unknown.length,
    received: accepted.length,
  };
}
