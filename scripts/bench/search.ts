// `npm run bench` (third part): people search latency (p50/p95/p99) at 100,000 and 1,000,000
// people on PostgreSQL and 100,000 on PGlite, through the HTTP API, each beside the server's own
// SQL for the same query run straight through the driver in the same run; generation (and import)
// rows per second; EXPLAIN (ANALYZE, BUFFERS) plans at the largest size. Written to
// docs/benchmarks.md between the bench:search markers. Knobs: see search-settings.ts and the doc.
import path from 'node:path';
import type { PeopleSearchBody, PeopleSearchReply } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { textQuery } from '../../apps/server/src/modules/people/people-filter-sql.ts';
import type { RunQuery } from '../../apps/server/src/modules/people/query-rows.ts';
import { prefixCompletionsWith } from '../../apps/server/src/modules/people/search-words.ts';
import { startRuntime } from '../../apps/server/src/runtime.ts';
import { repositoryRoot, startServerChild, stopAllServerChildren } from './child.ts';
import { describeMachine, renderSearchResults, safeUrl, writeSearchResultsToDocs } from './report.ts';
import { leadpilotEnv } from './scenarios.ts';
import { prepareBenchUser, preparePglite, preparePostgres, sizeLabel } from './search-data.ts';
import { measureImport } from './search-import.ts';
import {
  type CaseResult,
  type PartResult,
  type PlanRecord,
  type SearchRun,
  type SizeResult,
  timeSequentially,
} from './search-measure.ts';
import {
  inlineParams,
  pgliteRunner,
  poolRunner,
  recordingRunner,
  type SearchCase,
  searchCases,
  searchParts,
  serverSearch,
} from './search-queries.ts';
import { readSearchSettings, type SearchSettings } from './search-settings.ts';

let settings: SearchSettings;
try {
  settings = readSearchSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const machine = describeMachine();
const startedAt = performance.now();
const perPage = 25;
const log = (line: string) => console.log(`  ${line}`);
// Leadpilot runs as the HTTP benchmark starts it (production mode on loopback, limits out of the way).
const serverSettings = { logLevel: settings.logLevel, queueEnabled: true };

process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping the servers (the bench databases are kept for the next run).');
  stopAllServerChildren().finally(() => process.exit(130));
});

async function call<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

interface Target {
  baseUrl: string;
  credentials: { email: string; password: string };
  /** The server's SQL straight through the driver. */
  run: RunQuery;
  /** Where EXPLAIN (ANALYZE, BUFFERS) runs; only at the size whose plans are recorded. */
  explain?: (text: string, params: unknown[], analyze: boolean) => Promise<string>;
}

/** How the facets were counted, read from the statements they took. */
const facetModeOf = (statements: { text: string; params: unknown[] }[]) => {
  const sampled = statements.find((statement) => /tablesample/i.test(statement.text));
  const exact = statements.filter((statement) => /^\s*with base/i.test(statement.text) && statement !== sampled).length;
  const percent = sampled ? /tablesample system \(([\d.]+)::real\)/.exec(inlineParams(sampled))?.[1] : undefined;
  const parts = [
    ...(sampled ? [`sampled, ${Number(percent).toFixed(1)} % of the rows`] : []),
    ...(exact > 0 ? [`${exact} exact`] : []),
  ];
  return parts.join(' + ');
};

