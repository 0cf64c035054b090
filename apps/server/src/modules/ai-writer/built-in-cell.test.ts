import { describe, expect, it } from 'vitest';
import { generatedProspectFacts } from './ai-writer-test-support.ts';
import { cellKindOf, writeBuiltInCell } from './built-in-cell.ts';
import { checkCell } from './enrichment-cell.ts';

const prospects = generatedProspectFacts('built-in-cells', 200);
const instructions = [
  'Their likely pain point',
  'A first line for the email',
  'One line on why this company needs us',
  'A one-line company summary',
  'What are they researching?',
];

describe('the built-in writer of AI enrichment cells', () => {
  it('reads the kind of cell from the instruction, and says when it does not understand', () => {
    expect(instructions.map(cellKindOf)).toEqual(['pain', 'first-line', 'why-now', 'summary', 'intent']);
    expect(cellKindOf('an icebreaker about their company')).toBe('first-line');
    expect(cellKindOf('Write a haiku about their weekend')).toBeNull();
    const refused = writeBuiltInCell({ instruction: 'Write a haiku', row: {}, prospect: prospects[0] ?? null });
    expect(refused).toMatchObject({ status: 'not_written' });
  });

  it('writes every cell from its inputs only: 200 prospects, five instructions, all through the fact guard', () => {
    let written = 0;
    for (const prospect of prospects) {
      for (const instruction of instructions) {
        const row = { Name: prospect.fullName };
        const answer = writeBuiltInCell({ instruction, row, prospect });
        if (answer.status !== 'written') continue;
        written += 1;
        expect(checkCell({ instruction, row, prospect }, answer.value, answer.facts)).toEqual([]);
        expect(answer.facts.length).toBeGreaterThan(0);
        expect(answer.value.length).toBeLessThanOrEqual(400);
      }
    }
    // Nearly every prospect has a title and a company: most cells are written.
    expect(written).toBeGreaterThan(700);
  });

  it('grounds its cells in the record: the pain point names the title, the reason names the research', () => {
    const prospect = prospects.find((item) => item.intent.length > 1 && item.company);
    if (!prospect) throw new Error('no prospect with intent');
    const why = writeBuiltInCell({ instruction: instructions[2] ?? '', row: {}, prospect });
    expect(why.status === 'written' && why.value).toContain(prospect.intent[0]?.topic);
    const pain = writeBuiltInCell({ instruction: instructions[0] ?? '', row: {}, prospect });
    expect(pain.status === 'written' && pain.value).toContain(prospect.title);
  });

  it('uses the row’s own title and company when the row matched nobody, and writes nothing from nothing', () => {
    const fromRow = writeBuiltInCell({
      instruction: 'A first line for the email',
      row: { 'Job Title': 'Head of Growth', Company: 'Quayside Labs' },
      prospect: null,
    });
    expect(fromRow).toMatchObject({ status: 'written' });
    expect(fromRow.status === 'written' && fromRow.value).toContain('Head of Growth at Quayside Labs');
    const empty = writeBuiltInCell({ instruction: 'A first line for the email', row: {}, prospect: null });
    expect(empty).toEqual({
      status: 'not_written',
      reason: 'No title, company news or research topic for this row to write from.',
    });
  });
});
