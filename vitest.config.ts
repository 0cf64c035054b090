import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/server/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
      'packages/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // A `*.postgres.test.ts` suite needs a PostgreSQL server (it restarts or kills processes around it):
    // `npm run test:postgres` sets TEST_DATABASE_URL and runs it; the PGlite run leaves it out.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    // Once per run: the migrated database every test database starts from (PGlite dump or PostgreSQL template).
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // One test file per core: Vitest's default (cores - 1) runs one file at a time on two cores.
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
