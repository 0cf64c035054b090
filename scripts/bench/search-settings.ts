/** The search benchmark's knobs, read once from the environment and checked. */
export interface SearchSettings {
  /** People counts measured on PostgreSQL (each in its own database). */
  sizes: number[];
  /** Also measure PGlite at 100,000 people (when 100,000 is among the sizes). */
  pglite: boolean;
  iterations: number;
  warmUp: number;
  /** How many pages deep the keyset page is (followed from the first page by `nextCursor`). */
  deepPages: number;
  seed: string;
  /** Drop and generate the data again even when the marker matches. */
  regenerate: boolean;
  /** Measure the CSV import (when the import module exists). */
  importRows: number;
  postgresUrl: string;
  pgliteDir: string;
  logLevel: string;
  writeDocs: boolean;
}

function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export function readSearchSettings(): SearchSettings {
  const rawSizes = process.env.BENCH_SEARCH_SIZES || '100000,1000000';
  const sizes = rawSizes
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((text) => Number(text.replaceAll('_', '')));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 1000 || size > 10_000_000)) {
    throw new Error(`BENCH_SEARCH_SIZES must list people counts from 1,000 to 10,000,000 (got "${rawSizes}")`);
  }
  const logLevel = process.env.BENCH_LOG_LEVEL || 'warn';
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    pglite: process.env.BENCH_SEARCH_PGLITE !== 'false',
    iterations: wholeNumber('BENCH_SEARCH_ITERATIONS', 200, 1, 100_000),
    warmUp: wholeNumber('BENCH_SEARCH_WARMUP', 20, 0, 10_000),
    deepPages: wholeNumber('BENCH_SEARCH_DEEP_PAGES', 10, 1, 1000),
    seed: process.env.BENCH_SEARCH_SEED || 'bench-search',
    regenerate: process.env.BENCH_SEARCH_REGENERATE === 'true',
    importRows: wholeNumber('BENCH_SEARCH_IMPORT_ROWS', 100_000, 0, 10_000_000),
    postgresUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    pgliteDir: process.env.BENCH_SEARCH_PGLITE_DIR || '/tmp/leadpilot-bench-search-pglite',
    logLevel,
    writeDocs: process.env.BENCH_WRITE_DOCS !== 'false',
  };
}
