// The prospect data the search benchmark runs on: dedicated databases (`leadpilot_bench_100k`,
// `leadpilot_bench_1m` on PostgreSQL; a data folder under /tmp for PGlite), filled once with the
// generator and reused while a marker table says they hold the same seed and size.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { organisations, users } from '../../apps/server/src/db/schema.ts';
import { grantPurchase } from '../../apps/server/src/modules/credits/credit-ledger.ts';
import { startOfWeek } from '../../apps/server/src/modules/people/generator/dates.ts';
import { generateProspects, insertProspects } from '../../apps/server/src/modules/people/generator/index.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';
import { repositoryRoot } from './child.ts';

/** What the marker table records about the generated data, and how fast it went in. */
export interface Generation {
  seed: string;
  people: number;
  /** A hash of the generator's sources: other data comes out when they change. */
  fingerprint: string;
  /** Rows of every table (companies, people, intent signals, news, posts). */
  rows: number;
  /** `asOf` of the generator (`YYYY-MM-DD`): the dates in the data are relative to it. */
  asOf: string;
  /** Generation plus insert, indexes in place, one transaction per batch of about 1,000 people. */
  seconds: number;
  /** When this data was generated (ISO); earlier than the run when the database was reused. */
  generatedAt: string;
}

export interface PreparedData {
  /** The generation, from this run or from the run that filled the database. */
  generation: Generation;
  /** True when this run generated the data; false when it was reused. */
  generatedNow: boolean;
  /** Seconds of `VACUUM (ANALYZE)` (or `ANALYZE` on PGlite) in this run. */
  analyzeSeconds: number;
}

const markerTable = 'bench_search_marker';

