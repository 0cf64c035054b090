// `npm run bench` (reply reader), issue 16:
// 1. replies classified per second over the corpus (apps/server/test/fixtures/replies, every part),
//    `parseInbound` alone as the baseline beside `parseInbound` + `classifyInbound`, per message and
//    per kind, with the classifier's own share (replies-classify.ts);
// 2. the inbound sync's throughput for 10,000 messages delivered to a sandbox mailbox, on PGlite in
//    this process and on PostgreSQL, with the effects hook as the job wires it and with a no-op hook,
//    beside the same rows inserted straight into `inbound_messages` (replies-sync.ts).
// Written to docs/benchmarks.md between the bench:replies markers. Knobs: BENCH_REPLIES_SECONDS
// (classification, measured seconds, default 10; 0 skips it), BENCH_REPLIES_ROUNDS (a fixed number
// of rounds instead), BENCH_REPLIES_MESSAGES (default 10,000; 0 skips the sync part),
// BENCH_REPLIES_SENT (campaign messages, default twice the messages), BENCH_REPLIES_ENGINES
// (default `postgres,pglite`: in that order, so the PostgreSQL runs' memory is not
// inflated by what PGlite's WebAssembly heap leaves behind in this process), BENCH_DATABASE_URL, BENCH_WRITE_DOCS=false.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import type { NewInboundMessage } from '../../apps/server/src/modules/replies/sync/sync-store.ts';
import { repositoryRoot } from './child.ts';
import { createBenchDatabase } from './postgres.ts';
import { measureClassification } from './replies-classify.ts';
import { loadCorpus, planDeliveries, threadsNeeded } from './replies-corpus.ts';
import { type EngineSync, type RepliesRun, renderRepliesResults, writeRepliesResultsToDocs } from './replies-report.ts';
import {
  buildSentMessages,
  collectGarbage,
  insertBaseline,
  probeRoundTrip,
  type RoundTrip,
  rssNowMiB,
  runSync,
  type SyncFixture,
  seedDatabase,
} from './replies-sync.ts';
import { describeMachine, safeUrl } from './report.ts';
import { countSetting, readSettings } from './settings.ts';

const settings = readSettings();
const machine = describeMachine();
const classifySeconds = countSetting('BENCH_REPLIES_SECONDS', 10, 0, 600);
const fixedRounds = process.env.BENCH_REPLIES_ROUNDS ? countSetting('BENCH_REPLIES_ROUNDS', 0, 1, 100_000) : undefined;
const messages = countSetting('BENCH_REPLIES_MESSAGES', 10_000, 0, 200_000);
const sentCount = Math.max(countSetting('BENCH_REPLIES_SENT', 2 * messages, 0, 1_000_000), threadsNeeded(messages));
const engineNames = (process.env.BENCH_REPLIES_ENGINES || 'postgres,pglite').split(',').map((name) => name.trim());
for (const name of engineNames) {
  if (name !== 'pglite' && name !== 'postgres') throw new Error('BENCH_REPLIES_ENGINES: pglite, postgres or both');
}
const campaignCount = 10;

