// `npm run bench` (sending engine), parts 1 and 2: messages per second through the whole engine to
// the loopback mail servers the tests use, beside bare pooled nodemailer to the same server in the
// same run, and the peak memory of the process that runs the engine.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { mailboxes } from '../../apps/server/src/db/schema.ts';
import {
  createCampaign,
  createMailbox,
  createOrganisation,
  enrol,
  openSettings,
} from '../../apps/server/src/modules/campaigns/sending/sending-test-support.ts';
import { type MailServers, startMailServers } from '../../apps/server/test/mail-servers.ts';
import { nodeFlagsFor, serverEnvironment } from '../lib/server-process.mjs';
import { repositoryRoot } from './child.ts';
import { benchProspect, benchSteps, maxRecipients, recipientOf } from './sending-message.ts';
import type { WorkerJob, WorkerMessage, WorkerResult } from './sending-protocol.ts';

export interface ThroughputSettings {
  messages: number;
  mailboxes: number;
  /** How many times faster than real time the engine's clock runs. */
  speed: number;
  /** Connections of the bare sender's pool (the engine has 4 messages in flight). */
  connections: number;
  cpuProfileDir: string | undefined;
}

export interface WorkerRun extends WorkerResult {
  /** Highest VmRSS sampled every 50 ms while it sent, MiB. */
  sampledPeakRssMiB: number;
  /** Messages the SMTP server accepted during the run, and how many Message-IDs came twice. */
  accepted: number;
  duplicates: number;
}

export interface ThroughputResult {
  settings: ThroughputSettings;
  simStart: Date;
  limit: number;
  campaigns: number;
  recipients: number;
  bareBefore: WorkerRun;
  engine: WorkerRun;
  bareAfter: WorkerRun;
}

const day = 24 * 60 * 60 * 1000;
/** Monday 2 March 2026 just after midnight UTC: a whole day of the open window lies ahead. */
const simStart = Date.parse('2026-03-02T00:05:00Z');

function rssMiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs sending-worker.ts with `job`: waits for ready, says go, samples its memory until done. */
function runWorker(job: WorkerJob, servers: MailServers, cpuProfileDir: string | undefined): Promise<WorkerRun> {
  // The engine's process gets a worker's Node flags (scripts/lib/server-process.mjs), as `npm run serve:worker` runs it.
  const flags = [
    ...nodeFlagsFor(['--role', 'worker']),
    ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
  ];
  const child = spawn(process.execPath, [...flags, path.join(repositoryRoot, 'scripts/bench/sending-worker.ts')], {
    cwd: repositoryRoot,
    env: { ...serverEnvironment, ...process.env, SENDING_BENCH_JOB: JSON.stringify(job) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<WorkerRun>((resolve, reject) => {
    let sampledPeak = 0;
    let sampler: NodeJS.Timeout | undefined;
    let acceptedBefore = 0;
    let done = false;
    child.on('message', (received) => {
      const message = received as WorkerMessage;
      if (message.type === 'ready') {
        acceptedBefore = servers.acceptedMessageIds().length;
        sampler = setInterval(() => {
          sampledPeak = Math.max(sampledPeak, rssMiB(child.pid ?? 0));
        }, 50);
        child.send({ type: 'go' });
      } else if (message.type === 'done') {
        done = true;
        clearInterval(sampler);
        const ids = servers.acceptedMessageIds().slice(acceptedBefore);
        resolve({
          ...message.result,
          sampledPeakRssMiB: Math.max(sampledPeak, rssMiB(child.pid ?? 0)),
          accepted: ids.length,
          duplicates: ids.length - new Set(ids).size,
        });
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearInterval(sampler);
      if (!done) reject(new Error(`the ${job.mode} worker exited before it finished (code ${code}, signal ${signal})`));
    });
  });
}

/** Sets up the mail servers, the mailboxes, the campaigns and their prospects; runs bare, engine, bare. */
export async function measureThroughput(settings: ThroughputSettings, databaseUrl: string): Promise<ThroughputResult> {
  const senders = Array.from({ length: settings.mailboxes }, (_, index) => ({
    address: `sender${index}@outbound.test`,
    password: `bench-sender-pass-${index}`,
  }));
  const recipientCount = Math.min(settings.messages, maxRecipients);
  const recipients = Array.from({ length: recipientCount }, (_, index) => ({
    address: recipientOf(index),
    password: 'unused-pass-1Aa',
  }));
  // Every limit far above the run, so only the engine's own work sets the pace.
  const limit = Math.max(10_000, settings.messages * 2);
  const servers = await startMailServers({ users: [...senders, ...recipients] });
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const organisationId = await createOrganisation(db, 'Sending bench');
    const mailboxIds: string[] = [];
    for (const sender of senders) {
      const account = { ...sender, smtp: servers.smtp, imap: servers.imap };
      mailboxIds.push(await createMailbox(db, organisationId, { email: sender.address, smtp: account }));
    }
    // Established mailboxes (connected a year before the simulated day): no new-mailbox ramp.
    await db
      .update(mailboxes)
      .set({ createdAt: new Date(simStart - 365 * day), dailyLimit: limit })
      .where(eq(mailboxes.organisationId, organisationId));
    const campaignIds: string[] = [];
    for (let start = 0; start < settings.messages; start += recipientCount) {
      const campaignId = await createCampaign(db, {
        organisationId,
        mailboxIds,
        steps: benchSteps,
        settings: openSettings({
          perMailboxPerDay: limit,
          perMailboxPerHour: limit,
          newProspectsPerDay: limit,
          perOrganisationPerDay: limit,
          perRecipientDomainPerHour: limit,
        }),
      });
      const size = Math.min(recipientCount, settings.messages - start);
      const prospects = Array.from({ length: size }, (_, offset) => benchProspect(start + offset, recipientCount));
      await enrol(db, organisationId, campaignId, prospects);
      campaignIds.push(campaignId);
    }
    const job: WorkerJob = {
      mode: 'bare',
      messages: settings.messages,
      smtp: servers.smtp,
      sender: senders[0] as { address: string; password: string },
      connections: settings.connections,
      databaseUrl,
      campaignIds,
      recipients: recipientCount,
      simStart,
      speed: settings.speed,
      timeoutSeconds: 900,
    };
    console.log(`  bare nodemailer (pooled, ${settings.connections} connections), before the engine…`);
    const bareBefore = await runWorker(job, servers, undefined);
    console.log(`    ${bareBefore.sent} sent in ${bareBefore.seconds.toFixed(2)} s`);
    console.log(`  the engine (${settings.mailboxes} mailboxes, clock ${settings.speed}× real time)…`);
    const engine = await runWorker({ ...job, mode: 'engine' }, servers, settings.cpuProfileDir);
    console.log(
      `    ${engine.sent} sent in ${engine.seconds.toFixed(2)} s (${engine.passes} passes, ${engine.deferred} deferrals; scheduling before: ${engine.scheduleSeconds.toFixed(2)} s)`,
    );
    console.log('  bare nodemailer again, after the engine…');
    const bareAfter = await runWorker(job, servers, undefined);
    console.log(`    ${bareAfter.sent} sent in ${bareAfter.seconds.toFixed(2)} s`);
    return {
      settings,
      simStart: new Date(simStart),
      limit,
      campaigns: campaignIds.length,
      recipients: recipientCount,
      bareBefore,
      engine,
      bareAfter,
    };
  } finally {
    await handle.close();
    await servers.stop();
  }
}
