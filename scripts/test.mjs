// `npm test`: lint, type-check, unit and integration suites (Vitest), then the browser suite
// (Playwright in Debian's Chromium). `--postgres` runs the database suites against PostgreSQL.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensureDovecot, ensureWebBuild, root, run } from './lib/setup.mjs';

const postgresOnly = process.argv.includes('--postgres');
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

ensureDependencies();
ensureDovecot();
const totals = { passed: 0, failed: 0 };
const add = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
};
let failedStep = false;
const step = (name, command, args, env = {}) => {
  console.log(`\n== ${name}`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  if (status !== 0) {
    failedStep = true;
    console.log(`== ${name}: failed (exit ${status})`);
  }
  return status;
};

if (postgresOnly) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const json = path.join(reports, 'vitest-postgres.json');
  step(
    'Database suites on PostgreSQL',
    'npx',
    ['vitest', 'run', 'apps/server', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    {
      TEST_DATABASE_URL: url,
    },
  );
  add(countVitest(json));
  console.log(`\npostgres: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedStep || totals.failed > 0 ? 1 : 0);
}

ensureChromium();
if (step('Lint (Biome)', 'npx', ['biome', 'check', '.']) !== 0) add({ passed: 0, failed: 1 });
if (step('Type-check', 'npm', ['run', '--silent', 'typecheck']) !== 0) add({ passed: 0, failed: 1 });
const vitestJson = path.join(reports, 'vitest.json');
step('Unit and integration tests (Vitest, PGlite)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
add(countVitest(vitestJson));
// The build checks the bundle budgets (sign-in page, template routes): docs/demo-template/quality.md.
ensureWebBuild({ force: true });
const playwrightJson = path.join(reports, 'playwright.json');
step(
  'Browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  },
);
add(countPlaywright(playwrightJson));
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
