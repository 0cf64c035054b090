// `npm run bench` (second part): spends per second through `credits.spend` with idempotency keys on
// PostgreSQL, beside a baseline measured in the same run on the same pool: one single-row INSERT
// per transaction. Written to docs/benchmarks.md between the bench:ledger markers.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { organisations, users } from '../../apps/server/src/db/schema.ts';
import { createActor } from '../../apps/server/src/platform/auth/actor.ts';
import { benchServices } from './bench-services.ts';
import { repositoryRoot } from './child.ts';
import { createBenchDatabase } from './postgres.ts';
import { describeMachine, safeUrl, writeSection } from './report.ts';
import { readSettings } from './settings.ts';

const settings = readSettings();
const concurrency = settings.connections;
const machine = describeMachine();

interface Rate {
  perSecond: number;
  p99Ms: number;
  count: number;
}

/** Runs `operation` from `concurrency` loops for `seconds`; rate and p99 of the measured part. */
async function measure(seconds: number, operation: (index: number) => Promise<void>): Promise<Rate> {
  const latencies: number[] = [];
  let counter = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await operation(counter++);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    count: latencies.length,
  };
}

const database = await createBenchDatabase(settings.postgresUrl);
if ('unreachable' in database) {
  console.log(`Ledger benchmark skipped: PostgreSQL not reachable at ${safeUrl(settings.postgresUrl)}.`);
  process.exit(0);
}
const handle = await openDatabase({ databaseUrl: database.url, poolSize: concurrency });
let markdown = '';
try {
  await migrateDatabase(handle);
  const services = benchServices(handle);
  const [organisation] = await handle.db.insert(organisations).values({ name: 'Ledger bench' }).returning();
  if (!organisation) throw new Error('no organisation');
  const [user] = await handle.db
    .insert(users)
    .values({
      organisationId: organisation.id,
      email: 'bench@ledger.test',
      name: 'Bench',
      role: 'owner',
      status: 'active',
    })
    .returning();
  if (!user) throw new Error('no user');
  const actor = createActor({
    userId: user.id,
    organisationId: organisation.id,
    sessionId: 'bench',
    role: 'owner',
    isSuperAdmin: false,
  });
  await services.credits.adminAdjust(actor, { organisationId: organisation.id, credits: 10_000_000, reason: 'Bench' });
  await handle.query('create table bench_baseline (id uuid primary key, organisation_id uuid not null, amount int)');

  console.log(`Ledger benchmark on PostgreSQL ${database.serverVersion}: ${concurrency} concurrent callers`);
  const baselineInsert = () =>
    handle.db.transaction(async (tx) => {
      await tx.execute(
        `insert into bench_baseline values ('${randomUUID()}', '${organisation.id}', 1)` as unknown as never,
      );
    });
  await measure(settings.warmUpSeconds, async () => baselineInsert());
  const baseline = await measure(settings.seconds, async () => baselineInsert());
  console.log(
    `  baseline single-row insert transaction: ${baseline.perSecond.toFixed(0)}/s, p99 ${baseline.p99Ms.toFixed(1)} ms`,
  );
  const spend = (index: number) =>
    services.credits.spend(actor, 1, 'Bench spend', `bench:${index}:${randomUUID()}`).then(() => undefined);
  await measure(settings.warmUpSeconds, spend);
  const spends = await measure(settings.seconds, spend);
  console.log(`  credits.spend: ${spends.perSecond.toFixed(0)}/s, p99 ${spends.p99Ms.toFixed(1)} ms`);
  const repeat = () => services.credits.spend(actor, 1, 'Bench repeat', 'bench:same-key').then(() => undefined);
  const repeats = await measure(settings.seconds, repeat);
  console.log(`  credits.spend, repeated key: ${repeats.perSecond.toFixed(0)}/s, p99 ${repeats.p99Ms.toFixed(1)} ms`);

  const row = (label: string, rate: Rate) =>
    `| ${label} | ${Math.round(rate.perSecond).toLocaleString('en-US')} | ${rate.p99Ms.toFixed(1)} | ${(rate.perSecond / baseline.perSecond).toFixed(2)}× |`;
  markdown = [
    `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}; PostgreSQL ${database.serverVersion}; ${concurrency} concurrent callers in one process, ${settings.seconds} s each after ${settings.warmUpSeconds} s warm-up.`,
    '',
    '| Operation | per second | p99 ms | × baseline |',
    '| --- | ---: | ---: | ---: |',
    row('Baseline: single-row INSERT transaction', baseline),
    row('`credits.spend` (new idempotency key)', spends),
    row('`credits.spend` (repeated key: answered from the ledger)', repeats),
    '',
  ].join('\n');
} finally {
  await handle.close();
  await database.drop();
}

if (settings.writeDocs && markdown) {
  writeSection('ledger', markdown, path.join(repositoryRoot, 'docs/benchmarks.md'), {
    newFile: '# Benchmarks\n',
    intro:
      '## Credit spends (`npm run bench`)\n\nSpends per second through `credits.spend` (organisation row lock, lazy expiry, idempotency-key lookup, balance check, ledger row, lot draws, allowance upsert: one transaction) on PostgreSQL, beside a baseline measured in the same run on the same connection pool: a transaction that inserts one row. All spends of one organisation take its row lock, so this is the rate for a single organisation; different organisations spend in parallel.\n\n',
  });
  console.log('Written to docs/benchmarks.md');
}
