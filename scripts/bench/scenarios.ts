import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerChild, startServerChild } from './child.ts';
import { checkOnce, type Measurement, measure, type Request } from './measure.ts';
import type { BenchSettings } from './settings.ts';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface Row extends Measurement {
  scenario: string;
  engine: Engine;
  /** The bare route measured just before this scenario, in the same run. */
  bare: Measurement;
  /** Requests per second relative to that bare measurement. */
  ratioToBare: number;
  /** A scenario measured several times (the authenticated read): each run's ratio; the row is the median run. */
  runRatios?: number[];
}

export interface EngineResult {
  engine: Engine;
  rows: Row[];
  peakRssMiB: number | undefined;
  finalRssMiB: number | undefined;
}

const temporaryFolders = new Set<string>();

/** Removes the PGlite data folders of engines still running (on an interrupted run). */
export function removeTemporaryFolders() {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
  temporaryFolders.clear();
}

export const readScenario = 'Authenticated read `GET /api/v1/organisation`';
export const loginScenario = 'Sign-in `POST /api/v1/login` (argon2id)';
export const listsTokenScenario = 'Saved lists `GET /api/v1/lists`, user token';
export const listsKeyScenario = 'Saved lists `GET /api/v1/lists`, API key (scope, rate limit)';

/** The environment of a Leadpilot child: production mode, loopback only, limits out of the way. */
export function leadpilotEnv(
  settings: Pick<BenchSettings, 'logLevel' | 'queueEnabled'>,
  dataDir: string,
  databaseUrl: string | undefined,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'WEB_DIST_DIR', 'SUPERADMIN_EMAIL', 'SUPERADMIN_PASSWORD', 'POSTHOG_KEY']) {
    delete env[key];
  }
  const unlimited = '1000000000';
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    APP_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: settings.logLevel,
    QUEUE_ENABLED: String(settings.queueEnabled),
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: unlimited,
    LOGIN_FAILURES_PER_EMAIL_PER_15_MINUTES: unlimited,
    SIGNUPS_PER_IP_PER_HOUR: unlimited,
    // The key's own limit out of the way: the bench measures the key's checks, not its 429s.
    API_KEY_REQUESTS_PER_MINUTE: '100000',
  };
}

export function startBare(): Promise<ServerChild> {
  return startServerChild({ name: 'bare Fastify', entry: 'bare-baseline.ts', env: { ...process.env } });
}

function log(line: string) {
  console.log(`  ${line}`);
}

function summarise(m: Measurement) {
  const failures = m.failures > 0 ? `, ${m.failures} failed` : '';
  return `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50Ms.toFixed(2)} ms, p99 ${m.p99Ms.toFixed(2)} ms${failures}`;
}

/**
 * Leadpilot's read and sign-in on one engine, each measured right after the bare route (the
 * machine's speed drifts by tens of percent between runs on a shared VM; pairing keeps the ratio honest).
 */
export async function runEngine(
  engine: Engine,
  bare: ServerChild,
  settings: BenchSettings,
  databaseUrl: string | undefined,
): Promise<EngineResult> {
  const rows: Row[] = [];
  const paired = async (label: string, scenario: string, request: Request) => {
    const bareResult = await measure({ url: `${bare.baseUrl}/`, method: 'GET' }, settings);
    log(`${'bare route:'.padEnd(20)}${summarise(bareResult)}`);
    const result = await measure(request, settings);
    log(`${`${label}:`.padEnd(20)}${summarise(result)}`);
    rows.push({
      ...result,
      scenario,
      engine,
      bare: bareResult,
      ratioToBare: result.requestsPerSecond / bareResult.requestsPerSecond,
    });
  };

  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadpilot-bench-'));
  temporaryFolders.add(dataDir);
  let server: ServerChild | undefined;
  try {
    const started = Date.now();
    server = await startServerChild({
      name: `Leadpilot (${engine})`,
      entry: 'leadpilot-server.ts',
      env: leadpilotEnv(settings, dataDir, databaseUrl),
      asProduction: true,
      nodeFlags: settings.cpuProfileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfileDir}`, `--cpu-prof-name=leadpilot-${engine}.cpuprofile`]
        : [],
    });
    log(`Leadpilot started in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`);

    const owner = {
      name: 'Bench Owner',
      email: `owner-${randomBytes(4).toString('hex')}@bench.example.com`,
      password: randomBytes(18).toString('base64url'),
      organisationName: 'Bench Organisation',
    };
    const signup = await checkOnce({ url: `${server.baseUrl}/api/v1/signup`, method: 'POST', body: owner });
    const accessToken = (signup as { accessToken?: unknown }).accessToken;
    if (typeof accessToken !== 'string') throw new Error('The sign-up reply has no accessToken.');

    // The aim is judged on this one: measured `readRuns` times (each paired with its own bare run), the
    // row is the median run and keeps every run's ratio, so the report shows the spread.
    const reads: Row[] = [];
    for (let run = 0; run < settings.readRuns; run++) {
      await paired('authenticated read', readScenario, {
        url: `${server.baseUrl}/api/v1/organisation`,
        method: 'GET',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      reads.push(rows.pop() as Row);
    }
    const sorted = [...reads].sort((a, b) => a.ratioToBare - b.ratioToBare);
    const median = sorted[Math.floor(sorted.length / 2)] as Row;
    rows.push({ ...median, runRatios: reads.map((row) => row.ratioToBare) });
    // The same read with a member's token and with an API key (docs/api-keys.md).
    const authorization = { authorization: `Bearer ${accessToken}` };
    const generated = (await checkOnce({
      url: `${server.baseUrl}/api/v1/key/generate`,
      method: 'GET',
      headers: authorization,
    })) as { data?: { secret?: unknown; reservation?: unknown } };
    const secret = generated.data?.secret;
    if (typeof secret !== 'string') throw new Error('GET key/generate answered no secret.');
    await checkOnce({
      url: `${server.baseUrl}/api/v1/key/create`,
      method: 'POST',
      headers: authorization,
      body: { name: 'Bench key', scopes: ['lists'], reservation: generated.data?.reservation },
    });
    await paired('lists, token', listsTokenScenario, {
      url: `${server.baseUrl}/api/v1/lists`,
      method: 'GET',
      headers: authorization,
    });
    await paired('lists, API key', listsKeyScenario, {
      url: `${server.baseUrl}/api/v1/lists`,
      method: 'GET',
      headers: { authorization: `Bearer ${secret}` },
    });
    await paired('sign-in', loginScenario, {
      url: `${server.baseUrl}/api/v1/login`,
      method: 'POST',
      body: { email: owner.email, password: owner.password },
    });
    return { engine, rows, peakRssMiB: server.peakRssMiB(), finalRssMiB: server.rssMiB() };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    temporaryFolders.delete(dataDir);
  }
}
