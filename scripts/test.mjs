// `npm test`: lint, type-check, unit and integration suites (Vitest), then the browser suite
// (Playwright in Debian's Chromium). `--postgres` runs the suites listed in
// apps/server/test/postgres-suites.mjs against PostgreSQL. `--changed` runs only the Vitest tests
// related to the files changed since main (committed on the branch or not), and the Playwright
// specs that changed. Each run prints how long each step took.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postgresSuites } from '../apps/server/test/postgres-suites.mjs';
import {
  ensureChromium,
  ensureDependencies,
  ensureDovecot,
  ensureExtensionBuild,
  ensureWebBuild,
  root,
  run,
} from './lib/setup.mjs';
import { playwrightFileTimes, printSlowest, vitestFileTimes } from './lib/slowest-files.mjs';

const mode = process.argv.includes('--postgres') ? 'postgres' : process.argv.includes('--changed') ? 'changed' : 'all';
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

/** Where the time went: each step's name and seconds, printed as a table at the end. */
const times = [];
const started = Date.now();
function timed(name, work) {
  const start = Date.now();
  try {
    return work();
  } finally {
    times.push({ name, seconds: (Date.now() - start) / 1000 });
  }
}
const clock = (seconds) => `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`;
function printTimes(title) {
  const total = (Date.now() - started) / 1000;
  const rows = [...times, { name: 'total', seconds: total }];
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\n${title} (m:ss)`);
  for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${clock(row.seconds).padStart(7)}`);
  writeFileSync(path.join(reports, `step-times-${mode}.json`), `${JSON.stringify(rows, null, 2)}\n`);
}

const totals = { passed: 0, failed: 0 };
const add = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
};
let failedStep = false;
const step = (name, command, args, env = {}) =>
  timed(name, () => {
    console.log(`\n== ${name}`);
    const status = run(command, args, { env: { ...process.env, ...env } });
    if (status !== 0) {
      failedStep = true;
      console.log(`== ${name}: failed (exit ${status})`);
    }
    return status;
  });
const vitestArgs = (json) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];

if (mode === 'postgres') {
  timed('install', () => ensureDependencies());
  const missing = postgresSuites.filter(({ file }) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(
      `apps/server/test/postgres-suites.mjs names no file at: ${missing.map(({ file }) => file).join(', ')}`,
    );
    process.exit(1);
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const json = path.join(reports, 'vitest-postgres.json');
  step('Vitest on PostgreSQL', 'npx', [...vitestArgs(json), ...postgresSuites.map(({ file }) => file)], {
    TEST_DATABASE_URL: url,
  });
  add(countVitest(json));
  printTimes('PostgreSQL run, step times');
  printSlowest('Vitest on PostgreSQL', vitestFileTimes(json, root));
  console.log(`\npostgres: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedStep || totals.failed > 0 ? 1 : 0);
}

if (mode === 'changed') {
  timed('install', () => ensureDependencies());
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const base =
    process.env.TEST_CHANGED_SINCE ??
    ['main', 'origin/main'].find((ref) => {
      try {
        git('rev-parse', '--verify', '--quiet', ref);
        return true;
      } catch {
        return false;
      }
    }) ??
    'HEAD';
  const json = path.join(reports, 'vitest-changed.json');
  step(`Vitest, tests related to changes since ${base}`, 'npx', [
    ...vitestArgs(json),
    `--changed=${base}`,
    '--passWithNoTests',
  ]);
  add(countVitest(json));
  const changed = new Set([
    ...git('diff', '--name-only', `${base}...HEAD`).split('\n'),
    ...git('ls-files', '--others', '--modified', '--exclude-standard').split('\n'),
    ...git('diff', '--cached', '--name-only').split('\n'),
  ]);
  if ([...changed].some((file) => file.startsWith('e2e/'))) {
    timed('install Chromium', () => ensureChromium());
    timed('web build', () => ensureWebBuild());
    timed('extension build', () => ensureExtensionBuild());
    const playwrightJson = path.join(reports, 'playwright-changed.json');
    step(
      'Playwright, changed specs',
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        `--only-changed=${base}`,
        '--pass-with-no-tests',
        '--reporter=list,json',
      ],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    );
    add(countPlaywright(playwrightJson));
  }
  printTimes('Changed-files run, step times');
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedStep || totals.failed > 0 ? 1 : 0);
}

timed('install', () => {
  ensureDependencies();
  ensureDovecot();
  ensureChromium();
});
if (step('Lint (Biome)', 'npx', ['biome', 'check', '.']) !== 0) add({ passed: 0, failed: 1 });
if (step('Type-check', 'npm', ['run', '--silent', 'typecheck']) !== 0) add({ passed: 0, failed: 1 });
const vitestJson = path.join(reports, 'vitest.json');
step('Vitest on PGlite', 'npx', vitestArgs(vitestJson));
add(countVitest(vitestJson));
// The build checks the bundle budgets (sign-in page, template routes): docs/demo-template/quality.md.
timed('Web build', () => ensureWebBuild({ force: true }));
timed('Extension build', () => ensureExtensionBuild());
const playwrightJson = path.join(reports, 'playwright.json');
step('Playwright (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
add(countPlaywright(playwrightJson));
printTimes('Step times');
printSlowest('Vitest on PGlite', vitestFileTimes(vitestJson, root));
printSlowest('Playwright', playwrightFileTimes(playwrightJson));
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
