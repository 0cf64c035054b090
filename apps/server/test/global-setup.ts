/**
 * Vitest's global set-up (vitest.config.ts): once per run, before any test file, the migrated
 * database every test database starts from (see test-databases.ts). On PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL is set, else on PGlite.
 */
import type { TestProject } from 'vitest/node';
import { migrationsHash, preparePgliteSnapshot, preparePostgresTemplate } from './test-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated PGlite that each in-memory test database loads. */
    pgliteSnapshot: string;
    /** The migrated PostgreSQL database each test database is copied from. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const hash = migrationsHash();
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) project.provide('postgresTemplate', await preparePostgresTemplate(serverUrl, hash));
  else project.provide('pgliteSnapshot', await preparePgliteSnapshot(hash));
  const elapsed = performance.now() - started;
  if (elapsed > 1000)
    console.log(`Migrated the ${serverUrl ? 'template database' : 'PGlite dump'} in ${Math.round(elapsed)} ms`);
}
