// Prints the reply classifier's confusion tables (expected × got) and accuracy for each part of the
// corpus, as markdown for docs/replies.md: `npx tsx scripts/replies/confusion.ts [tuning|held-out|blind]`.
// Every miss is listed under its part, so a change to a rule shows what it fixed and what it broke.
import {
  type CorpusPart,
  classifyCorpus,
  confusionTables,
  corpusParts,
  scoreCorpus,
  shareRight,
  type Tally,
} from '../../apps/server/src/modules/replies/classify/corpus-test-support.ts';

const partTitles: Record<CorpusPart, string> = {
  tuning: 'Tuning part',
  'held-out': 'Held-out part',
  blind: 'Blind part',
};
const requested = process.argv[2];
const parts = corpusParts.filter((part) => !requested || part === requested);
if (parts.length === 0) throw new Error(`Unknown part "${requested}": use ${corpusParts.join(' or ')}`);

for (const part of parts) console.log(await reportOf(part));

async function reportOf(part: CorpusPart): Promise<string> {
  const cases = await classifyCorpus(part);
  const score = scoreCorpus(cases);
  const misses = [
    ...score.machine.misses,
    ...score.labels.misses,
    ...score.returnDates.misses,
    ...score.referrals.misses,
  ];
  return [
    `#### ${partTitles[part]} (${cases.length} messages)`,
    '',
    `- Bounces and automatic replies right (kind, bounce kind, out-of-office): ${figure(score.machine)}`,
    `- Reply labels right: ${figure(score.labels)}`,
    `- Return dates right: ${figure(score.returnDates)}`,
    `- Referral addresses right: ${figure(score.referrals)}`,
    '',
    confusionTables(cases),
    '',
    misses.length === 0 ? 'No misses.' : ['Misses:', '', ...misses.map((miss) => `- ${miss}`)].join('\n'),
    '',
  ].join('\n');
}

function figure(tally: Tally): string {
  return `${tally.right}/${tally.total} (${(shareRight(tally) * 100).toFixed(1)} %)`;
}
