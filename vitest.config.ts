import { configDefaults, defineConfig } from 'vitest/config';
import { demoFixtures } from './apps/web/vite-plugins/demo-fixtures.ts';

/** Suites that mock a module (`vi.mock`): each runs in a module registry of its own. */
const mockingSuites = ['apps/server/test/malformed-input.test.ts', 'apps/server/test/tenant-isolation.test.ts'];

// A `*.postgres.test.ts` suite needs a PostgreSQL server (it restarts or kills processes around it):
// `npm run test:postgres` sets TEST_DATABASE_URL and runs it; the PGlite run leaves it out.
const exclude = [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])];

export default defineConfig({
  test: {
    pool: 'forks',
    // One test file per core: Vitest's default (cores - 1) runs one file at a time on two cores.
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // `expect.poll` waits for a state, as Testing Library's `waitFor` does (render-app.tsx: 30 s): its
    // 1 s default fails a right answer that a loaded machine gives late.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'apps/server/**/*.test.ts',
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/extension/src/**/*.test.ts',
            'apps/web/vite-plugins/**/*.test.ts',
          ],
          exclude: [...exclude, ...mockingSuites],
          // Once per run: the migrated database every test database starts from (PGlite dump or PostgreSQL template).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A worker keeps its modules from one test file to the next instead of evaluating the server's
          // module graph again for each: a quarter less CPU for the run (docs/operations.md). Every
          // suite builds its own app, database and clock; module-level state is caches only.
          isolate: false,
        },
      },
      {
        extends: true,
        // The demo template's generated fixtures (`virtual:demo-fixtures/*`), as the web app's build has them.
        plugins: [demoFixtures()],
        test: {
          name: 'isolated',
          // The web app's component tests (a DOM and request handlers each) and the suites that mock a module.
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', ...mockingSuites],
          exclude,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
