/** The benchmark's knobs, read once from the environment and checked. */
export interface BenchSettings {
  /** Seconds of measurement per scenario (after a fixed warm-up). */
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  /** Admin connection string of the PostgreSQL server a fresh database is created on. */
  postgresUrl: string;
  logLevel: string;
  queueEnabled: boolean;
  /** When set, the Leadpilot server children write V8 CPU profiles into this folder. */
  cpuProfileDir: string | undefined;
  /** When false, docs/benchmarks.md is left alone (print only). */
  writeDocs: boolean;
  /** How many times the authenticated read is measured on each engine (its aim is judged on the spread). */
  readRuns: number;
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export function readSettings(): BenchSettings {
  const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const logLevel = process.env.BENCH_LOG_LEVEL || 'warn';
  if (!logLevels.includes(logLevel)) throw new Error(`BENCH_LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  return {
    // Capped so a whole engine block stays well inside one access token's 15-minute life.
    seconds: integer('BENCH_SECONDS', 10, 1, 300),
    warmUpSeconds: 2,
    connections: integer('BENCH_CONNECTIONS', 10, 1, 1000),
    postgresUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    logLevel,
    queueEnabled: process.env.BENCH_QUEUE_ENABLED !== 'false',
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR || undefined,
    writeDocs: process.env.BENCH_WRITE_DOCS !== 'false',
    readRuns: integer('BENCH_READ_RUNS', 3, 1, 20),
  };
}

/** A whole-number knob from the environment (`fallback` when unset), refused outside [min, max]. */
export function countSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}
