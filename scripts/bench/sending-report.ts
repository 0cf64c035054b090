// The sending benchmark's results in Markdown, and their place in docs/benchmarks.md.
import { writeSection } from './docs-section.ts';
import type { Machine } from './report.ts';
import type { EnrolmentResult } from './sending-enrol.ts';
import type { ThroughputResult, WorkerRun } from './sending-throughput.ts';

export const sendingAims = {
  /** Engine messages per second at least this share of bare nodemailer's. */
  ratioToBare: 0.5,
  /** Peak RSS of the worker process, bytes (256 MB). */
  rssBytes: 256e6,
  /** Launch and scheduling of 100,000 enrolments, seconds. */
  enrolSeconds: 10,
};

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const mib = (value: number) => `${count(value)} MiB`;
const rate = (run: Pick<WorkerRun, 'sent' | 'seconds'>) => run.sent / run.seconds;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

export interface SendingRun {
  machine: Machine;
  /** 1-minute load average when the run ended (the machine's at the start is in `machine`). */
  loadAverageEnd: number;
  postgresVersion: string;
  throughput: ThroughputResult | { skipped: string };
  enrolment: EnrolmentResult | { skipped: string };
}

function throughputLines(result: ThroughputResult): string[] {
  const { settings, engine, bareBefore, bareAfter } = result;
  const bareRate = (rate(bareBefore) + rate(bareAfter)) / 2;
  const ratio = rate(engine) / bareRate;
  const row = (label: string, run: WorkerRun) =>
    `| ${label} | ${count(run.sent)} | ${run.seconds.toFixed(2)} | ${count(rate(run))} | ${(rate(run) / bareRate).toFixed(2)}× | ${mib(run.peakRssMiB)} | ${count(run.accepted)} (${run.duplicates} twice) |`;
  const rssMet = engine.peakRssMiB * 1048576 <= sendingAims.rssBytes;
  const states = Object.entries(engine.states)
    .map(([state, value]) => `${state} ${count(value)}`)
    .join(', ');
  return [
    `**Messages per second** (${count(settings.messages)} personalised messages, one per prospect, to the loopback SMTP server of \`apps/server/test/mail-servers.ts\`: smtp-server, which parses each message and files it in the recipient's maildir, and Dovecot for IMAP):`,
    '',
    '| Sender | sent | seconds | messages/s | × bare | peak RSS (VmHWM) | accepted by the server |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(
      `Bare: nodemailer, pooled SMTP transport (${settings.connections} connections, one account), before the engine`,
      bareBefore,
    ),
    row(
      'Engine: passes of the `campaigns.send` job (Drizzle send store, SMTP + IMAP transport, composition, ledger)',
      engine,
    ),
    row('Bare again, after the engine', bareAfter),
    '',
    `× bare divides by the mean of the two bare runs (${count(bareRate)} messages/s). Set-up: ${settings.mailboxes} SMTP + IMAP mailboxes on the loopback servers, established (connected a year before, so no new-mailbox ramp); ${result.campaigns === 1 ? 'one campaign' : `${result.campaigns} campaigns of up to ${count(result.recipients)} prospects (the server's ${count(result.recipients)} recipients; bare nodemailer writes to the same ones)`} sharing them, of one email step whose subject and body use ${'`first_name`, `company_name`, `title`, `city`, `pain_point` (custom) and `sender_name`'}; every limit at ${count(result.limit)} (per mailbox a day and an hour, new prospects, organisation, recipient domain; the mailboxes' own daily limit too), the window open every day 00:00–23:59; the engine wired as the job wires it (unsubscribe headers and footer, tracking off, 0–60 s jitter, 4 messages in flight, batches of 50). Its clock runs ${count(settings.speed)}× real time from ${result.simStart.toISOString().replace('.000Z', 'Z')}, so the minimum gap (1 s) plus jitter each mailbox needs passes in at most 61 ms of real time and, with ${settings.mailboxes} mailboxes in rotation, limits do not set the pace (deferrals logged: ${count(engine.deferred)}). The prospects' ledger rows were placed by the engine's scheduling step before the timed send (${engine.scheduleSeconds.toFixed(2)} s for ${count(engine.scheduled)}). Ledger afterwards: ${states}; ${engine.passes} job passes${engine.timedOut ? '; **the run timed out**' : ''}.`,
    '',
    `Aim (engine at ≥ ${sendingAims.ratioToBare}× bare): ${verdict(ratio >= sendingAims.ratioToBare)} (${ratio.toFixed(2)}×).`,
    '',
    `**Worker memory**: the engine ran in its own Node process (the app's services on the database, as the server process that runs the \`campaigns.send\` job has them, run with a worker's Node flags and environment, types stripped by Node itself, as \`npm run serve:worker\` runs one: \`scripts/lib/server-process.mjs\`): peak RSS (VmHWM, start-up and the scheduling step included) ${mib(engine.peakRssMiB)}; ${mib(engine.readyRssMiB)} when it was ready to send (started, services made, ${count(engine.scheduled)} ledger rows placed, nothing sent); highest VmRSS sampled every 50 ms during the send ${mib(engine.sampledPeakRssMiB)}; V8 heap when the send ended ${mib(engine.heapTotalMiB)}, ${mib(engine.heapUsedMiB)} of it in use${engine.heapUsedAfterGcMiB === null ? '' : ` (${mib(engine.heapUsedAfterGcMiB)} after a full GC)`}. The bare sender's process, for comparison: ${mib(bareBefore.peakRssMiB)}. Aim (≤ 256 MB, 244 MiB, VmHWM): ${verdict(rssMet)}.`,
    ...(engine.warnings.length > 0
      ? ['', `Warnings the engine logged (first ${engine.warnings.length}): ${engine.warnings.join('; ')}`]
      : []),
  ];
}

