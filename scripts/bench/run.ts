// `npm run bench`: Leadpilot's HTTP throughput beside a bare Fastify route, on PGlite and on
// PostgreSQL, printed as Markdown and written to docs/benchmarks.md. See that file for the knobs.
import path from 'node:path';
import { repositoryRoot, type ServerChild, stopAllServerChildren } from './child.ts';
import { createBenchDatabase } from './postgres.ts';
import { describeMachine, renderResults, safeUrl, writeResultsToDocs } from './report.ts';
import { type EngineResult, removeTemporaryFolders, runEngine, startBare } from './scenarios.ts';
import { type BenchSettings, readSettings } from './settings.ts';

let settings: BenchSettings;
try {
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const machine = describeMachine();
const cleanups = new Set<() => Promise<void>>();

process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping the servers and dropping the bench database.');
  stopAllServerChildren()
    .then(() => Promise.allSettled([...cleanups].map((cleanup) => cleanup())))
    .then(removeTemporaryFolders)
    .finally(() => process.exit(130));
});

async function withCleanup<T>(cleanup: () => Promise<void>, body: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await body();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

console.log(
  `Leadpilot benchmark: ${settings.seconds} s per scenario (+${settings.warmUpSeconds} s warm-up), ` +
    `${settings.connections} connections; ${machine.cpus} CPUs, ${machine.cpuModel}, Node ${machine.node}`,
);
if (machine.loadAverage > 0.5) {
  console.warn(
    `Warning: load average ${machine.loadAverage.toFixed(2)}: other work on this machine will skew the figures.`,
  );
}

const engines: EngineResult[] = [];
const notes: string[] = [];
let postgresVersion: string | undefined;
let failed = false;

const bare: ServerChild = await startBare();
await withCleanup(
  () => bare.stop(),
  async () => {
    console.log('\nPGlite');
    try {
      engines.push(await runEngine('PGlite', bare, settings, undefined));
    } catch (error) {
      failed = true;
      console.error(`PGlite: failed: ${error instanceof Error ? error.message : String(error)}`);
    }

    console.log('\nPostgreSQL');
    const database = await createBenchDatabase(settings.postgresUrl);
    if ('unreachable' in database) {
      const line = `PostgreSQL: skipped, not reachable at ${safeUrl(settings.postgresUrl)} (${database.unreachable}).`;
      console.log(`  ${line}`);
      notes.push(line);
      return;
    }
    postgresVersion = database.serverVersion;
    console.log(`  fresh database ${database.name} (PostgreSQL ${database.serverVersion})`);
    await withCleanup(
      async () => {
        await database.drop();
        console.log(`  dropped ${database.name}`);
      },
      async () => {
        try {
          engines.push(await runEngine('PostgreSQL', bare, settings, database.url));
        } catch (error) {
          failed = true;
          console.error(`PostgreSQL: failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    );
  },
);

const results = renderResults({ machine, settings, engines, postgresVersion, notes });
console.log(`\n${results}`);
if (failed) {
  console.error('A scenario failed: docs/benchmarks.md left unchanged.');
  process.exitCode = 1;
} else if (settings.writeDocs) {
  const file = path.join(repositoryRoot, 'docs/benchmarks.md');
  writeResultsToDocs(file, results);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}
