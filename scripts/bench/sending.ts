// `npm run bench` (sending engine), on PostgreSQL in throwaway databases:
// 1. personalised messages per second through the whole campaign sending engine (Drizzle send
//    store, SMTP + IMAP transport, composition, ledger) to the tests' loopback mail servers, beside
//    bare nodemailer with a pooled SMTP transport sending as many comparable messages to the same
//    server in the same run (sending-throughput.ts, sending-worker.ts);
// 2. the peak memory of the process that runs the engine during that send;
// 3. 100,000 prospects launched through the campaigns service and scheduled by the engine, beside
//    plain multi-row INSERTs of as many rows (sending-enrol.ts).
// Written to docs/benchmarks.md between the bench:sending markers. Knobs: SENDING_BENCH_MESSAGES
// (default 3,000; 0 skips parts 1 and 2), SENDING_BENCH_MAILBOXES (default 50),
// SENDING_BENCH_ENROLMENTS (default 100,000; 0 skips part 3), BENCH_DATABASE_URL,
// BENCH_CPU_PROFILE_DIR (a V8 CPU profile of the engine's process), BENCH_WRITE_DOCS=false.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dovecotBinary } from '../../apps/server/test/mail-servers.ts';
import { repositoryRoot } from './child.ts';
import { createBenchDatabase } from './postgres.ts';
import { describeMachine, safeUrl } from './report.ts';
import { measureEnrolment } from './sending-enrol.ts';
import { renderSendingResults, type SendingRun, writeSendingResultsToDocs } from './sending-report.ts';
import { measureThroughput } from './sending-throughput.ts';
import { countSetting as count, readSettings } from './settings.ts';

const settings = readSettings();
const machine = describeMachine();
const messages = count('SENDING_BENCH_MESSAGES', 3_000, 0, 100_000);
if (messages > 0 && messages < 10) throw new Error('SENDING_BENCH_MESSAGES must be 0 (skip) or at least 10');
const mailboxCount = count('SENDING_BENCH_MAILBOXES', 50, 1, 1_000);
const enrolments = count('SENDING_BENCH_ENROLMENTS', 100_000, 0, 1_000_000);

/** Dovecot as `npm test` gets it (scripts/lib/setup.mjs): installed with apt-get when missing and running as root. */
function ensureDovecot(): string | null {
  if (existsSync(dovecotBinary)) return null;
  const setup = path.join(repositoryRoot, 'scripts/lib/setup.mjs');
  spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `(await import(${JSON.stringify(setup)})).ensureDovecot()`],
    {
      stdio: 'inherit',
    },
  );
  return existsSync(dovecotBinary)
    ? null
    : `Dovecot is not installed (${dovecotBinary}): apt-get install -y dovecot-imapd`;
}

async function inDatabase<T>(work: (url: string) => Promise<T>): Promise<T | { skipped: string }> {
  const database = await createBenchDatabase(settings.postgresUrl);
  if ('unreachable' in database) return { skipped: `PostgreSQL not reachable at ${safeUrl(settings.postgresUrl)}` };
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

const probe = await createBenchDatabase(settings.postgresUrl);
if ('unreachable' in probe) {
  console.log(
    `Sending benchmark skipped: PostgreSQL not reachable at ${safeUrl(settings.postgresUrl)} (${probe.unreachable}).`,
  );
  process.exit(0);
}
const postgresVersion = probe.serverVersion;
await probe.drop();

console.log(
  `Sending engine benchmark on PostgreSQL ${postgresVersion}: ${messages.toLocaleString('en-US')} messages from ${mailboxCount} mailboxes, ${enrolments.toLocaleString('en-US')} enrolments`,
);
const missingDovecot = messages === 0 ? 'SENDING_BENCH_MESSAGES=0' : ensureDovecot();
const throughput = missingDovecot
  ? { skipped: missingDovecot }
  : await inDatabase((url) =>
      measureThroughput(
        { messages, mailboxes: mailboxCount, speed: 1000, connections: 4, cpuProfileDir: settings.cpuProfileDir },
        url,
      ),
    );
if ('skipped' in throughput) console.log(`  messages per second: skipped (${throughput.skipped})`);

let enrolment: SendingRun['enrolment'] = { skipped: 'SENDING_BENCH_ENROLMENTS=0' };
if (enrolments > 0) {
  console.log(`  launching and scheduling ${enrolments.toLocaleString('en-US')} enrolments…`);
  enrolment = await inDatabase((url) => measureEnrolment(enrolments, url));
  if (!('skipped' in enrolment)) {
    console.log(
      `    baseline inserts ${(enrolment.baselineEnrolmentSeconds + enrolment.baselineLedgerSeconds).toFixed(2)} s; launch ${enrolment.launchSeconds.toFixed(2)} s, scheduling ${enrolment.scheduleSeconds.toFixed(2)} s (${enrolment.enrolled} enrolled, ${enrolment.scheduled} scheduled)`,
    );
  }
}

const loadAverageEnd = os.loadavg()[0] ?? 0;
const markdown = renderSendingResults({ machine, loadAverageEnd, postgresVersion, throughput, enrolment });
console.log(`\n${markdown}`);
if (settings.writeDocs) {
  writeSendingResultsToDocs(path.join(repositoryRoot, 'docs/benchmarks.md'), markdown);
  console.log('Written to docs/benchmarks.md');
}
