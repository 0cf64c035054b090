import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { EngineResult, Row } from './scenarios.ts';
import type { BenchSettings } from './settings.ts';

export const aimRatio = 0.25;

export interface Machine {
  cpus: string;
  cpuModel: string;
  node: string;
  platform: string;
  date: string;
  /** The commit measured, marked when the server's sources had uncommitted changes. */
  revision: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverage: number;
}

function describeRevision(): string {
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const commit = git(['rev-parse', '--short', 'HEAD']).trim();
    const dirty = git(['status', '--porcelain', '--', 'apps/server', 'packages']).trim() !== '';
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

export function describeMachine(): Machine {
  let cpus: string;
  try {
    cpus = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    cpus = String(os.availableParallelism());
  }
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match?.[1]) cpuModel = match[1].trim();
  } catch {
    // Not Linux: keep os.cpus()'s model.
  }
  return {
    cpus,
    cpuModel,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    revision: describeRevision(),
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

/** A connection string fit to print: no password. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const format = (value: number, digits: number) => value.toLocaleString('en-GB', { maximumFractionDigits: digits });

const milliseconds = (value: number) =>
  value.toLocaleString('en-GB', {
    minimumFractionDigits: value < 10 ? 2 : 1,
    maximumFractionDigits: value < 10 ? 2 : 1,
  });

function tableRow(row: Row) {
  return [
    '',
    row.scenario,
    row.engine,
    format(row.requestsPerSecond, 0),
    milliseconds(row.p99Ms),
    format(row.bare.requestsPerSecond, 0),
    milliseconds(row.bare.p99Ms),
    `${row.ratioToBare.toFixed(3)}×`,
    String(row.failures + row.bare.failures),
    '',
  ]
    .join(' | ')
    .trim();
}

export interface RunReport {
  machine: Machine;
  settings: BenchSettings;
  engines: EngineResult[];
  postgresVersion: string | undefined;
  notes: string[];
}

/** The results block of docs/benchmarks.md (and the console), in Markdown. */
export function renderResults(report: RunReport): string {
  const { machine, settings } = report;
  const lines = [
    `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}, ${machine.platform}; load average ${machine.loadAverage.toFixed(2)} at the start.`,
    `Each scenario: ${settings.connections} connections, ${settings.warmUpSeconds} s warm-up then ${settings.seconds} s measured; ` +
      `Leadpilot with NODE_ENV=production, LOG_LEVEL=${settings.logLevel}, queue ${settings.queueEnabled ? 'on' : 'off'}` +
      `${report.postgresVersion ? `; PostgreSQL ${report.postgresVersion}` : ''}.`,
    'Bare: a hello-world Fastify 5 route (`GET /`, no plugins, no logger) measured immediately before each scenario.',
    '',
    '| Scenario | Engine | req/s | p99 ms | bare req/s | bare p99 ms | × bare | failed requests |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.engines.flatMap((engine) => engine.rows.map(tableRow)),
    '',
  ];
  const rss = report.engines
    .filter((engine) => engine.peakRssMiB !== undefined)
    .map(
      (engine) =>
        `${engine.engine} ${format(engine.peakRssMiB ?? 0, 0)} MiB peak (${format(engine.finalRssMiB ?? 0, 0)} MiB at the end)`,
    );
  if (rss.length > 0) {
    lines.push(
      `Memory of the Leadpilot server process (VmHWM, start-up included; VmRSS after the last scenario): ${rss.join(', ')}.`,
    );
  }
  const postgres = report.engines.find((engine) => engine.engine === 'PostgreSQL');
  const read = postgres?.rows.find((row) => row.scenario.startsWith('Authenticated read'));
  if (read) {
    const verdict = read.ratioToBare >= aimRatio ? 'met' : 'not met';
    lines.push(
      `Aim (authenticated read at ≥ ${aimRatio}× the bare route on PostgreSQL): **${verdict}** (${read.ratioToBare.toFixed(3)}×).`,
    );
  }
  for (const note of report.notes) lines.push(note);
  return `${lines.join('\n').trimEnd()}\n`;
}

const startMarker = '<!-- bench:results:start (written by npm run bench) -->';
const endMarker = '<!-- bench:results:end -->';

const template = `# Benchmarks

## HTTP throughput (\`npm run bench\`)

What is measured: requests per second and p99 latency of Leadpilot's API under a fixed load, each
beside a bare Fastify 5 hello-world route measured in the same run on the same machine, so the
ratio says how much of the raw framework rate the application keeps (the bare route is measured
immediately before each scenario, so a machine that drifts between runs does not skew the ratio):

- **Authenticated read**: \`GET /api/v1/organisation\` with an owner's bearer token (token check,
  live-session lookup, permission check, two queries, response serialisation).
- **Sign-in**: \`POST /api/v1/login\` with correct credentials. argon2id (19 MiB, 2 passes) makes it
  CPU-bound on purpose; its rate is bounded by the cores, not by the code around it.

Both run on PGlite (embedded, fresh temporary \`DATA_DIR\`) and on PostgreSQL (a fresh
\`leadpilot_bench_<random>\` database, dropped afterwards; skipped with a printed line when the server
is not reachable).

How to run: \`npm run bench\`. Settings: \`BENCH_SECONDS\` (measured seconds per scenario, default 10;
a 2 s warm-up comes first), \`BENCH_CONNECTIONS\` (default 10), \`BENCH_DATABASE_URL\` (admin connection,
default \`postgres://postgres@127.0.0.1:5432/postgres\`), \`BENCH_LOG_LEVEL\` (default \`warn\`),
\`BENCH_QUEUE_ENABLED\` (default \`true\`), \`BENCH_CPU_PROFILE_DIR\` (write V8 CPU profiles of the
Leadpilot processes there), \`BENCH_WRITE_DOCS=false\` (print only). The load generator (autocannon)
runs in the harness process; each server runs in its own Node process (via tsx), all on loopback.
On a small machine the load generator and the server compete for the same cores: compare ratios,
not absolute figures, across machines, and run it on an otherwise idle machine (the run prints and
records the load average it started at).

Aim: the authenticated read at **no less than 0.25×** the bare hello-world route's rate, on PostgreSQL.

### Results

${startMarker}
${endMarker}

## Future benchmarks

Add new benchmarks here (what, how to run, aim, results with machine and date).
`;

/** Writes the results between the markers of docs/benchmarks.md, creating the file the first time. */
export function writeResultsToDocs(file: string, results: string) {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : template;
  if (!text.includes(startMarker) || !text.includes(endMarker)) {
    text = `${text.trimEnd()}\n\n### Results\n\n${startMarker}\n${endMarker}\n`;
  }
  const before = text.slice(0, text.indexOf(startMarker) + startMarker.length);
  const after = text.slice(text.indexOf(endMarker));
  writeFileSync(file, `${before}\n${results}${after}`);
}
