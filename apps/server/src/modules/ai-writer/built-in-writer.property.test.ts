import { aiLengths, aiTones, builtInMergeFields } from '@leadpilot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProspectFacts, WriterBrief } from './ai-writer.ts';
import { mergeFieldsIn } from './draft-html.ts';
import { checkDraft, groundingOf } from './fact-check.ts';
import { rewriteBuiltIn } from './rewrite-built-in.ts';
import { writeBuiltInTemplate } from './write-built-in-template.ts';

const mergeFields = builtInMergeFields.map((field) => field.key as string);

/** Words of every shape a brief or a record holds: names, numbers, money, events, addresses, odd punctuation. */
const word = fc.oneof(
  fc.constantFrom(
    'we',
    'help',
    'teams',
    'cut',
    'churn',
    'with',
    'a',
    'the',
    'for',
    'and',
    'book',
    'call',
    'I am',
    'it is',
  ),
  fc.constantFrom('Acme', 'Globex', 'AT&T', 'Apollo.io', 'Zürich', 'O’Neil', 'McKinsey', 'iPhone', 'Q3', 'B2B'),
  fc.constantFrom('acquired', 'raised', 'launch', 'hiring', 'Series B', 'IPO', 'merger', 'expanded', 'partnership'),
  fc.constantFrom('$14M', '30%', '1,200', '4.5', '2024', '15-minute', '#1', '3x', '24/7', '-5'),
  fc.constantFrom('sales@seller.example', 'https://cal.example/demo', 'www.example.com', '{{ company_name }}'),
  fc.constantFrom('“quoted”', "'single'", '(aside)', 'end.', 'why?', 'wow!', 'semi;', 'colon:', '<b>', '&amp;'),
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/[{}]/.test(text)),
);
const phrase = (minimum: number) =>
  fc
    .array(word, { minLength: 1, maxLength: 14 })
    .map((words) => words.join(' ').trim())
    .filter((text) => text.length >= minimum);

const brief: fc.Arbitrary<WriterBrief> = fc.record({
  offer: phrase(3),
  audience: phrase(3),
  tone: fc.constantFrom(...aiTones),
  length: fc.constantFrom(...aiLengths),
  callToAction: phrase(3),
});

const prospect: fc.Arbitrary<ProspectFacts | null> = fc.option(
  fc.record({
    firstName: phrase(1),
    lastName: phrase(1),
    fullName: phrase(1),
    title: fc.oneof(fc.constant(''), phrase(1)),
    seniority: fc.constantFrom('vp', 'director', 'c_level'),
    department: fc.constantFrom('sales', 'engineering'),
    city: phrase(1),
    country: fc.constantFrom('GB', 'US', 'DE'),
    company: fc.option(
      fc.record({
        name: phrase(1),
        domain: fc.constant('company.example'),
        industry: phrase(1),
        sizeBand: fc.constantFrom('11-50', '51-200'),
        technologies: fc.array(phrase(1), { maxLength: 4 }),
      }),
    ),
    news: fc.array(fc.record({ title: phrase(1), summary: phrase(1), source: phrase(1) }), { maxLength: 3 }),
    intent: fc.array(fc.record({ topic: phrase(1), score: fc.integer({ min: 60, max: 100 }) }), { maxLength: 3 }),
  }),
);

const instruction = fc.oneof(
  fc.constantFrom(
    'shorter',
    'more casual',
    'more formal',
    'add a question',
    'remove the last paragraph',
    'remove the first paragraph',
    'mention their news',
    'add a case study',
    'shorter and more casual',
  ),
  phrase(1).map((facts) => `add a case study: ${facts}`),
);

describe('the built-in writer, over random briefs and prospects', () => {
  it('always writes a draft that passes the fact check and uses only built-in merge fields', () => {
    fc.assert(
      fc.property(brief, prospect, (chosenBrief, chosenProspect) => {
        const input = { brief: chosenBrief, prospect: chosenProspect, mergeFields };
        const draft = writeBuiltInTemplate(input);
        expect(checkDraft(draft, groundingOf(input), mergeFields)).toEqual([]);
        expect(mergeFieldsIn(`${draft.subject}\n${draft.html}`).every((key) => mergeFields.includes(key))).toBe(true);
        expect(writeBuiltInTemplate(structuredClone(input))).toEqual(draft);
      }),
      { numRuns: 300 },
    );
  });

  it('reads words that name an object’s own members (constructor, toString) as plain words', () => {
    // Found by the property above (seed 1908272180): a call to action starting with "constructor"
    // made the writer print "Object", a fact no input holds.
    for (const member of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const input = {
        brief: {
          offer: '$14M',
          audience: 'sales@seller.example',
          tone: 'friendly' as const,
          length: 'short' as const,
          callToAction: `${member} $14M`,
        },
        prospect: {
          firstName: 'acquired',
          lastName: '$14M',
          fullName: '$14M',
          title: '-',
          seniority: 'vp',
          department: member,
          city: '!',
          country: 'GB',
          company: {
            name: '“quoted”',
            domain: 'company.example',
            industry: 'sales@seller.example',
            sizeBand: '11-50',
            technologies: [],
          },
          news: [],
          intent: [],
        },
        mergeFields,
      };
      const draft = writeBuiltInTemplate(input);
      expect(checkDraft(draft, groundingOf(input), mergeFields), member).toEqual([]);
    }
  });

  it('always rewrites a draft into one that passes the fact check', () => {
    fc.assert(
      fc.property(brief, prospect, instruction, (chosenBrief, chosenProspect, chosenInstruction) => {
        const draft = writeBuiltInTemplate({ brief: chosenBrief, prospect: null, mergeFields });
        const input = {
          subject: draft.subject,
          html: draft.html,
          instruction: chosenInstruction,
          prospect: chosenProspect,
          mergeFields,
        };
        const rewritten = rewriteBuiltIn(input);
        expect(checkDraft(rewritten, groundingOf(input), mergeFields)).toEqual([]);
        expect(rewriteBuiltIn(structuredClone(input))).toEqual(rewritten);
      }),
      { numRuns: 300 },
    );
  });
});
