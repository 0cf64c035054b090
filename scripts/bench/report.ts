import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sectionMarkers, writeSection } from './docs-section.ts';
import type { EngineResult, Row } from './scenarios.ts';
import type { PartResult, SearchRun } from './search-measure.ts';
import { searchCases } from './search-queries.ts';
import type { BenchSettings } from './settings.ts';

// ledger.ts and memory.ts still import writeSection from here.
export { writeSection } from './docs-section.ts';

export const aimRatio = 0.3;

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
  for (const engine of report.engines) {
    const runs = engine.rows.find((row) => row.runRatios)?.runRatios;
    if (runs && runs.length > 1) {
      lines.push(
        `Authenticated read on ${engine.engine}, ${runs.length} runs: ${runs.map((ratio) => `${ratio.toFixed(3)}×`).join(', ')} ` +
          `(spread ${Math.min(...runs).toFixed(3)}–${Math.max(...runs).toFixed(3)}×; the table shows the median run).`,
      );
    }
  }
  const postgres = report.engines.find((engine) => engine.engine === 'PostgreSQL');
  const read = postgres?.rows.find((row) => row.scenario.startsWith('Authenticated read'));
  if (read) {
    // Met only when every run is at the aim, not just the median.
    const lowest = Math.min(...(read.runRatios ?? [read.ratioToBare]));
    const verdict = lowest >= aimRatio ? 'met' : 'not met';
    lines.push(
      `Aim (authenticated read at ≥ ${aimRatio}× the bare route on PostgreSQL in every run): **${verdict}** (lowest ${lowest.toFixed(3)}×).`,
    );
  }
  for (const note of report.notes) lines.push(note);
  return `${lines.join('\n').trimEnd()}\n`;
}

const resultsMarkers = sectionMarkers('results');

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

${resultsMarkers.start}
${resultsMarkers.end}

## Future benchmarks

