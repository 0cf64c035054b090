// `npm run bench` (memory): the resident memory of a Leadpilot server process, run as `npm start`
// runs it, through a fixed sequence of traffic (reads, saved lists, people searches, sign-in
// bursts), then after it settles. On PGlite a baseline is measured in the same run: a process that
// opens the same data folder with PGlite alone and runs the same search, which is PGlite's own need.
// Figures and aims: docs/benchmarks.md, "Server memory".
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type ServerChild, startServerChild, stopAllServerChildren } from './child.ts';
import { cannonOptions, checkOnce, type Request } from './measure.ts';
import { createBenchDatabase } from './postgres.ts';
import { describeMachine, writeSection } from './report.ts';
import { leadpilotEnv } from './scenarios.ts';
import { countSetting, readSettings } from './settings.ts';

const settings = readSettings();
const runs = countSetting('BENCH_MEMORY_RUNS', 3, 1, 10);
const phaseSeconds = countSetting('BENCH_MEMORY_PHASE_SECONDS', 8, 1, 120);
const settleSeconds = countSetting('BENCH_MEMORY_SETTLE_SECONDS', 20, 1, 300);
/** Aim (issue 20): steady at most this on PostgreSQL; on PGlite, PGlite's own need plus this. */
const aimMiB = 256;
/** Which engines to run (`BENCH_MEMORY_ENGINES=PostgreSQL` for one) and extra Node flags to try. */
const engines = (process.env.BENCH_MEMORY_ENGINES ?? 'PGlite,PostgreSQL').split(',') as Engine[];
const extraNodeFlags = (process.env.BENCH_MEMORY_NODE_FLAGS ?? '').split(' ').filter(Boolean);

type Engine = 'PGlite' | 'PostgreSQL';
interface Run {
  startedMiB: number;
  afterTrafficMiB: number;
  peakMiB: number;
  steadyMiB: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (value: number | undefined) => Math.round(value ?? Number.NaN);

async function load(request: Request, connections: number) {
  await checkOnce(request);
  const result = await autocannon(cannonOptions(request, connections, phaseSeconds));
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${request.method} ${request.url}: ${failed} failed requests`);
}

/** The traffic every run goes through, in order. */
async function traffic(server: ServerChild) {
  const owner = {
    name: 'Memory Owner',
    email: `owner-${randomBytes(4).toString('hex')}@bench.example.com`,
    password: randomBytes(18).toString('base64url'),
    organisationName: 'Memory Organisation',
  };
  const signup = (await checkOnce({ url: `${server.baseUrl}/api/v1/signup`, method: 'POST', body: owner })) as {
    accessToken?: string;
  };
  const headers = { authorization: `Bearer ${signup.accessToken}` };
  await load({ url: `${server.baseUrl}/api/v1/organisation`, method: 'GET', headers }, 10);
  await load({ url: `${server.baseUrl}/api/v1/lists`, method: 'GET', headers }, 10);
  await load({ url: `${server.baseUrl}/api/v1/people/search`, method: 'POST', headers, body: { perPage: 25 } }, 4);
  await load(
    { url: `${server.baseUrl}/api/v1/login`, method: 'POST', body: { email: owner.email, password: owner.password } },
    10,
  );
}

async function measureRun(engine: Engine, dataDir: string, databaseUrl: string | undefined): Promise<Run> {
  const server = await startServerChild({
    name: `Leadpilot (${engine})`,
    entry: 'leadpilot-server.ts',
    env: leadpilotEnv(settings, dataDir, databaseUrl),
    asProduction: true,
    nodeFlags: extraNodeFlags,
  });
  try {
    await sleep(3_000);
    const startedMiB = mib(server.rssMiB());
    await traffic(server);
    const afterTrafficMiB = mib(server.rssMiB());
    await sleep(settleSeconds * 1_000);
    return { startedMiB, afterTrafficMiB, peakMiB: mib(server.peakRssMiB()), steadyMiB: mib(server.rssMiB()) };
  } finally {
    await server.stop();
  }
}

/** PGlite alone on the data folder a run left: open, one people search, its resident memory. */
async function pgliteOwnNeed(dataDir: string): Promise<number> {
  const child = await startServerChild({
    name: 'PGlite alone',
    entry: 'pglite-alone.ts',
    env: { ...process.env, DATA_DIR: dataDir },
    asProduction: true,
  });
  try {
    await sleep(1_000);
    return mib(child.rssMiB());
  } finally {
    await child.stop();
  }
}

function spread(values: number[]) {
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

const machine = describeMachine();
console.log(`Server memory: ${runs} runs per engine, ${phaseSeconds} s per traffic phase, ${settleSeconds} s settle`);
const lines: string[] = [];
const rows: string[] = [];
let failed = false;

for (const engine of engines) {
  const results: Run[] = [];
  let baseline: number | undefined;
  const database = engine === 'PostgreSQL' ? await createBenchDatabase(settings.postgresUrl) : undefined;
  if (database && 'unreachable' in database) {
    lines.push(`PostgreSQL: skipped, not reachable (${database.unreachable}).`);
    continue;
  }
  try {
    for (let run = 1; run <= runs; run++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'leadpilot-memory-'));
      try {
        const result = await measureRun(engine, dataDir, database?.url);
        results.push(result);
        if (engine === 'PGlite') baseline = Math.max(baseline ?? 0, await pgliteOwnNeed(dataDir));
        console.log(`  ${engine} run ${run}: ${JSON.stringify(result)}`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await database?.drop();
  }
  const steady = results.map((result) => result.steadyMiB);
  const limit = engine === 'PostgreSQL' ? aimMiB : (baseline ?? 0) + aimMiB;
  const met = Math.max(...steady) <= limit;
  failed ||= !met;
  for (const [index, result] of results.entries()) {
    rows.push(
      `| ${engine} | ${index + 1} | ${result.startedMiB} | ${result.afterTrafficMiB} | ${result.peakMiB} | ${result.steadyMiB} |`,
    );
  }
  lines.push(
    `${engine}: steady ${spread(steady)} MiB over ${runs} runs; aim ≤ ${limit} MiB` +
      (engine === 'PGlite' ? ` (PGlite alone on the same data: ${baseline} MiB, plus ${aimMiB})` : '') +
      `: **${met ? 'met' : 'not met'}**.`,
  );
}
await stopAllServerChildren();

const section = [
  `Run on ${new Date().toISOString().slice(0, 19)}Z: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}; load average ${machine.loadAverage.toFixed(2)} at the start.`,
  `Traffic, ${phaseSeconds} s each: authenticated reads (10 connections), saved lists (10), people searches (4), sign-ins (10); steady is VmRSS ${settleSeconds} s after the traffic.`,
  '',
  '| Engine | Run | started MiB | after traffic MiB | peak MiB | steady MiB |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  ...lines,
].join('\n');
console.log(`\n${section}`);
if (settings.writeDocs) {
  writeSection('memory', section);
  console.log('Written to docs/benchmarks.md');
}
process.exitCode = failed ? 1 : 0;
