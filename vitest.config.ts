import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'packages/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
