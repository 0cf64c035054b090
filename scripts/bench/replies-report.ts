// The reply reader benchmark's results in Markdown, and their place in docs/benchmarks.md.
import { writeSection } from './docs-section.ts';
import type { ClassifyGroup, ClassifyResult } from './replies-classify.ts';
import { threadShares } from './replies-corpus.ts';
import {
  type BaselineRun,
  type RoundTrip,
  type Step,
  type SyncCheck,
  type SyncRun,
  stepNames,
} from './replies-sync.ts';
import type { Machine } from './report.ts';

export interface EngineSync {
  engine: 'PGlite' | 'PostgreSQL';
  /** Seconds to seed one database (organisation, campaign messages, the delivered messages). */
  seedSeconds: number;
  /** `select 1` one after another on the seeded database, just before the first run. */
  roundTrip: RoundTrip;
  baseline: BaselineRun;
  none: SyncRun;
  effects: SyncRun;
}

export interface RepliesRun {
  machine: Machine;
  loadAverageEnd: number;
  postgresVersion: string | undefined;
  classification: ClassifyResult | { skipped: string };
  sync: {
    rssAtStartMiB: number;
    messages: number;
    sentMessages: number;
    campaigns: number;
    engines: (EngineSync | { engine: 'PGlite' | 'PostgreSQL'; skipped: string })[];
  } | null;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isNaN(value) ? '—' : value < 1 ? value.toFixed(3) : value.toFixed(2));
const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
const perSecond = (group: ClassifyGroup, timings: 'parseOnly' | 'both' | 'classify') =>
  group[timings].count / (group[timings].totalMs / 1000);

function classificationLines(result: ClassifyResult): string[] {
  const all = result.groups.find((group) => group.group === 'all');
  if (!all) return [];
  const share = (group: ClassifyGroup) => group.classify.totalMs / group.both.totalMs;
  const kinds = result.groups.filter((group) => group.group !== 'all');
  const kindLabel = { bounce: 'Bounces', auto_reply: 'Automatic replies', reply: 'Person replies' } as const;
  return [
    `**Classification** (the corpus, every part (${result.corpus.parts.join(', ')}): ${count(result.corpus.messages)} messages, ${count(result.corpus.bytes / 1024)} KiB, read into memory once; ${result.warmUpRounds} warm-up rounds, then ${count(result.rounds)} rounds in ${result.seconds.toFixed(1)} s, each reading every message once with \`parseInbound\` alone and once with \`parseInbound\` + \`classifyInbound\`, the order alternating; one thread):`,
    '',
    '| Measure | messages/s | ms per message p50 | p95 | × baseline |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| Baseline: \`parseInbound\` alone (mailparser, headers, text; HTML to text when there is no text part) | ${count(result.passRate.parseOnly)} | ${ms(all.parseOnly.p50Ms)} | ${ms(all.parseOnly.p95Ms)} | 1.00× |`,
    `| \`parseInbound\` + \`classifyInbound\` | ${count(result.passRate.both)} | ${ms(all.both.p50Ms)} | ${ms(all.both.p95Ms)} | ${(result.passRate.both / result.passRate.parseOnly).toFixed(2)}× |`,
    `| of which \`classifyInbound\` alone (on the parsed message) | ${count(perSecond(all, 'classify'))} | ${ms(all.classify.p50Ms)} | ${ms(all.classify.p95Ms)} | — |`,
    '',
    `The classifier's own share of parse + classify: **${percent(share(all))}** (the classify step's time summed over every message, against parse and classify summed); from the two passes' rates, 1 − (parse + classify)/(parse alone) = ${percent(1 - result.passRate.both / result.passRate.parseOnly)}. The two differ because parsing is slower beside the classifier than alone (${ms(all.both.totalMs / all.both.count - all.classify.totalMs / all.classify.count)} against ${ms(all.parseOnly.totalMs / all.parseOnly.count)} ms a message): garbage collection, a cooler cache, and on a busy machine the wait for a core land in whichever step runs at the time; V8 reported ${ms(result.gcMsPerMessage.both)} ms of GC a message in the passes with the classifier against ${ms(result.gcMsPerMessage.parseOnly)} ms in \`parseInbound\`-alone passes. Messages/s of the first two rows: messages over the wall time of their passes; of the third: over the summed time of the classify step.`,
    '',
    '| Kind (as the corpus expects it) | corpus messages | parse alone msg/s | parse + classify msg/s | p50 ms | p95 ms | classify p50 ms | classify p95 ms | classifier share |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...kinds.map(
      (group) =>
        `| ${kindLabel[group.group as keyof typeof kindLabel]} | ${group.messages} | ${count(perSecond(group, 'parseOnly'))} | ${count(perSecond(group, 'both'))} | ${ms(group.both.p50Ms)} | ${ms(group.both.p95Ms)} | ${ms(group.classify.p50Ms)} | ${ms(group.classify.p95Ms)} | ${percent(share(group))} |`,
    ),
    '',
    `Per kind, messages/s is the kind's messages over the summed time of each one (no pass boundaries). As a sanity check, the classifier's kind differed from the corpus's expected one for ${count(result.kindMismatches)} of ${count(result.corpus.messages)} messages a round (the corpus tests score accuracy; this is not that).`,
  ];
}

