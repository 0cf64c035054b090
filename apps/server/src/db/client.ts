import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories use, on PGlite and PostgreSQL alike (a transaction is one too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  engine: DatabaseEngine;
  db: Database;
  /** Raw SQL for the queue adapter and health checks. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * The PostgreSQL extensions the migrations use, loaded into every PGlite. PGlite and its Drizzle
 * driver are imported only when the embedded engine is used: a server on PostgreSQL never loads
 * them (about 0.5 MB of code held in memory, docs/benchmarks.md).
 */
export async function pgliteExtensions() {
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return { btree_gist };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

/** Opens PGlite (in a folder or in memory) or a node-postgres pool behind one Drizzle type. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    pool.on('connect', (client) => {
      // A client checked out between two statements (inside a transaction) when the server goes
      // away (a restart, a crash, a failover) gets the error as an event that the pool does not
      // listen to while the client is out: unhandled, it would end the process. Its next query
      // fails instead, and the pool discards it on release.
      client.on('error', () => undefined);
    });
    const db = releasingTransactions(pool, drizzlePostgres(pool, { schema }) as unknown as Database);
    return {
      engine: 'postgres',
      db,
      pool,
      query: async (text, values) => (await pool.query(text, values)).rows,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // btree_gist: the bookings' exclusion constraint (one calendar, no overlapping live meetings) needs it.
  const [{ PGlite }, { drizzle: drizzlePglite }, extensions] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    pgliteExtensions(),
  ]);
  const pglite = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    engine: 'pglite',
    db,
    pglite,
    query: async (text, values) => (await pglite.query(text, values)).rows as never,
    close: () => pglite.close(),
  };
}

/**
 * drizzle-orm's node-postgres `transaction()` (0.45) sends BEGIN before the try/finally that hands
 * its pool client back, so a BEGIN that fails (the connection died as it was checked out: a
 * database restart, a crash, a failover) keeps that client out of the pool for good, and once all
 * are out every query waits forever (drizzle-team/drizzle-orm#6023, #6241). Here each transaction
 * checks its client out itself and always releases it (the pool drops a client whose connection
 * broke), and drizzle runs the transaction on that one client, through a Drizzle instance kept per
 * connection.
 */
function releasingTransactions(pool: pg.Pool, db: Database): Database {
  const onClient = new WeakMap<pg.PoolClient, Database>();
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) {
        clientDb = drizzlePostgres(client, { schema }) as unknown as Database;
        onClient.set(client, clientDb);
      }
      return await clientDb.transaction(work, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(db, { transaction });
}

/** The advisory lock that makes concurrent start-ups migrate one after another. */
const migrationLockName = 'leadpilot.migrations';

/** Applies the generated SQL migrations; safe to run at every start, and from several processes at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'postgres' && handle.pool) {
    // Web and worker processes may start together on one database: one migrates at a time, and
    // the others find the migrations applied. The migrations run on the connection that holds the
    // lock (a pool of one connection has no other).
    const holder = await handle.pool.connect();
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [migrationLockName]);
      await migratePostgres(drizzlePostgres(holder, { schema }) as never, { migrationsFolder });
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [migrationLockName]).catch(() => undefined);
      holder.release();
    }
  } else if (handle.engine === 'postgres') {
    await migratePostgres(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}
