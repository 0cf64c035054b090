// Latency of one operation run over and over, one at a time (latency, not throughput), and the
// shapes of the search benchmark's results that report.ts renders.
import type { CaseKey } from './search-queries.ts';

export interface Latency {
  iterations: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/** `warmUp` runs (discarded), then `iterations` timed runs in sequence. */
export async function timeSequentially(
  operation: () => Promise<unknown>,
  options: { warmUp: number; iterations: number },
): Promise<Latency> {
  for (let index = 0; index < options.warmUp; index++) await operation();
  const samples: number[] = [];
  for (let index = 0; index < options.iterations; index++) {
    const started = performance.now();
    await operation();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    iterations: samples.length,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    p99Ms: percentile(samples, 0.99),
    meanMs: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length),
  };
}

export type SearchEngine = 'PostgreSQL' | 'PGlite';

/** One measured part of a search: through HTTP, and its SQL run directly, in the same run. */
export interface PartResult {
  part: 'firstPage' | 'deepPage' | 'facets' | 'total';
  /** The whole request through the API; undefined where the API has no request for this part alone. */
  http: Latency | undefined;
  /** The server's SQL for this part alone, straight through the driver. */
  raw: Latency;
  /** How many statements the SQL of this part took (facets and totals may take several). */
  statements: number;
}

export interface CaseResult {
  key: CaseKey;
  /** The total the API answered, and the exact number of matches (counted once, outside the timings). */
  total: { value: number; isExact: boolean };
  exactMatches: number;
  /** The page the deep keyset page is (1-based), reached by following `nextCursor`. */
  deepPageNumber: number;
  parts: PartResult[];
  /** How the facets were counted (exact, or from a sample) for this query. */
  facetMode: string;
  /** True when the API's page query counts the matches (a search with text): no total statement. */
  totalFromPage: boolean;
}

export interface PlanRecord {
  caseKey: CaseKey;
  part: 'page' | 'facets' | 'total' | 'total (planner estimate: planned, not run)';
  /** The statement with its parameters written in. */
  sql: string;
  plan: string;
}

export interface SizeResult {
  engine: SearchEngine;
  people: number;
  databaseName: string;
  generation: {
    rows: number;
    seconds: number;
    generatedAt: string;
    generatedNow: boolean;
    asOf: string;
  };
  analyzeSeconds: number;
  cases: CaseResult[];
  plans: PlanRecord[];
}

export interface ImportResult {
  /** Set when the import could not be measured (module missing, failed), with the reason. */
  skipped?: string;
  people?: number;
  fileBytes?: number;
  writeSeconds?: number;
  importSeconds?: number;
  rowsPerSecond?: number;
  format?: string;
}

export interface SearchRun {
  date: string;
  revision: string;
  cpus: string;
  cpuModel: string;
  node: string;
  loadAverage: number;
  postgresVersion: string | undefined;
  postgresSettings: Record<string, string>;
  iterations: number;
  warmUp: number;
  seed: string;
  sizes: SizeResult[];
  importResult: ImportResult;
  notes: string[];
  /** Seconds the whole search benchmark took (data preparation included). */
  seconds: number;
}