async function measureCase(
  target: Target,
  searchCase: SearchCase,
): Promise<{ result: CaseResult; plans: PlanRecord[] }> {
  const login = await call<{ accessToken: string }>(`${target.baseUrl}/api/v1/login`, target.credentials);
  const token = login.accessToken;
  const url = `${target.baseUrl}/api/v1/people/search`;
  const pageBody: PeopleSearchBody = { ...searchCase.body, perPage, includeFacets: false };
  // The words the typed prefix completes to, looked up as the server does for every request.
  const completions = await prefixCompletionsWith(target.run, searchCase.body.q);
  const search = serverSearch(searchCase.body, perPage, completions);
  // Its own conditions: the total of `search` would be answered from what its page query counted
  // (as the server does for a search with text); this one shows what counting costs.
  const totalSearch = serverSearch(searchCase.body, perPage, completions);
  const timing = { warmUp: settings.warmUp, iterations: settings.iterations };

  // Follow the cursor a few pages deep (or to the last page that still has a next one).
  const first = await call<PeopleSearchReply>(url, pageBody, token);
  let deepCursor: string | undefined;
  let deepPageNumber = 1;
  let cursor = first.nextCursor;
  while (cursor && deepPageNumber <= settings.deepPages) {
    deepCursor = cursor;
    deepPageNumber++;
    cursor = (await call<PeopleSearchReply>(url, { ...pageBody, cursor }, token)).nextCursor;
  }

  // The raw SQL must answer what the API answers.
  const rawFirst = await searchParts.page(target.run, search, undefined);
  if (JSON.stringify(rawFirst.ids) !== JSON.stringify(first.data.map((person) => person.id))) {
    throw new Error(`${searchCase.key}: the raw SQL's first page differs from the API's`);
  }
  const recordedFacets = recordingRunner(target.run);
  const rawFacets = await searchParts.facets(recordedFacets.run, search);
  const withFacets = await call<PeopleSearchReply>(url, { ...pageBody, includeFacets: true }, token);
  if (JSON.stringify(rawFacets) !== JSON.stringify(withFacets.facets)) {
    throw new Error(`${searchCase.key}: the raw SQL's facets differ from the API's`);
  }
  const recordedTotal = recordingRunner(target.run);
  await searchParts.total(recordedTotal.run, totalSearch);
  const [exact] = await target.run<{ matches: number }>(
    sql`select count(*)::int as matches from people p ${search.where}`,
  );

  const parts: PartResult[] = [];
  const measure = async (
    part: PartResult['part'],
    http: (() => Promise<unknown>) | undefined,
    raw: () => Promise<unknown>,
    statements: number,
  ) => {
    const httpLatency = http ? await timeSequentially(http, timing) : undefined;
    const rawLatency = await timeSequentially(raw, timing);
    parts.push({ part, http: httpLatency, raw: rawLatency, statements });
    const show = (latency: typeof rawLatency | undefined) =>
      latency ? `${latency.p50Ms.toFixed(1)}/${latency.p95Ms.toFixed(1)}/${latency.p99Ms.toFixed(1)}` : '—';
    log(`${searchCase.key} ${part.padEnd(9)} HTTP p50/p95/p99 ${show(httpLatency)} ms, raw SQL ${show(rawLatency)} ms`);
  };
  await measure(
    'firstPage',
    () => call(url, pageBody, token),
    () => searchParts.page(target.run, search, undefined),
    1,
  );
  if (deepCursor) {
    const deep = deepCursor;
    await measure(
      'deepPage',
      () => call(url, { ...pageBody, cursor: deep }, token),
      () => searchParts.page(target.run, search, deep),
      1,
    );
  }
  await measure(
    'facets',
    () => call(url, { ...pageBody, includeFacets: true }, token),
    () => searchParts.facets(target.run, search),
    recordedFacets.statements.length,
  );
  await measure('total', undefined, () => searchParts.total(target.run, totalSearch), recordedTotal.statements.length);

  const plans: PlanRecord[] = [];
  if (target.explain) {
    const recordedPage = recordingRunner(target.run);
    await searchParts.page(recordedPage.run, search, undefined);
    const groups = [
      ['page', recordedPage.statements],
      ['total', recordedTotal.statements],
      ['facets', recordedFacets.statements],
    ] as const;
    for (const [part, statements] of groups) {
      for (const statement of statements) {
        if (/from pg_class/.test(statement.text)) continue;
        const estimate = /^\s*explain \(format json\)\s*/i.exec(statement.text);
        // The facets' estimates are many and alike; the total's says why nothing was counted.
        if (estimate && part !== 'total') continue;
        const planned = estimate ? { ...statement, text: statement.text.slice(estimate[0].length) } : statement;
        plans.push({
          caseKey: searchCase.key,
          part: estimate ? 'total (planner estimate: planned, not run)' : part,
          sql: inlineParams(planned),
          plan: await target.explain(planned.text, planned.params, !estimate),
        });
      }
    }
  }
  return {
    result: {
      key: searchCase.key,
      total: first.total,
      exactMatches: exact?.matches ?? 0,
      deepPageNumber: deepCursor ? deepPageNumber : 1,
      parts,
      facetMode: facetModeOf(recordedFacets.statements),
      totalFromPage: textQuery(search.filters.q) !== null,
    },
    plans,
  };
}