type Engine = EngineSync['engine'];
interface FreshDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the engine; a string when PostgreSQL cannot be had. */
async function freshDatabase(engine: Engine): Promise<FreshDatabase | string> {
  if (engine === 'PGlite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadpilot-bench-replies-'));
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    return {
      handle,
      async drop() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createBenchDatabase(settings.postgresUrl);
  if ('unreachable' in database)
    return `PostgreSQL not reachable at ${safeUrl(settings.postgresUrl)} (${database.unreachable})`;
  const handle = await openDatabase({ databaseUrl: database.url });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    await database.drop();
    throw error;
  }
  return {
    handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

async function inFreshDatabase<T>(engine: Engine, work: (handle: DatabaseHandle) => Promise<T>): Promise<T | string> {
  const database = await freshDatabase(engine);
  if (typeof database === 'string') return database;
  try {
    return await work(database.handle);
  } finally {
    await database.drop();
  }
}

let postgresVersion: string | undefined;
if (engineNames.includes('postgres') && messages > 0) {
  const probe = await createBenchDatabase(settings.postgresUrl);
  if (!('unreachable' in probe)) {
    postgresVersion = probe.serverVersion;
    await probe.drop();
  }
}

console.log(
  `Reply reader benchmark: classification ${classifySeconds === 0 ? 'skipped' : fixedRounds ? `${fixedRounds} rounds` : `~${classifySeconds} s`}; sync of ${messages.toLocaleString('en-US')} messages on ${engineNames.join(', ')}${postgresVersion ? ` (PostgreSQL ${postgresVersion})` : ''}; load average ${machine.loadAverage.toFixed(2)}`,
);
const corpus = await loadCorpus();
collectGarbage();
const rssAtStartMiB = rssNowMiB();

let classification: RepliesRun['classification'] = { skipped: 'BENCH_REPLIES_SECONDS=0' };
if (classifySeconds > 0) {
  console.log(`  classifying the corpus (${corpus.length} messages)…`);
  classification = await measureClassification(corpus, {
    seconds: classifySeconds,
    rounds: fixedRounds,
    warmUpRounds: 3,
  });
  console.log(
    `    parse alone ${Math.round(classification.passRate.parseOnly)} msg/s, parse + classify ${Math.round(classification.passRate.both)} msg/s (${classification.rounds} rounds)`,
  );
}

let sync: RepliesRun['sync'] = null;
if (messages > 0) {
  const now = new Date();
  const sent = buildSentMessages(sentCount, campaignCount, now);
  const { deliveries } = planDeliveries(corpus, messages, sent, now);
  const fixture: SyncFixture = {
    organisationId: randomUUID(),
    mailboxId: randomUUID(),
    mailboxEmail: 'sales@acme-sales.example',
    campaigns: Array.from({ length: campaignCount }, () => ({ id: randomUUID(), stepId: randomUUID() })),
    sent,
    deliveries,
  };
  const engines: NonNullable<RepliesRun['sync']>['engines'] = [];
  for (const name of engineNames) {
    const engine: Engine = name === 'pglite' ? 'PGlite' : 'PostgreSQL';
    console.log(`  ${engine}: sync of ${messages.toLocaleString('en-US')} messages…`);
    let seedSeconds = 0;
    let roundTrip: RoundTrip | undefined;
    const batches: NewInboundMessage[][] = [];
    const none = await inFreshDatabase(engine, async (handle) => {
      const seeded = performance.now();
      await seedDatabase(handle, fixture, { deliver: true });
      seedSeconds = (performance.now() - seeded) / 1000;
      roundTrip = await probeRoundTrip(handle);
      return runSync(handle, fixture, 'none', batches);
    });
    if (typeof none === 'string') {
      console.log(`    skipped: ${none}`);
      engines.push({ engine, skipped: none });
      continue;
    }
    console.log(
      `    no-op hook: ${none.stored} stored in ${none.seconds.toFixed(2)} s (${Math.round(none.stored / none.seconds)}/s), second read ${none.secondStored}, re-read ${none.reread?.stored} in ${none.reread?.seconds.toFixed(1)} s`,
    );
    const baseline = await inFreshDatabase(engine, async (handle) => {
      await seedDatabase(handle, fixture, { deliver: false });
      return insertBaseline(handle, batches);
    });
    batches.length = 0;
    if (typeof baseline === 'string') throw new Error(baseline);
    console.log(
      `    baseline: ${baseline.rows} rows in ${baseline.seconds.toFixed(2)} s (${Math.round(baseline.rows / baseline.seconds)}/s)`,
    );
    const effects = await inFreshDatabase(engine, async (handle) => {
      await seedDatabase(handle, fixture, { deliver: true });
      return runSync(handle, fixture, 'effects');
    });
    if (typeof effects === 'string') throw new Error(effects);
    console.log(
      `    effects hook: ${effects.stored} stored in ${effects.seconds.toFixed(2)} s (${Math.round(effects.stored / effects.seconds)}/s), second read ${effects.secondStored}`,
    );
    if (!roundTrip) throw new Error('no round-trip probe');
    engines.push({ engine, seedSeconds, roundTrip, baseline, none, effects });
  }
  sync = { rssAtStartMiB, messages, sentMessages: sent.length, campaigns: campaignCount, engines };
}

const markdown = renderRepliesResults({
  machine,
  loadAverageEnd: os.loadavg()[0] ?? 0,
  postgresVersion,
  classification,
  sync,
});
console.log(`\n${markdown}`);
if (settings.writeDocs) {
  writeRepliesResultsToDocs(path.join(repositoryRoot, 'docs/benchmarks.md'), markdown);
  console.log('Written to docs/benchmarks.md');
}