/** A hash of the files that decide what the generator makes (not how it is inserted). */
export function generatorFingerprint(): string {
  const folder = path.join(repositoryRoot, 'apps/server/src/modules/people/generator');
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.endsWith('.test.ts') && !['index.ts', 'insert-prospects.ts'].includes(file))
    .sort();
  for (const file of files) {
    const full = path.join(folder, file);
    try {
      hash.update(file).update(readFileSync(full));
    } catch {
      // A folder: its files are listed on their own.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** `100k`, `1m`, `250k`: the suffix of a size's database name. */
export function sizeLabel(people: number): string {
  if (people % 1_000_000 === 0) return `${people / 1_000_000}m`;
  if (people % 1_000 === 0) return `${people / 1_000}k`;
  return String(people);
}

export function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function readMarker(handle: DatabaseHandle): Promise<Generation | null> {
  const [exists] = await handle.query<{ present: boolean }>(`select to_regclass($1) is not null as present`, [
    markerTable,
  ]);
  if (!exists?.present) return null;
  const rows = await handle
    .query<{
      seed: string;
      people: number;
      fingerprint: string;
      rows: string;
      as_of: string;
      seconds: number;
      generated_at: string;
    }>(
      `select seed, people, fingerprint, rows::text as rows, to_char(as_of, 'YYYY-MM-DD') as as_of, seconds,
            to_char(generated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as generated_at
     from ${markerTable} limit 1`,
    )
    .catch(() => []); // A marker of an older layout: regenerate.
  const row = rows[0];
  if (!row) return null;
  return {
    seed: row.seed,
    people: Number(row.people),
    fingerprint: row.fingerprint,
    rows: Number(row.rows),
    asOf: row.as_of,
    seconds: Number(row.seconds),
    generatedAt: row.generated_at,
  };
}

/** Migrates, generates `people` people (when not there already), writes the marker. */
async function fill(
  handle: DatabaseHandle,
  options: { seed: string; people: number; log: (line: string) => void },
): Promise<Generation> {
  await migrateDatabase(handle);
  const [existing] = await handle.query<{ present: boolean }>('select exists (select 1 from people) as present');
  if (existing?.present) throw new Error('the bench database already holds people but no marker: drop it first');
  const { seed, people } = options;
  options.log(`generating ${people.toLocaleString('en-US')} people (seed "${seed}") into ${handle.engine}…`);
  const generatedAt = new Date();
  const started = performance.now();
  let lastReport = started;
  const asOf = startOfWeek(generatedAt);
  const batches = generateProspects({ seed, people, asOf });
  const progress = await insertProspects(handle.db, batches, (done) => {
    if (performance.now() - lastReport < 15_000) return;
    lastReport = performance.now();
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  ${done.people.toLocaleString('en-US')} people, ${Math.round(done.rows / seconds).toLocaleString('en-US')} rows/s`,
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const generation: Generation = {
    seed,
    people: progress.people,
    fingerprint: generatorFingerprint(),
    rows: progress.rows,
    asOf: asOf.toISOString().slice(0, 10),
    seconds,
    generatedAt: generatedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
  };
  await handle.query(
    `create table ${markerTable} (seed text not null, people integer not null, fingerprint text not null, rows bigint not null,
       as_of date not null, seconds double precision not null, generated_at timestamptz not null)`,
  );
  await handle.query(`insert into ${markerTable} values ($1, $2, $3, $4, $5, $6, $7)`, [
    generation.seed,
    generation.people,
    generation.fingerprint,
    generation.rows,
    generation.asOf,
    generation.seconds,
    generation.generatedAt,
  ]);
  options.log(
    `  generated ${generation.rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s: ` +
      `${Math.round(generation.people / seconds).toLocaleString('en-US')} people/s, ${Math.round(generation.rows / seconds).toLocaleString('en-US')} rows/s`,
  );
  return generation;
}

const matches = (marker: Generation | null, seed: string, people: number) =>
  marker !== null && marker.seed === seed && marker.people === people && marker.fingerprint === generatorFingerprint();

/** Brings the statistics (and, on PostgreSQL, the visibility map: index-only scans) up to date. */
async function analyze(handle: DatabaseHandle): Promise<number> {
  const started = performance.now();
  // What autovacuum does on its own soon after a bulk load; done here so every run starts alike.
  await handle.query(handle.engine === 'postgres' ? 'vacuum (analyze)' : 'analyze');
  return (performance.now() - started) / 1000;
}

/**
 * The PostgreSQL database `name` on the server of `adminUrl`, migrated and holding `people`
 * generated people of `seed`: reused when its marker says so, otherwise (re)created and filled.
 */
export async function preparePostgres(options: {
  adminUrl: string;
  name: string;
  seed: string;
  people: number;
  regenerate: boolean;
  log: (line: string) => void;
}): Promise<PreparedData & { url: string }> {
  const url = withDatabase(options.adminUrl, options.name);
  const admin = new pg.Client({ connectionString: options.adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [options.name]);
    let marker: Generation | null = null;
    if (found.rowCount && !options.regenerate) {
      const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        marker = await readMarker(handle);
      } finally {
        await handle.close();
      }
    }
    if (matches(marker, options.seed, options.people) && marker) {
      options.log(
        `reusing ${options.name} (${marker.people.toLocaleString('en-US')} people generated ${marker.generatedAt})`,
      );
      const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        await migrateDatabase(handle);
        return { url, generation: marker, generatedNow: false, analyzeSeconds: await analyze(handle) };
      } finally {
        await handle.close();
      }
    }
    if (found.rowCount) await admin.query(`drop database ${options.name} with (force)`);
    await admin.query(`create database ${options.name}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const generation = await fill(handle, options);
    return { url, generation, generatedNow: true, analyzeSeconds: await analyze(handle) };
  } finally {
    await handle.close();
  }
}

/**
 * A PGlite data folder (`<dataDir>/pg`, as the server opens it) holding `people` generated people
 * of `seed`: reused when its marker says so, otherwise emptied and filled.
 */
export async function preparePglite(options: {
  dataDir: string;
  seed: string;
  people: number;
  regenerate: boolean;
  log: (line: string) => void;
}): Promise<PreparedData> {
  const pgDir = `${options.dataDir}/pg`;
  if (existsSync(pgDir) && !options.regenerate) {
    const handle = await openDatabase({ dataDir: pgDir });
    try {
      const marker = await readMarker(handle);
      if (matches(marker, options.seed, options.people) && marker) {
        options.log(
          `reusing ${pgDir} (${marker.people.toLocaleString('en-US')} people generated ${marker.generatedAt})`,
        );
        await migrateDatabase(handle);
        return { generation: marker, generatedNow: false, analyzeSeconds: await analyze(handle) };
      }
    } finally {
      await handle.close();
    }
  }
  rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir: pgDir });
  try {
    const generation = await fill(handle, options);
    return { generation, generatedNow: true, analyzeSeconds: await analyze(handle) };
  } finally {
    await handle.close();
  }
}

/**
 * The benchmark's sign-in: an owner whose organisation holds a Startup plan (so buying-intent
 * filters are allowed), created once per database; a fresh password on every run.
 */
export async function prepareBenchUser(handle: DatabaseHandle): Promise<{ email: string; password: string }> {
  const email = 'search-bench@bench.example.com';
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const db = handle.db;
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  let user = existing;
  if (user) {
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  } else {
    const [organisation] = await db.insert(organisations).values({ name: 'Search bench' }).returning();
    if (!organisation) throw new Error('no organisation');
    [user] = await db
      .insert(users)
      .values({
        organisationId: organisation.id,
        email,
        name: 'Search Bench',
        passwordHash,
        role: 'owner',
        status: 'active',
      })
      .returning();
  }
  if (!user) throw new Error('no user');
  const { organisationId, id: userId } = user;
  await db.transaction((tx) =>
    grantPurchase(tx, {
      organisationId,
      userId,
      paymentId: randomUUID(),
      planId: 'startup',
      credits: 1000,
      now: new Date(),
      reason: 'Search benchmark',
    }),
  );
  return { email, password };
}