const seconds = (value: number) => `${value.toFixed(2)}`;
const stepLabels: Record<Step | 'other', string> = {
  fetch: 'fetch (sandbox query)',
  parse: '`parseInbound`',
  classify: '`classifyInbound`',
  match: 'thread matching (queries)',
  store: 'batch insert + cursor',
  effects: 'effects hook',
  bookkeeping: 'lease, effects marks',
  other: 'other (rows, stored text, engine)',
};

function checkPassed(run: SyncRun, effects: boolean): boolean {
  const check = run.check;
  return (
    run.stored === run.messages &&
    check.rows === run.messages &&
    check.distinctMessageIds === run.messages &&
    run.secondStored === 0 &&
    (run.reread ? run.reread.stored === 0 : true) &&
    check.matched.header === check.planned.header &&
    check.matched.senderSubject === check.planned.senderSubject &&
    check.kinds.unclassified === 0 &&
    (!effects || check.effectsPending === 0)
  );
}

function describeCheck(check: SyncCheck): string {
  return `kinds: bounce ${count(check.kinds.bounce)}, auto_reply ${count(check.kinds.auto_reply)}, reply ${count(check.kinds.reply)}, unclassified ${count(check.kinds.unclassified)}; matched by header ${count(check.matched.header)} (planned ${count(check.planned.header)}), by sender and subject ${count(check.matched.senderSubject)} (planned ${count(check.planned.senderSubject)}), bounces by their failed recipient (the effects' look-up) ${count(check.matched.bounceRecipient)}`;
}

