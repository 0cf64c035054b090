// `npm run bench` (sending planner): decisions per second of the campaign sending planner over a
// simulated day of 1,000 mailboxes and 50,000 prospects in eleven time zones (Thanksgiving in the
// United States), with a manual clock stepping minute by minute: each due message is planned
// (window, holidays and every limit) and "sent" or deferred. Beside it, the same loop with the limits
// off (the window and holidays only), measured in the same run. The transport's receipt times are
// then checked for violations of every limit, window and holiday by a counter that shares no code
// with the planner. Pure computation: no database. Written to docs/benchmarks.md between the
// bench:planner markers. Knobs: PLANNER_BENCH_MAILBOXES (default 1,000), PLANNER_BENCH_PROSPECTS
// (default 50,000), BENCH_WRITE_DOCS=false.
import path from 'node:path';
import { countViolations } from '../../apps/server/src/modules/campaigns/sending/schedule/send-violations-test-support.ts';
import {
  buildScenario,
  type SimulationResult,
  simulateDay,
} from '../../apps/server/src/modules/campaigns/sending/schedule/simulated-day-test-support.ts';
import { repositoryRoot } from './child.ts';
import { writeSection } from './docs-section.ts';
import { describeMachine } from './report.ts';
import { countSetting as count, readSettings } from './settings.ts';

const settings = readSettings();
const machine = describeMachine();
const mailboxCount = count('PLANNER_BENCH_MAILBOXES', 1000, 1, 100_000);
const prospectCount = count('PLANNER_BENCH_PROSPECTS', 50_000, 10, 5_000_000);
/** Each figure is the best of this many simulated days (the loop is deterministic: same decisions each time). */
const rounds = 3;
const limits = {
  perMailboxPerDay: 30,
  perMailboxPerHour: 8,
  minGapSeconds: 90,
  newProspectsPerDay: Math.ceil(prospectCount * 0.1),
  perOrganisationPerDay: Math.ceil(prospectCount * 0.4),
  perRecipientDomainPerHour: 6,
};
const scenario = buildScenario({ seed: 'bench-planner', mailboxes: mailboxCount, prospects: prospectCount, limits });

interface Rate {
  result: SimulationResult;
  seconds: number;
  perSecond: number;
}

function best(limitsOff: boolean): Rate {
  let fastest: Rate | null = null;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const result = simulateDay(scenario, { limitsOff });
    const seconds = (performance.now() - started) / 1000;
    if (!fastest || seconds < fastest.seconds) fastest = { result, seconds, perSecond: result.decisions / seconds };
  }
  return fastest as Rate;
}

console.log(
  `Planner benchmark: ${mailboxCount.toLocaleString('en-US')} mailboxes, ${prospectCount.toLocaleString('en-US')} prospects, one simulated day, best of ${rounds}`,
);
// Warm-up on a small day: JIT, and the holiday calendars of every country loaded once.
simulateDay(buildScenario({ seed: 'bench-warm-up', mailboxes: 50, prospects: 2000, limits }));
const baseline = best(true);
console.log(`  baseline (window and holidays only): ${Math.round(baseline.perSecond)} decisions/s`);
const planner = best(false);
console.log(`  planner (window, holidays and every limit): ${Math.round(planner.perSecond)} decisions/s`);
const violations = countViolations(scenario, planner.result.receipts);
const totalViolations = Object.values(violations).reduce((sum, value) => sum + value, 0);
console.log(`  violations: ${totalViolations} (${JSON.stringify(violations)})`);

const format = (value: number) => Math.round(value).toLocaleString('en-US');
const row = (label: string, rate: Rate) =>
  `| ${label} | ${format(rate.result.decisions)} | ${format(rate.result.receipts.length)} | ${rate.seconds.toFixed(2)} | ${format(rate.perSecond)} | ${((rate.seconds * 1e6) / rate.result.decisions).toFixed(1)} | ${(rate.perSecond / baseline.perSecond).toFixed(2)}× |`;
const deferrals = Object.entries(planner.result.deferrals)
  .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
  .map(([limit, times]) => `${limit} ${format(times ?? 0)}`)
  .join(', ');
const markdown = [
  `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}; load average ${machine.loadAverage.toFixed(2)} at the start (a shared machine: other work ran beside it). ${format(mailboxCount)} mailboxes, ${format(prospectCount)} prospects in two campaigns, one simulated day (Thursday 27 November 2025, 24 hours in 1-minute steps), one thread; each figure the best of ${rounds} runs.`,
  '',
  '| Loop | decisions | sent | seconds | decisions/s | µs each | × baseline |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  row('Baseline: the same loop with the limits off (window and holidays only)', baseline),
  row('Planner: window, holidays and every limit (`planSend`)', planner),
  '',
  `Limits: ${limits.perMailboxPerDay} per mailbox a day (less for a mailbox's own lower limit or its ramp), ${limits.perMailboxPerHour} an hour, ${limits.minGapSeconds} s between sends plus 0–45 s of jitter, ${format(limits.newProspectsPerDay)} new prospects per campaign a day, ${format(limits.perOrganisationPerDay)} per organisation a day, ${limits.perRecipientDomainPerHour} per recipient domain an hour. Held back by: ${deferrals}.`,
  '',
  `Violations counted from the transport's receipt times: **${totalViolations}** (${Object.entries(violations)
    .map(([kind, value]) => `${kind} ${value}`)
    .join(', ')}).`,
  '',
].join('\n');

if (settings.writeDocs) {
  const file = path.join(repositoryRoot, 'docs/benchmarks.md');
  writeSection('planner', markdown, file, {
    newFile: '# Benchmarks\n',
    intro: `## Sending planner (\`npm run bench\`)\n\nPlanner decisions per second (\`scripts/bench/planner.ts\`).\n\n`,
  });
  console.log('Written to docs/benchmarks.md');
}
if (totalViolations > 0) process.exitCode = 1;
