// Two revisions of Leadpilot on the same bench database, requests alternating between them, so a
// change to search is measured under the same load and caches as the code before it (the machine
// is shared: figures of runs minutes apart are not comparable). The other revision is a copy of
// the repository (BENCH_COMPARE_ROOT, its node_modules linked) whose migrations are a subset of
// this one's. Run `npx tsx scripts/bench/search.ts` first (it prepares and migrates the database).
//
//   BENCH_COMPARE_ROOT=/tmp/before BENCH_SEARCH_SIZES=1000000 npx tsx scripts/bench/search-side-by-side.ts
//
// Knobs: BENCH_SEARCH_ITERATIONS (requests per revision and query, default 200), BENCH_SEARCH_WARMUP,
// BENCH_COMPARE_ROUNDS (default 1: every round measures each query once more).
import os from 'node:os';
import path from 'node:path';
import type { PeopleSearchBody, PeopleSearchReply } from '@leadpilot/contracts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { startServerChild, stopAllServerChildren } from './child.ts';
import { leadpilotEnv } from './scenarios.ts';
import { prepareBenchUser, sizeLabel, withDatabase } from './search-data.ts';
import { searchCases } from './search-queries.ts';
import { readSearchSettings } from './search-settings.ts';

const settings = readSearchSettings();
const otherRoot = process.env.BENCH_COMPARE_ROOT;
if (!otherRoot) {
  console.error('BENCH_COMPARE_ROOT must name the other checkout (a copy of the repository)');
  process.exit(2);
}
const rounds = Number(process.env.BENCH_COMPARE_ROUNDS || 1);
const people = Math.max(...settings.sizes);
const url = withDatabase(settings.postgresUrl, `leadpilot_bench_${sizeLabel(people)}`);
const here = path.dirname(new URL(import.meta.url).pathname);

process.once('SIGINT', () => {
  stopAllServerChildren().finally(() => process.exit(130));
});

async function call<T>(target: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${target} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
const credentials = await prepareBenchUser(handle).finally(() => handle.close());
const settingsForServer = { logLevel: settings.logLevel, queueEnabled: true };
const servers = await Promise.all(
  [
    ['this', path.join(here, 'leadpilot-server.ts')],
    ['other', path.join(otherRoot, 'scripts/bench/leadpilot-server.ts')],
  ].map(([name, entry]) =>
    startServerChild({
      name: `Leadpilot (${name})`,
      entry: path.relative(here, entry ?? ''),
      env: leadpilotEnv(settingsForServer, '/tmp/leadpilot-bench-search-unused', url),
    }),
  ),
);
try {
  const tokens = await Promise.all(
    servers.map(
      async (server) =>
        (await call<{ accessToken: string }>(`${server.baseUrl}/api/v1/login`, credentials)).accessToken,
    ),
  );
  const measures: [string, PeopleSearchBody][] = searchCases.flatMap((searchCase) => [
    [`${searchCase.key} first page`, { ...searchCase.body, perPage: 25, includeFacets: false }],
    [`${searchCase.key} page with facets`, { ...searchCase.body, perPage: 25, includeFacets: true }],
  ]);
  const show = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return `${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.95).toFixed(1)}`;
  };
  console.log(`Side by side on ${url.replace(/\/\/[^@]*@/, '//')}: this revision against ${otherRoot}`);
  console.log('| Measure | this p50 / p95 ms | other p50 / p95 ms | load average |');
  console.log('| --- | --- | --- | --- |');
  for (let round = 0; round < rounds; round++) {
    for (const [label, body] of measures) {
      const targets = servers.map((server) => `${server.baseUrl}/api/v1/people/search`);
      // Same answers from both (ids, totals and facets), then timings, alternating.
      const replies = await Promise.all(
        targets.map((target, index) => call<PeopleSearchReply>(target, body, tokens[index])),
      );
      const digest = (reply: PeopleSearchReply | undefined) =>
        JSON.stringify([reply?.data.map((person) => person.id), reply?.total, reply?.facets]);
      if (digest(replies[0]) !== digest(replies[1])) throw new Error(`${label}: the two revisions answer differently`);
      const samples: number[][] = [[], []];
      const load = os.loadavg()[0] ?? 0;
      for (let index = 0; index < settings.warmUp + settings.iterations; index++) {
        for (const which of index % 2 === 0 ? [0, 1] : [1, 0]) {
          const started = performance.now();
          await call(targets[which] ?? '', body, tokens[which]);
          if (index >= settings.warmUp) samples[which]?.push(performance.now() - started);
        }
      }
      console.log(
        `| ${label} | ${show(samples[0] ?? [])} | ${show(samples[1] ?? [])} | ${load.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)} |`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
