// `npm run bench` (AI writer): built-in AI drafts per second, written and rewritten, over a few
// thousand generated prospects (their record, company, latest news and intent, built in memory
// as the writer's inputs), beside a baseline measured in the same run on the same prospects:
// one fixed Liquid template rendered for each. Also the fact check alone, which every model
// answer passes through. No database and no model: the built-in writer is pure computation.
// Written to docs/benchmarks.md between the bench:ai-drafts markers. Knobs: AI_BENCH_PROSPECTS
// (default 5,000), BENCH_SECONDS (measured seconds per part, default 10), BENCH_WRITE_DOCS=false.
import path from 'node:path';
import { aiLengths, aiTones, builtInMergeFields } from '@leadpilot/contracts';
import { Liquid } from 'liquidjs';
import type { WriterBrief } from '../../apps/server/src/modules/ai-writer/ai-writer.ts';
import { generatedProspectFacts } from '../../apps/server/src/modules/ai-writer/ai-writer-test-support.ts';
import { checkDraft, groundingOf } from '../../apps/server/src/modules/ai-writer/fact-check.ts';
import { rewriteBuiltIn } from '../../apps/server/src/modules/ai-writer/rewrite-built-in.ts';
import { writeBuiltInTemplate } from '../../apps/server/src/modules/ai-writer/write-built-in-template.ts';
import { repositoryRoot } from './child.ts';
import { writeSection } from './docs-section.ts';
import { describeMachine } from './report.ts';
import { readSettings } from './settings.ts';

const settings = readSettings();
const prospectCount = Number(process.env.AI_BENCH_PROSPECTS || 5000);
if (!Number.isInteger(prospectCount) || prospectCount < 100 || prospectCount > 1_000_000) {
  throw new Error(
    `AI_BENCH_PROSPECTS must be a whole number from 100 to 1,000,000 (got "${process.env.AI_BENCH_PROSPECTS}")`,
  );
}
const machine = describeMachine();
const mergeFields = builtInMergeFields.map((field) => field.key as string);

const briefFor = (index: number): WriterBrief => ({
  offer: 'an outreach platform that books 30% more meetings for B2B sales teams',
  audience: 'sales leaders at software companies with 50 to 500 people',
  tone: aiTones[index % aiTones.length] ?? 'friendly',
  length: aiLengths[index % aiLengths.length] ?? 'short',
  callToAction: 'Reply with a good time for a 15-minute call',
});
const instructions = [
  'shorter',
  'more casual',
  'more formal',
  'add a question',
  'remove the last paragraph',
  'add a case study: Globex cut onboarding time by 40%',
];

interface Rate {
  perSecond: number;
  count: number;
  microsecondsEach: number;
}

/** Runs `operation` over the prospects, round and round, for `seconds` after a warm-up; drafts per second. */
function measure(seconds: number, operation: (index: number) => unknown): Rate {
  const run = (duration: number) => {
    let count = 0;
    const started = performance.now();
    const until = started + duration * 1000;
    while (performance.now() < until) {
      for (let step = 0; step < 50; step++) operation(count++);
    }
    return { count, elapsed: (performance.now() - started) / 1000 };
  };
  run(settings.warmUpSeconds);
  const { count, elapsed } = run(seconds);
  return { perSecond: count / elapsed, count, microsecondsEach: (elapsed * 1e6) / count };
}

const prospects = generatedProspectFacts('ai-drafts', prospectCount);
const at = (index: number) => prospects[index % prospects.length] ?? null;
const withNews = prospects.filter((prospect) => prospect.news.length > 0).length;
console.log(
  `AI drafts benchmark: ${prospects.length.toLocaleString('en-US')} generated prospects (${withNews.toLocaleString('en-US')} with news), ${settings.seconds} s per part`,
);

const liquid = new Liquid({ strictFilters: true, ownPropertyOnly: true });
const fixed = liquid.parse(
  '<p>Hi {{ first_name | default: "there" }},</p>\n<p>We help teams like {{ company_name | default: "yours" }} in {{ industry }} book more meetings.</p>\n<p>Reply with a good time for a 15-minute call.</p>\n<p>Best,<br>{{ sender_name }}</p>',
);
const baseline = measure(settings.seconds, (index) => {
  const prospect = at(index);
  return liquid.renderSync(fixed, {
    first_name: prospect?.firstName,
    company_name: prospect?.company?.name,
    industry: prospect?.company?.industry,
    sender_name: 'Alex Morgan',
  });
});
console.log(`  baseline (fixed Liquid template rendered): ${baseline.perSecond.toFixed(0)}/s`);

const writes = measure(settings.seconds, (index) =>
  writeBuiltInTemplate({ brief: briefFor(index), prospect: at(index), mergeFields }),
);
console.log(`  built-in write: ${writes.perSecond.toFixed(0)}/s`);

const drafts = prospects
  .slice(0, 500)
  .map((prospect, index) => writeBuiltInTemplate({ brief: briefFor(index), prospect, mergeFields }));
const rewrites = measure(settings.seconds, (index) => {
  const draft = drafts[index % drafts.length];
  return rewriteBuiltIn({
    subject: draft?.subject ?? '',
    html: draft?.html ?? '',
    instruction: instructions[index % instructions.length] ?? 'shorter',
    prospect: at(index),
    mergeFields,
  });
});
console.log(`  built-in rewrite: ${rewrites.perSecond.toFixed(0)}/s`);

const checks = measure(settings.seconds, (index) => {
  const input = { brief: briefFor(index), prospect: at(index), mergeFields };
  const draft = drafts[index % drafts.length];
  return draft ? checkDraft(draft, groundingOf(input), mergeFields) : [];
});
console.log(`  fact check of a draft: ${checks.perSecond.toFixed(0)}/s`);

const row = (label: string, rate: Rate) =>
  `| ${label} | ${Math.round(rate.perSecond).toLocaleString('en-US')} | ${rate.microsecondsEach.toFixed(1)} | ${(rate.perSecond / baseline.perSecond).toFixed(2)}× |`;
const markdown = [
  `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}; load average ${machine.loadAverage.toFixed(2)} at the start. ${prospects.length.toLocaleString('en-US')} generated prospects (${withNews.toLocaleString('en-US')} with company news), one thread, ${settings.seconds} s per part after ${settings.warmUpSeconds} s warm-up.`,
  '',
  '| Operation | per second | µs each | × baseline |',
  '| --- | ---: | ---: | ---: |',
  row('Baseline: a fixed Liquid template rendered for the prospect', baseline),
  row('Built-in writer: template from a brief, grounded in the prospect', writes),
  row('Built-in writer: rewrite following an instruction', rewrites),
  row('Fact check of one draft (every model answer passes it)', checks),
  '',
].join('\n');

if (settings.writeDocs) {
  const file = path.join(repositoryRoot, 'docs/benchmarks.md');
  writeSection('ai-drafts', markdown, file, {
    newFile: '# Benchmarks\n',
    intro: `## AI drafts (\`npm run bench\`)\n\nBuilt-in AI writer drafts per second (\`scripts/bench/ai-drafts.ts\`).\n\n`,
  });
  console.log('Written to docs/benchmarks.md');
}