async function postgresServerFacts(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('show server_version');
    const names = [
      'shared_buffers',
      'work_mem',
      'effective_cache_size',
      'random_page_cost',
      'max_parallel_workers_per_gather',
      'jit',
    ];
    const rows = await client.query<{ name: string; setting: string; unit: string | null }>(
      'select name, setting, unit from pg_settings where name = any($1) order by name',
      [names],
    );
    const pretty = (setting: string, unit: string | null) => {
      if (unit === '8kB') return `${(Number(setting) * 8) / 1024} MB`;
      if (unit === 'kB') return `${Number(setting) / 1024} MB`;
      return unit ? `${setting} ${unit}` : setting;
    };
    return {
      version: version.rows[0]?.server_version ?? 'unknown',
      settings: Object.fromEntries(rows.rows.map((row) => [row.name, pretty(row.setting, row.unit)])),
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function runPostgresSize(people: number, recordPlans: boolean): Promise<SizeResult> {
  const name = `leadpilot_bench_${sizeLabel(people)}`;
  console.log(`\nPostgreSQL, ${people.toLocaleString('en-US')} people (${name})`);
  const prepared = await preparePostgres({
    adminUrl: settings.postgresUrl,
    name,
    seed: settings.seed,
    people,
    regenerate: settings.regenerate,
    log,
  });
  const handle = await openDatabase({ databaseUrl: prepared.url, poolSize: 1 });
  const credentials = await prepareBenchUser(handle).finally(() => handle.close());
  const server = await startServerChild({
    name: `Leadpilot (PostgreSQL, ${sizeLabel(people)})`,
    entry: 'leadpilot-server.ts',
    env: leadpilotEnv(serverSettings, `/tmp/leadpilot-bench-search-unused`, prepared.url),
  });
  // The same pool size as the server's, so facet statements run side by side as they do there.
  const pool = new pg.Pool({ connectionString: prepared.url, max: 10 });
  try {
    const cases: CaseResult[] = [];
    const plans: PlanRecord[] = [];
    for (const searchCase of searchCases) {
      const measured = await measureCase(
        {
          baseUrl: server.baseUrl,
          credentials,
          run: poolRunner(pool),
          ...(recordPlans
            ? {
                explain: async (text: string, params: unknown[], analyze: boolean) =>
                  (
                    await pool.query<{ 'QUERY PLAN': string }>(
                      `explain ${analyze ? '(analyze, buffers) ' : ''}${text}`,
                      params,
                    )
                  ).rows
                    .map((row) => row['QUERY PLAN'])
                    .join('\n'),
              }
            : {}),
        },
        searchCase,
      );
      cases.push(measured.result);
      plans.push(...measured.plans);
    }
    return {
      engine: 'PostgreSQL',
      people,
      databaseName: name,
      generation: { ...prepared.generation, generatedNow: prepared.generatedNow },
      analyzeSeconds: prepared.analyzeSeconds,
      cases,
      plans,
    };
  } finally {
    await pool.end();
    await server.stop();
  }
}

async function runPgliteSize(people: number): Promise<SizeResult> {
  const dataDir = `${settings.pgliteDir}-${sizeLabel(people)}`;
  console.log(`\nPGlite, ${people.toLocaleString('en-US')} people (${dataDir})`);
  const prepared = await preparePglite({ dataDir, seed: settings.seed, people, regenerate: settings.regenerate, log });
  // In-process: PGlite is one process's database, and the raw SQL needs the same instance.
  const runtime = await startRuntime(loadConfig(leadpilotEnv(serverSettings, dataDir, undefined)));
  try {
    const credentials = await prepareBenchUser(runtime.database);
    await runtime.app.listen({ host: '127.0.0.1', port: 0 });
    const address = runtime.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('PGlite server: no TCP address');
    const pglite = runtime.database.pglite;
    if (!pglite) throw new Error('PGlite server: not on PGlite');
    const cases: CaseResult[] = [];
    for (const searchCase of searchCases) {
      const measured = await measureCase(
        { baseUrl: `http://127.0.0.1:${address.port}`, credentials, run: pgliteRunner(pglite) },
        searchCase,
      );
      cases.push(measured.result);
    }
    return {
      engine: 'PGlite',
      people,
      databaseName: dataDir,
      generation: { ...prepared.generation, generatedNow: prepared.generatedNow },
      analyzeSeconds: prepared.analyzeSeconds,
      cases,
      plans: [],
    };
  } finally {
    await runtime.stop();
  }
}

console.log(
  `Search benchmark: PostgreSQL at ${settings.sizes.map((size) => size.toLocaleString('en-US')).join(' and ')} people` +
    `${settings.pglite && settings.sizes.includes(100_000) ? ', PGlite at 100,000' : ''}; ` +
    `${settings.iterations} sequential requests per measure after ${settings.warmUp} warm-up; ` +
    `${machine.cpus} CPUs, ${machine.cpuModel}, Node ${machine.node}`,
);
if (machine.loadAverage > 0.5) {
  console.warn(
    `Warning: load average ${machine.loadAverage.toFixed(2)}: other work on this machine will skew the figures.`,
  );
}

const sizes: SizeResult[] = [];
const notes: string[] = [];
let failed = false;
let postgres: Awaited<ReturnType<typeof postgresServerFacts>> | undefined;
try {
  postgres = await postgresServerFacts(settings.postgresUrl);
} catch (error) {
  const line = `PostgreSQL: skipped, not reachable at ${safeUrl(settings.postgresUrl)} (${error instanceof Error ? error.message : String(error)}).`;
  console.log(line);
  notes.push(line);
}
const largest = Math.max(...settings.sizes);
if (postgres) {
  for (const people of settings.sizes) {
    try {
      sizes.push(await runPostgresSize(people, people === largest));
    } catch (error) {
      failed = true;
      console.error(
        `PostgreSQL ${people}: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
}
if (settings.pglite && settings.sizes.includes(100_000)) {
  try {
    sizes.push(await runPgliteSize(100_000));
  } catch (error) {
    failed = true;
    console.error(`PGlite: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

console.log('\nImport');
const importResult = postgres
  ? await measureImport({
      adminUrl: settings.postgresUrl,
      seed: settings.seed,
      people: settings.importRows,
      log,
    }).catch((error: unknown) => {
      failed = true;
      console.error(`Import: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { skipped: `failed: ${error instanceof Error ? error.message : String(error)}` };
    })
  : { skipped: 'PostgreSQL not reachable' };

const run: SearchRun = {
  date: machine.date,
  revision: machine.revision,
  cpus: machine.cpus,
  cpuModel: machine.cpuModel,
  node: machine.node,
  loadAverage: machine.loadAverage,
  postgresVersion: postgres?.version,
  postgresSettings: postgres?.settings ?? {},
  iterations: settings.iterations,
  warmUp: settings.warmUp,
  seed: settings.seed,
  sizes,
  importResult,
  notes,
  seconds: (performance.now() - startedAt) / 1000,
};
const markdown = renderSearchResults(run);
console.log(`\n${markdown}`);
console.log(`Search benchmark took ${(run.seconds / 60).toFixed(1)} min.`);
if (failed) {
  console.error('A search measure failed: docs/benchmarks.md left unchanged.');
  process.exitCode = 1;
} else if (settings.writeDocs) {
  const file = path.join(repositoryRoot, 'docs/benchmarks.md');
  writeSearchResultsToDocs(file, markdown);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}
