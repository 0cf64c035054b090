// Where a test step's time went: the test files that took longest, read from the JSON reports that
// `npm test` writes (Vitest's and Playwright's), printed after the step times so that a CI log says
// what to make faster. Plain JavaScript: it runs on the machine's own Node.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Seconds per file of a Vitest JSON report, with when each file started (seconds from the first). */
export function vitestFileTimes(file, root) {
  if (!existsSync(file)) return [];
  const results = JSON.parse(readFileSync(file, 'utf8')).testResults ?? [];
  const first = Math.min(...results.map((result) => result.startTime));
  return results.map((result) => ({
    file: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    startedAt: (result.startTime - first) / 1000,
  }));
}

/** Seconds per spec file of a Playwright JSON report (the sum of its tests' attempts). */
export function playwrightFileTimes(file) {
  if (!existsSync(file)) return [];
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  return [...perFile].map(([name, seconds]) => ({ file: name, seconds }));
}

/** Prints the `count` slowest files and what share of the step's summed file time they hold. */
export function printSlowest(title, times, count = 10) {
  if (times.length === 0) return;
  const total = times.reduce((sum, entry) => sum + entry.seconds, 0);
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  console.log(`\n${title}: the ${slowest.length} slowest of ${times.length} files (${total.toFixed(0)} s summed)`);
  for (const entry of slowest) {
    const started = entry.startedAt === undefined ? '' : `  started at ${entry.startedAt.toFixed(0)} s`;
    console.log(`  ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.file}${started}`);
  }
}
