// Prints the autopilot's figures on its fixtures (apps/server/test/fixtures/autopilot), as markdown
// for docs/autopilot.md: `npx tsx scripts/autopilot/answers.ts [tuning|held-out]`. Each reply is
// decided in full-auto mode; every miss is listed, so a change to the matcher shows what it fixed
// and what it broke.
import {
  type FixturePart,
  figuresOf,
  loadKnowledge,
  loadQuestionCases,
  runQuestionCases,
} from '../../apps/server/src/modules/autopilot/autopilot-test-support.ts';

const parts: FixturePart[] = ['tuning', 'held-out'];
const requested = process.argv[2];
const chosen = parts.filter((part) => !requested || part === requested);
if (chosen.length === 0) throw new Error(`Unknown part "${requested}": use ${parts.join(' or ')}`);

const knowledge = loadKnowledge();
const share = (right: number, total: number) =>
  `${right}/${total} (${total === 0 ? 0 : ((right / total) * 100).toFixed(1)} %)`;

for (const part of chosen) {
  const results = runQuestionCases(knowledge, loadQuestionCases(part));
  const figures = figuresOf(results);
  console.log(
    [
      `### ${part === 'tuning' ? 'Tuning part (questions.json)' : 'Held-out part (questions-held-out.json)'}: ${results.length} replies`,
      '',
      `- Answered right (every expected fact stated): ${share(figures.answeredRight, figures.answerCases)}`,
      `  - escalated instead (a person answers): ${figures.answerCasesEscalated}`,
      `  - answered from other facts than expected: ${figures.answeredOtherwise}`,
      `- Escalated right (with the expected reason): ${share(figures.escalatedRight, figures.escalationCases)}`,
      `  - answered instead of escalated: ${figures.answeredInsteadOfEscalated}`,
      `- Answers refused by the fact check: ${figures.ungrounded} of ${results.filter((result) => 'answer' in result.action).length}`,
      '',
      figures.misses.length === 0
        ? 'No misses.'
        : ['Misses:', '', ...figures.misses.map((miss) => `- ${miss}`)].join('\n'),
      '',
    ].join('\n'),
  );
}
