// `npm run bench` (reply reader), part 1: messages classified per second over the corpus, in one
// thread. Each round reads every corpus message twice: `parseInbound` alone (the baseline: what
// mailparser and the header and text extraction cost), and `parseInbound` then `classifyInbound`
// (each timed apart, so the classifier's own share is measured, not inferred); which of the two
// goes first alternates from round to round, so drift on a busy machine touches both alike.
import { PerformanceObserver } from 'node:perf_hooks';
import { classifyInbound } from '../../apps/server/src/modules/replies/classify/classify-message.ts';
import { parseInbound } from '../../apps/server/src/modules/replies/classify/parse-inbound.ts';
import { type CorpusKind, type CorpusMessage, corpusKinds } from './replies-corpus.ts';

export interface Timings {
  /** Messages timed. */
  count: number;
  /** Sum of the per-message times, ms. */
  totalMs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface ClassifyGroup {
  /** 'all', or the corpus kind. */
  group: 'all' | CorpusKind;
  /** Corpus messages of the group (each is read once a round). */
  messages: number;
  parseOnly: Timings;
  /** Parse and classify, per message. */
  both: Timings;
  /** The classify step alone, inside `both`. */
  classify: Timings;
}

export interface ClassifyResult {
  corpus: { messages: number; parts: string[]; bytes: number };
  rounds: number;
  warmUpRounds: number;
  /** Wall time of the measured passes (both modes), seconds. */
  seconds: number;
  /** Messages per second over whole passes (wall time, not the sum of per-message times). */
  passRate: { parseOnly: number; both: number };
  groups: ClassifyGroup[];
  /** Garbage collection (V8's \`gc\` performance entries) inside the measured passes, ms per message. */
  gcMsPerMessage: { parseOnly: number; both: number };
  /** Verdicts whose kind differs from the corpus's expected kind (a sanity check, not an accuracy figure). */
  kindMismatches: number;
}

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] as number;
}

function timingsOf(values: number[]): Timings {
  const sorted = Float64Array.from(values).sort();
  let total = 0;
  for (const value of values) total += value;
  return { count: values.length, totalMs: total, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

interface Samples {
  parseOnly: number[];
  both: number[];
  classify: number[];
}

export async function measureClassification(
  corpus: readonly CorpusMessage[],
  options: { seconds: number; rounds?: number | undefined; warmUpRounds: number },
): Promise<ClassifyResult> {
  const samples = new Map<'all' | CorpusKind, Samples>(
    (['all', ...corpusKinds] as const).map((group) => [group, { parseOnly: [], both: [], classify: [] }]),
  );
  let kindMismatches = 0;
  const wall = { parseOnly: 0, both: 0 };
  // Each measured pass's span, and every collection V8 reports, to say how much of each pass was GC.
  const passes: { mode: 'parseOnly' | 'both'; start: number; end: number }[] = [];
  const collections: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) collections.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });

  async function parseOnlyPass(record: boolean) {
    const started = performance.now();
    for (const message of corpus) {
      const before = performance.now();
      await parseInbound(message.raw, message.receivedAt);
      const took = performance.now() - before;
      if (record) {
        samples.get('all')?.parseOnly.push(took);
        samples.get(message.kind)?.parseOnly.push(took);
      }
    }
    if (record) {
      const end = performance.now();
      wall.parseOnly += end - started;
      passes.push({ mode: 'parseOnly', start: started, end });
    }
  }

  async function bothPass(record: boolean) {
    const started = performance.now();
    for (const message of corpus) {
      const before = performance.now();
      const parsed = await parseInbound(message.raw, message.receivedAt);
      const parsedAt = performance.now();
      const verdict = classifyInbound(parsed);
      const after = performance.now();
      if (record) {
        for (const group of ['all', message.kind] as const) {
          samples.get(group)?.both.push(after - before);
          samples.get(group)?.classify.push(after - parsedAt);
        }
        if (verdict.kind !== message.kind) kindMismatches += 1;
      }
    }
    if (record) {
      const end = performance.now();
      wall.both += end - started;
      passes.push({ mode: 'both', start: started, end });
    }
  }

  for (let round = 0; round < options.warmUpRounds; round += 1) {
    await parseOnlyPass(false);
    await bothPass(false);
  }
  const started = performance.now();
  let rounds = 0;
  for (;;) {
    if (rounds % 2 === 0) {
      await parseOnlyPass(true);
      await bothPass(true);
    } else {
      await bothPass(true);
      await parseOnlyPass(true);
    }
    rounds += 1;
    const elapsed = (performance.now() - started) / 1000;
    if (options.rounds !== undefined ? rounds >= options.rounds : rounds >= 2 && elapsed >= options.seconds) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const measured = corpus.length * rounds;
  // The observer's entries arrive on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const gcMs = { parseOnly: 0, both: 0 };
  for (const collection of collections) {
    const pass = passes.find((entry) => collection.start >= entry.start && collection.start < entry.end);
    if (pass) gcMs[pass.mode] += collection.duration;
  }
  const groups = [...samples.entries()].map(
    ([group, sample]): ClassifyGroup => ({
      group,
      messages: group === 'all' ? corpus.length : corpus.filter((message) => message.kind === group).length,
      parseOnly: timingsOf(sample.parseOnly),
      both: timingsOf(sample.both),
      classify: timingsOf(sample.classify),
    }),
  );
  return {
    corpus: {
      messages: corpus.length,
      parts: [...new Set(corpus.map((message) => message.part))],
      bytes: corpus.reduce((sum, message) => sum + message.raw.length, 0),
    },
    rounds,
    warmUpRounds: options.warmUpRounds,
    seconds,
    passRate: { parseOnly: measured / (wall.parseOnly / 1000), both: measured / (wall.both / 1000) },
    groups,
    gcMsPerMessage: { parseOnly: gcMs.parseOnly / measured, both: gcMs.both / measured },
    kindMismatches: kindMismatches / rounds,
  };
}