Add new benchmarks here (what, how to run, aim, results with machine and date).
`;

/** Writes the results between the markers of docs/benchmarks.md, creating the file the first time. */
export function writeResultsToDocs(file: string, results: string) {
  writeSection('results', results, file, { newFile: template, intro: '### Results\n\n' });
}

// ---- Prospect search (scripts/bench/search.ts) ----

/** The aims of the search benchmark, at 1,000,000 people on PostgreSQL. */
export const searchAims = { pageP95Ms: 30, facetsP95Ms: 200, people: 1_000_000 };

const partLabels: Record<PartResult['part'], string> = {
  firstPage: 'First page (25)',
  deepPage: 'Keyset page',
  facets: 'Page with facets',
  total: 'Total',
};

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : milliseconds(value));
const count = (value: number) => Math.round(value).toLocaleString('en-US');

function searchAimLines(run: SearchRun): string[] {
  const size = run.sizes.find((entry) => entry.engine === 'PostgreSQL' && entry.people === searchAims.people);
  if (!size) return [`Aims (at ${count(searchAims.people)} people on PostgreSQL): **not measured** in this run.`];
  const verdicts: string[] = [];
  let allMet = true;
  for (const result of size.cases) {
    for (const part of result.parts) {
      const limit =
        part.part === 'facets'
          ? searchAims.facetsP95Ms
          : part.part === 'firstPage' || part.part === 'deepPage'
            ? searchAims.pageP95Ms
            : undefined;
      if (limit === undefined || !part.http) continue;
      const met = part.http.p95Ms <= limit;
      allMet &&= met;
      verdicts.push(
        `${result.key} ${partLabels[part.part].toLowerCase()} p95 ${ms(part.http.p95Ms)} ms (≤ ${limit}: ${met ? 'met' : '**not met**'})`,
      );
    }
  }
  return [
    `Aims at ${count(searchAims.people)} people on PostgreSQL, through HTTP: a page of 25 at p95 ≤ ${searchAims.pageP95Ms} ms, ` +
      `the same request with facet counts at p95 ≤ ${searchAims.facetsP95Ms} ms: **${allMet ? 'met' : 'not met'}**.`,
    '',
    ...verdicts.map((line) => `- ${line}`),
  ];
}

/** The results block of the "Prospect search" section, in Markdown. */
export function renderSearchResults(run: SearchRun): string {
  const settings = Object.entries(run.postgresSettings)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  const lines = [
    `Run on ${run.date} (revision ${run.revision}): ${run.cpus} CPUs (\`nproc\`), ${run.cpuModel}, Node ${run.node}` +
      `${run.postgresVersion ? `; PostgreSQL ${run.postgresVersion} (${settings})` : ''}; load average ${run.loadAverage.toFixed(2)} at the start. ` +
      `Each measure: ${run.warmUp} warm-up runs, then ${run.iterations} runs one after another (latency, not throughput). ` +
      `The whole search benchmark took ${(run.seconds / 60).toFixed(1)} min.`,
    '',
    'Queries (bodies of `POST /api/v1/people/search`, with `perPage: 25`):',
    '',
    ...searchCases.map((entry) => `- **${entry.label}**: ${entry.description}: \`${JSON.stringify(entry.body)}\`.`),
    '',
    '| Engine | People | Generated | Rows (all tables) | Seconds | People/s | Rows/s | VACUUM/ANALYZE s |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...run.sizes.map(
      (size) =>
        `| ${size.engine} | ${count(size.people)} | ${size.generation.generatedNow ? 'this run' : `reused (${size.generation.generatedAt})`} | ${count(size.generation.rows)} | ${size.generation.seconds.toFixed(1)} | ${count(size.people / size.generation.seconds)} | ${count(size.generation.rows / size.generation.seconds)} | ${size.analyzeSeconds.toFixed(1)} |`,
    ),
    '',
  ];
  const imported = run.importResult;
  lines.push(
    imported.skipped || imported.rowsPerSecond === undefined
      ? `Import: **not measured** (${imported.skipped ?? 'no figures'}).`
      : `Import (\`importProspects\`, CSV of ${count(imported.people ?? 0)} generated people, ${((imported.fileBytes ?? 0) / 1048576).toFixed(0)} MiB, into a fresh PostgreSQL database): ` +
          `${count(imported.rowsPerSecond)} rows/s (${(imported.importSeconds ?? 0).toFixed(1)} s; writing the file took ${(imported.writeSeconds ?? 0).toFixed(1)} s).`,
    '',
    'Latency in ms. HTTP: the whole request (token check, page, results, total, and facets when asked) from this process over loopback ' +
      '(PostgreSQL: Leadpilot in its own process; PGlite: in this process, as the embedded engine runs in-process). ' +
      'SQL: only the SQL of that part, built by the same server functions and run straight through the driver (node-postgres with a pool of 10 like the server, or the same PGlite instance) in the same run; ' +
      '"Statements" counts them, planner estimates (`EXPLAIN`) included. ' +
      'The total has no request of its own: every HTTP page includes it. For a search with text the page query counts the matches too (`count(*) over ()`), so the API runs no total statement; the total row shows what counting separately costs.',
    '',
    '| Engine | People | Query | Matches | Measure | HTTP p50 | HTTP p95 | HTTP p99 | SQL p50 | SQL p95 | SQL p99 | Statements |',
    '| --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const size of run.sizes) {
    for (const result of size.cases) {
      const matches = `${count(result.exactMatches)}${result.total.isExact ? '' : ` (total ≈ ${count(result.total.value)})`}`;
      for (const part of result.parts) {
        const label =
          part.part === 'deepPage'
            ? `Keyset page ${result.deepPageNumber}`
            : part.part === 'facets'
              ? `Page with facets (${result.facetMode})`
              : part.part === 'total' && result.totalFromPage
                ? 'Total (the API takes it from the page query)'
                : partLabels[part.part];
        lines.push(
          `| ${size.engine} | ${count(size.people)} | ${result.key} | ${matches} | ${label} | ${ms(part.http?.p50Ms)} | ${ms(part.http?.p95Ms)} | ${ms(part.http?.p99Ms)} | ${ms(part.raw.p50Ms)} | ${ms(part.raw.p95Ms)} | ${ms(part.raw.p99Ms)} | ${part.statements} |`,
        );
      }
    }
  }
  lines.push('', ...searchAimLines(run));
  for (const note of run.notes) lines.push('', note);
  const planned = run.sizes.filter((size) => size.plans.length > 0);
  for (const size of planned) {
    lines.push(
      '',
      `Query plans at ${count(size.people)} people on ${size.engine} (\`EXPLAIN (ANALYZE, BUFFERS)\`, taken after the timings, so caches are warm):`,
    );
    for (const plan of size.plans) {
      lines.push(
        '',
        `<details><summary>${plan.caseKey}: ${plan.part}</summary>`,
        '',
        '```sql',
        plan.sql.trim().replace(/\n\s+/g, '\n  '),
        '```',
        '',
        '```text',
        plan.plan,
        '```',
        '',
        '</details>',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const searchIntro = `## Prospect search (\`npm run bench\`)

What is measured: \`POST /api/v1/people/search\` latency (p50/p95/p99 of requests sent one after
another) at 100,000 and 1,000,000 generated people on PostgreSQL and 100,000 on PGlite, for a broad
and a narrow query (written out with the results): the first page of 25, a keyset page some pages
deep (the \`cursor\` of the page before), the same first page with facet counts, and the total.
Beside each HTTP figure, the raw SQL of the same part, built by the same server functions
(\`searchPageWith\`, \`searchFacetsWith\`, \`searchTotalWith\` with a runner that sends the SQL straight
to the driver) and timed the same way in the same run; the run checks that the raw SQL answers the
same page and facets as the API. Also: generation (and insert) rows per second, import rows per
second (\`importProspects\`, a 100,000-row CSV into a fresh database), and \`EXPLAIN (ANALYZE, BUFFERS)\`
of the page, total and facet statements at 1,000,000 people.

How to run: \`npm run bench\` (all of it) or \`npx tsx scripts/bench/search.ts\` (search only). The
data lives in dedicated databases, \`leadpilot_bench_100k\` and \`leadpilot_bench_1m\` (and
\`/tmp/leadpilot-bench-search-pglite-100k\`), generated on the first run (about 3 minutes for a
million people) and reused while their marker table says they hold the same seed, size and generator
(a hash of its sources); every run migrates them and runs \`VACUUM (ANALYZE)\`, as autovacuum would
after a bulk load. Settings: \`BENCH_SEARCH_SIZES\` (default \`100000,1000000\`; \`100000\` for a quick
run), \`BENCH_SEARCH_PGLITE=false\`, \`BENCH_SEARCH_ITERATIONS\` (default 200), \`BENCH_SEARCH_WARMUP\`
(default 20), \`BENCH_SEARCH_DEEP_PAGES\` (default 10), \`BENCH_SEARCH_SEED\`,
\`BENCH_SEARCH_REGENERATE=true\`, \`BENCH_SEARCH_IMPORT_ROWS\` (default 100,000; 0 skips the import),
\`BENCH_DATABASE_URL\`, \`BENCH_WRITE_DOCS=false\`.

Aims, on this 2-core machine at 1,000,000 people on PostgreSQL: a page of 25 at p95 ≤ 30 ms, facet
counts at p95 ≤ 200 ms (the whole request with facets), each beside the raw SQL of the same query.

How search meets them (\`apps/server/src/modules/people/\`, migration \`0004_search_indexes\`):

- **Keyset pages.** A page continues after the last row's sort key and \`sequence\`, never by
  skipping rows: page 11 costs what page 1 costs.
- **One index scan for text and filters.** \`people_search_filters_idx\` is one GIN index over the
  text (\`search\`), the person's filter keys (\`array['s:' || seniority, 'c:' || country, …]\`, an
  expression, no column) and \`technologies\`. With a text query, column filters are written as
  overlaps with those keys, so the matches of the text and every filter come out of one scan; before,
  PostgreSQL AND-ed bitmaps of several hundred thousand rows from one B-tree per filter (80–150 ms at a
  million people for the narrow query, now about 15 ms). Without text, filters stay column equality
  for the \`(column, sequence)\` B-trees, and one value is written \`=\` so the newest-first order can
  walk one of them. \`(full_name, sequence)\` serves the name order.
- **Totals.** Exact up to 100,000. A search with text counts its matches in the page query itself
  (\`count(*) over ()\`: the GIN scan reads them all anyway), so the total costs no second scan.
  Otherwise the planner's estimate comes first (\`EXPLAIN\`, planning only): above 200,000 it is the
  answer (\`isExact: false\`) and nothing is counted; below, \`count(*)\` stops at 100,001 rows.
- **Facets.** Facets that count the same people (every filter but their own) are counted together, in
  one pass (\`GROUPING SETS\`), so a search with three facet filters takes four statements, not nine.
  A set the planner expects to hold more than 30,000 people is counted from a block sample of about
  30,000 rows (\`TABLESAMPLE SYSTEM … REPEATABLE (0)\`, read once for all such sets, scaled up):
  approximate, the same on every page, and a value too rare to be sampled is left out; a set the
  sample shows to be small after all is counted exactly. Narrow searches are always exact.

### Results

`;

/** Writes the search results between the bench:search markers, adding the section the first time. */
export function writeSearchResultsToDocs(file: string, results: string) {
  writeSection('search', results, file, { newFile: template, intro: searchIntro });
}
