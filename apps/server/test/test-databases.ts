/**
 * Migrated databases for the tests, made once per run instead of once per test database.
 *
 * - PGlite: a fresh in-memory PGlite costs about 1.5 s to create (initdb) and 0.2 s to migrate;
 *   loading a dump of a migrated one costs about 0.4 s. The global set-up writes that dump once
 *   per set of migrations, to `<tmpdir>/leadpilot-tests/pglite-<hash>.tar`, and every test
 *   database loads it.
 * - PostgreSQL: the global set-up migrates a template database once per set of migrations
 *   (`leadpilot_template_<hash>`), and every test database is a `CREATE DATABASE … TEMPLATE` copy.
 *
 * The hash covers the migration files and the PGlite version, so a new migration (or a PGlite
 * whose data files differ) makes a new dump or template on the next run.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  type Database,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  pgliteExtensions,
} from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** A hash of the migration files and the PGlite version: a new one means a new dump and template. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(
    pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  hash.update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version as string);
  return hash.digest('hex').slice(0, 16);
}

/** Writes the dump of a migrated PGlite unless this set of migrations already has one; returns its path. */
export async function preparePgliteSnapshot(hash = migrationsHash()): Promise<string> {
  const folder = path.join(os.tmpdir(), 'leadpilot-tests');
  const file = path.join(folder, `pglite-${hash}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    const dump = await (handle.pglite as PGlite).dumpDataDir('none');
    // Written aside and renamed, so a run that starts meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

let loadedSnapshot: { file: string; blob: Blob } | undefined;

/** An in-memory PGlite loaded from the dump, behind the same handle `openDatabase` returns. */
export async function openPgliteFromSnapshot(file: string): Promise<DatabaseHandle> {
  if (loadedSnapshot?.file !== file) loadedSnapshot = { file, blob: new Blob([readFileSync(file)]) };
  const pglite = new PGlite({ loadDataDir: loadedSnapshot.blob, extensions: await pgliteExtensions() });
  await pglite.waitReady;
  return {
    engine: 'pglite',
    db: drizzlePglite(pglite, { schema }) as unknown as Database,
    pglite,
    query: async (text, values) => (await pglite.query(text, values)).rows as never,
    close: () => pglite.close(),
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs `work` with one connection to the server's maintenance database (the one the URL names). */
export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates the template database unless this set of migrations already has one; returns its name. */
export async function preparePostgresTemplate(serverUrl: string, hash = migrationsHash()): Promise<string> {
  const name = `leadpilot_template_${hash}`;
  const building = `${name}_building`;
  await withAdminClient(serverUrl, async (admin) => {
    // Two runs at once (two terminals) take turns: the second finds the template made.
    await admin.query(`select pg_advisory_lock(hashtext('leadpilot test template'))`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await admin.query(`drop database if exists ${quote(building)} with (force)`);
    await admin.query(`create database ${quote(building)}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), poolSize: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    // Renamed only once migrated; no connections allowed, since a copy needs a template nobody is in.
    await admin.query(`alter database ${quote(building)} rename to ${quote(name)}`);
    await admin.query(`alter database ${quote(name)} with is_template true allow_connections false`);
  });
  return name;
}

/** A new database copied from the template, and a `close` that drops it. */
export async function openPostgresFromTemplate(
  serverUrl: string,
  template: string,
  name: string,
): Promise<DatabaseHandle & { url: string }> {
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`create database ${quote(name)} template ${quote(template)}`),
  );
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${quote(name)} with (force)`));
    },
  };
}