function effectsWords(check: SyncCheck): string {
  const entries = (record: Record<string, number>) =>
    Object.entries(record)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key} ${count(value)}`)
      .join(', ') || 'none';
  return `effects not finished ${count(check.effectsPending)}; enrolments afterwards: ${entries(check.enrolments)}; campaigns no longer running (circuit breakers) ${check.campaignsPaused}; suppressions ${count(check.suppressions)}; log events written: ${entries(check.events)}`;
}

function syncLines(sync: NonNullable<RepliesRun['sync']>): string[] {
  const lines = [
    `**Sync throughput** (${count(sync.messages)} messages delivered to one sandbox mailbox, drawn from the corpus in a seeded shuffle with unique Message-IDs, received over the 13 days before the run, inside the first read's 14-day backfill; ${percent(threadShares.header)} of them answer one of the organisation's campaign messages by In-Reply-To and References, and ${percent(threadShares.senderSubject)} of the person replies by sender and subject (\`Re: <sent subject>\`), each a different one of ${count(sync.sentMessages)} campaign messages sent in ${sync.campaigns} running campaigns; the rest answer none of ours. Each run in its own fresh database, seeded (not timed) and then \`ANALYZE\`d as autovacuum would after a bulk load; \`engine.syncDue()\` sweeps until the mailbox is caught up (a sweep reads at most 20 batches of 50), the engine wired as the \`replies.sync\` job wires it (Drizzle sync store, the mailbox clients' transport, \`parseInbound\`, \`classifyInbound\` behind \`withModelRefinement\` with no model configured); PGlite in this process in a fresh temporary folder, PostgreSQL in a fresh \`leadpilot_bench_<random>\` database (pool of 10) dropped afterwards):`,
    '',
    '| Engine | Run | stored | seconds | messages/s | × baseline | sweeps | RSS before → peak | second read stored |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const notes: string[] = [];
  const breakdown: string[] = [];
  for (const entry of sync.engines) {
    if ('skipped' in entry) {
      lines.push(`| ${entry.engine} | not measured: ${entry.skipped} | | | | | | | |`);
      continue;
    }
    const baseRate = entry.baseline.rows / entry.baseline.seconds;
    const row = (label: string, run: SyncRun) =>
      `| ${entry.engine} | ${label} | ${count(run.stored)} | ${seconds(run.seconds)} | ${count(run.stored / run.seconds)} | ${(run.stored / run.seconds / baseRate).toFixed(2)}× | ${run.sweeps} | ${count(run.rssBeforeMiB)} → ${count(run.peakRssMiB)} MiB | ${run.secondStored} |`;
    lines.push(
      `| ${entry.engine} | Baseline: the same rows straight into \`inbound_messages\`, ${entry.baseline.batches} INSERT … ON CONFLICT DO NOTHING RETURNING * of up to 50 | ${count(entry.baseline.rows)} | ${seconds(entry.baseline.seconds)} | ${count(baseRate)} | 1.00× | — | ${count(entry.baseline.rssBeforeMiB)} → ${count(entry.baseline.peakRssMiB)} MiB | — |`,
      row('Sync, no-op `onStored` hook', entry.none),
      row('Sync, `createReplyEffects` hook (as the job)', entry.effects),
    );
    for (const run of [entry.none, entry.effects]) {
      const total = run.seconds * 1000;
      breakdown.push(
        `| ${entry.engine} | ${run.hook === 'effects' ? '`createReplyEffects`' : 'no-op hook'} | ${[
          ...stepNames,
          'other' as const,
        ]
          .map((step) => `${(run.steps[step] / 1000).toFixed(2)} (${percent(run.steps[step] / total)})`)
          .join(' | ')} |`,
      );
    }
    const callWords = (run: SyncRun, prefix: string) =>
      Object.entries(run.calls)
        .filter(([name]) => name.startsWith(prefix))
        .sort(([, a], [, b]) => b.ms - a.ms)
        .map(
          ([name, call]) =>
            `${name.replace(/^effects: /, '')}: ${count(call.calls)} × ${(call.ms / call.calls).toFixed(2)} ms = ${(call.ms / 1000).toFixed(1)} s`,
        )
        .join('; ');
    notes.push(
      `- **${entry.engine}**, where the time went in detail. One statement's round trip (\`select 1\`, one after another, just before the runs): p50 ${ms(entry.roundTrip.p50Ms)} ms, p95 ${ms(entry.roundTrip.p95Ms)} ms (synchronous_commit ${entry.roundTrip.synchronousCommit}, fsync ${entry.roundTrip.fsync}). Thread look-ups (the run with effects): ${callWords(entry.effects, '`')}. The effects hook (one transaction a message) per kind of message: ${callWords(entry.effects, 'effects: ')}.`,
    );
    const effectsCost = entry.effects.seconds - entry.none.seconds;
    const passed = checkPassed(entry.none, false) && checkPassed(entry.effects, true);
    notes.push(
      `- **${entry.engine}**: checks ${passed ? 'passed' : '**failed**'}: ${count(entry.none.check.rows)} and ${count(entry.effects.check.rows)} rows stored (${count(entry.none.check.distinctMessageIds)} and ${count(entry.effects.check.distinctMessageIds)} distinct Message-IDs), a second read stored ${entry.none.secondStored} and ${entry.effects.secondStored}` +
        `${entry.none.reread ? `; the cursor thrown away and all ${count(entry.none.messages)} read again from the backfill: ${entry.none.reread.stored} stored (${entry.none.reread.seconds.toFixed(1)} s, ${count(entry.none.messages / entry.none.reread.seconds)} messages/s)` : ''}` +
        `; ${describeCheck(entry.effects.check)}. The run with the effects took ${effectsCost.toFixed(1)} s more than the no-op one (${((effectsCost * 1000) / entry.effects.messages).toFixed(2)} ms a message; the hook itself ${(entry.effects.steps.effects / entry.effects.messages).toFixed(2)} ms a message); ${effectsWords(entry.effects.check)}. Seeding one database took ${entry.seedSeconds.toFixed(1)} s (not timed).` +
        `${[...entry.none.warnings, ...entry.effects.warnings].length > 0 ? ` Warnings the engine logged: ${[...entry.none.warnings, ...entry.effects.warnings].join('; ')}.` : ''}`,
    );
  }
  lines.push(
    '',
    `× baseline: the run's messages/s over the baseline's rows/s on the same engine. RSS: this one process's VmRSS just before the run (after a full GC) and its peak during the run (VmHWM, reset just before it with Linux \`clear_refs\`). The process held ${count(sync.rssAtStartMiB)} MiB once the server's modules (through tsx) and the corpus were loaded; for PGlite the figures include the database, which runs in this process (each PGlite instance adds several hundred MiB of WebAssembly heap, and some of it stays after it is closed, so PostgreSQL runs first); for PostgreSQL the server's own processes are not counted. "Second read stored": one more read of the mailbox right after, past its cursor.`,
    '',
    "Where the time went, seconds (share of the run): the engine's dependencies wrapped in timers. Fetch: the sandbox client reading the next batch; match: `sentByMessageIds` and `sentTo`; batch insert: `storeBatch` (cursor update and insert in one transaction); lease: `dueMailboxes`, `claim`, `release`, `pendingEffects`, `markEffectsDone`; other: the rest (each row built, the stored text, which runs `newTextOf` again, awaits).",
    '',
    `| Engine | Run | ${[...stepNames, 'other' as const].map((step) => stepLabels[step]).join(' | ')} |`,
    `| --- | --- | ${[...stepNames, 'other'].map(() => '---:').join(' | ')} |`,
    ...breakdown,
    '',
    ...notes,
  );
  return lines;
}

export function renderRepliesResults(run: RepliesRun): string {
  const { machine } = run;
  const lines = [
    `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}${run.postgresVersion ? `; PostgreSQL ${run.postgresVersion}` : ''}; load average ${machine.loadAverage.toFixed(2)} at the start and ${run.loadAverageEnd.toFixed(2)} at the end (a shared machine: other work may run beside it, so compare each figure with its same-run baseline).`,
    '',
    ...('skipped' in run.classification
      ? [`Classification: **not measured** (${run.classification.skipped}).`]
      : classificationLines(run.classification)),
    '',
    ...(run.sync ? syncLines(run.sync) : ['Sync throughput: **not measured** (BENCH_REPLIES_MESSAGES=0).']),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

const sectionIntro = `## Reply reader (\`npm run bench\`)

What is measured (\`scripts/bench/replies.ts\` and its \`replies-*.ts\` parts), each beside a baseline
measured in the same run:

1. **Replies classified per second.** Every message of the corpus
  (\`apps/server/test/fixtures/replies/\`, all parts), read into memory once, then rounds over all of
  it for about 10 s, one thread: \`parseInbound\` alone (the baseline: what mailparser costs) and
  \`parseInbound\` + \`classifyInbound\`, the order alternating each round. Messages per second, p50
  and p95 per message, the classifier's own share of the time, and the same per kind (bounce,
  automatic reply, person reply, as the corpus expects them).
2. **Sync throughput for 10,000 messages.** For each engine (PostgreSQL in a fresh
  \`leadpilot_bench_<random>\` database, dropped afterwards, then PGlite in this process in a fresh
  temporary folder): an organisation, 20,000 campaign messages it sent (ten running campaigns), and a
  sandbox mailbox with 10,000 messages delivered to it, drawn from the corpus with unique
  Message-IDs, half of them answering a campaign message by their headers and a tenth of the person
  replies by sender and subject. Then \`engine.syncDue()\` sweeps until the mailbox is caught up, the
  engine wired as the \`replies.sync\` job wires it; once with \`createReplyEffects\` as the
  \`onStored\` hook, once with a no-op hook (each in its own fresh database, seeded and \`ANALYZE\`d
  untimed). Messages per second,
  seconds, this process's RSS before and at its peak, and where the time went (each dependency the
  engine is handed wrapped in a timer). Checked: exactly 10,000 rows, 10,000 distinct Message-IDs, a
  second read stores 0, a read from a thrown-away cursor stores 0, every planned thread matched.
  Baseline: the rows the engine stored, in its batches of 50, inserted straight into
  \`inbound_messages\` with the store's own statement (what the database alone costs).

How to run: \`npm run bench\` (all parts), or this part alone with \`npx tsx scripts/bench/replies.ts\`
(about 15 minutes on a busy 2-core machine). Knobs: \`BENCH_REPLIES_SECONDS\` (classification,
measured seconds, default 10; 0 skips it), \`BENCH_REPLIES_ROUNDS\` (a fixed number of rounds instead),
\`BENCH_REPLIES_MESSAGES\` (default 10,000; 0 skips the sync), \`BENCH_REPLIES_SENT\` (campaign messages,
default twice the messages), \`BENCH_REPLIES_ENGINES\` (default \`postgres,pglite\`),
\`BENCH_DATABASE_URL\` (default \`postgres://postgres@127.0.0.1:5432/postgres\`), \`BENCH_WRITE_DOCS=false\`
(print only). For a quick look: \`BENCH_REPLIES_SECONDS=2 BENCH_REPLIES_MESSAGES=500
BENCH_WRITE_DOCS=false npx tsx scripts/bench/replies.ts\`.

`;

/** Writes the results between the bench:replies markers, adding the section after the templates' the first time. */
export function writeRepliesResultsToDocs(file: string, results: string) {
  writeSection('replies', results, file, { newFile: '# Benchmarks\n', intro: sectionIntro, after: 'templates' });
}