function enrolmentLines(result: EnrolmentResult): string[] {
  const baseline = result.baselineEnrolmentSeconds + result.baselineLedgerSeconds;
  const path = result.launchSeconds + result.scheduleSeconds;
  const row = (label: string, rows: number, seconds: number, against: number) =>
    `| ${label} | ${count(rows)} | ${seconds.toFixed(2)} | ${count(rows / seconds)} | ${(against / seconds).toFixed(2)}× |`;
  return [
    `**Scheduling ${count(result.enrolments)} enrolments** (${result.campaigns} ${result.campaigns === 1 ? 'campaign' : 'campaigns'} of up to 10,000 CSV prospects, the most one audience takes; nine in ten with a time zone and a country; default settings: Monday–Friday 09:00–17:00, holidays skipped, exclusive, 30-day cool-off; the tests' two-email A/B sequence):`,
    '',
    '| Step | rows | seconds | rows/s | × baseline |',
    '| --- | ---: | ---: | ---: | ---: |',
    row(
      'Baseline: multi-row INSERTs (1,000 rows each) into a copy of `enrolments`',
      result.enrolments,
      result.baselineEnrolmentSeconds,
      result.baselineEnrolmentSeconds,
    ),
    row(
      'Baseline: the same into a copy of `send_ledger`',
      result.enrolments,
      result.baselineLedgerSeconds,
      result.baselineLedgerSeconds,
    ),
    row(
      'Launch: `campaigns.launch` for each campaign (launch check, audience resolved, enrolments written)',
      result.enrolled,
      result.launchSeconds,
      result.baselineEnrolmentSeconds,
    ),
    row(
      "Scheduling: the engine's `scheduleDue` (each prospect's first message placed in the send ledger)",
      result.scheduled,
      result.scheduleSeconds,
      result.baselineLedgerSeconds,
    ),
    row('Launch and scheduling, against both baselines', result.scheduled, path, baseline),
    '',
    `Aim (launch and scheduling of ${count(result.enrolments)} in ≤ ${sendingAims.enrolSeconds} s on PostgreSQL): ${verdict(path <= sendingAims.enrolSeconds)} (${path.toFixed(1)} s; the scheduling step alone ${result.scheduleSeconds.toFixed(1)} s).`,
  ];
}

export function renderSendingResults(run: SendingRun): string {
  const { machine } = run;
  const lines = [
    `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}; PostgreSQL ${run.postgresVersion}; load average ${machine.loadAverage.toFixed(2)} at the start and ${run.loadAverageEnd.toFixed(2)} at the end (a shared machine: other work may run beside it, so compare each figure with its same-run baseline).`,
    '',
    ...('skipped' in run.throughput
      ? [`Messages per second and worker memory: **not measured** (${run.throughput.skipped}).`]
      : throughputLines(run.throughput)),
    '',
    ...('skipped' in run.enrolment
      ? [`Scheduling: **not measured** (${run.enrolment.skipped}).`]
      : enrolmentLines(run.enrolment)),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

const sectionIntro = `## Sending engine (\`npm run bench\`)

Messages per second through the campaign sending engine, the worker's memory, and the time to
enrol and schedule 100,000 prospects (\`scripts/bench/sending.ts\`).

`;

/** Writes the results between the bench:sending markers, adding the section after the planner's the first time. */
export function writeSendingResultsToDocs(file: string, results: string) {
  writeSection('sending', results, file, {
    newFile: '# Benchmarks\n',
    intro: sectionIntro,
    after: 'planner',
  });
}
