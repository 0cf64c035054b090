import { builtInMergeFields } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import type { WriteTemplateInput } from './ai-writer.ts';
import { textOf } from './draft-html.ts';
import { checkDraft, groundingOf } from './fact-check.ts';

const mergeFields = builtInMergeFields.map((field) => field.key as string);

const input: WriteTemplateInput = {
  brief: {
    offer: 'Onboarding for Acme Cloud customers in 14 days',
    audience: 'operations leads',
    tone: 'direct',
    length: 'short',
    callToAction: 'book a call at https://cal.example/demo or write to sales@seller.example',
  },
  prospect: {
    firstName: 'Maya',
    lastName: 'Chen',
    fullName: 'Maya Chen',
    title: 'COO',
    seniority: 'c_level',
    department: 'operations',
    city: 'Leeds',
    country: 'GB',
    company: {
      name: 'Northwind',
      domain: 'northwind.example',
      industry: 'Logistics',
      sizeBand: '201-500',
      technologies: [],
    },
    news: [{ title: 'Northwind raises $20M', summary: 'A Series B led by Harbor Ventures.', source: 'Wire' }],
    intent: [],
  },
  mergeFields,
};
const grounding = groundingOf(input);

const check = (
  body: string,
  subject = 'For {{ company_name }}',
  factsUsed: { source: string; label: string; value: string }[] = [],
) =>
  checkDraft(
    { subject, html: `<p>Hi {{ first_name | default: "there" }},</p><p>${body}</p>`, factsUsed },
    grounding,
    mergeFields,
  );

describe('the fact check', () => {
  it('accepts a draft that uses only its inputs', () => {
    expect(
      check(
        'Congrats: Northwind raises $20M, led by Harbor Ventures. Acme Cloud customers are onboarded in 14 days. Book a call at https://cal.example/demo or write to sales@seller.example.',
      ),
    ).toEqual([]);
  });

  it('refuses an invented number: an amount, a percentage, a year or a count', () => {
    for (const sentence of [
      'We saved them $3M.',
      'Reply rates rise 37%.',
      'Since 2019 we lead.',
      'Used by 500 teams.',
    ]) {
      expect(check(sentence).join(), sentence).toMatch(/names facts that are not in its inputs/);
    }
    expect(check('Onboarding in 15 days.')).toEqual(['it names facts that are not in its inputs (15)']);
  });

  it('refuses an invented company, person or product name', () => {
    expect(check('Teams like Globex trust us.')).toEqual(['it names facts that are not in its inputs (Globex)']);
    expect(check('Ask Jordan about our Forecast Pro plan.')).toEqual([
      'it names facts that are not in its inputs (Jordan, Forecast, Pro)',
    ]);
  });

  it('refuses an event the inputs never mention, and accepts one they do', () => {
    expect(check('Congrats on the acquisition!')).toEqual(['it mentions events its inputs do not (an acquisition)']);
    expect(check('Saw that you launched a new product.')).toEqual(['it mentions events its inputs do not (a launch)']);
    expect(check('I hear you are hiring operations leads.')).toEqual(['it mentions events its inputs do not (hiring)']);
    expect(check('Congrats on the funding.')).toEqual([]);
  });

  it('checks the subject and the facts the draft says it used', () => {
    expect(check('Hello.', 'Globex and {{ company_name }}')).toEqual([
      'it names facts that are not in its inputs (Globex)',
    ]);
    expect(check('Hello.', 'Hi', [{ source: 'company', label: 'Revenue', value: 'USD 90M' }])).toEqual([
      'it names facts that are not in its inputs (90, USD)',
    ]);
  });

  it('reads merge-field fallbacks as text: an invented fallback is an invented fact', () => {
    expect(check('Hi {{ company_name | default: "Initech" }}.')).toEqual([
      'it names facts that are not in its inputs (Initech)',
    ]);
  });

  it('refuses unknown merge fields and template tags', () => {
    expect(check('{{ deal_size }} for you.')).toEqual(['it uses merge fields that do not exist ({{ deal_size }})']);
    expect(check('{% if title %}Hello{% endif %}')).toEqual(['it uses template tags other than merge fields']);
    expect(
      checkDraft({ subject: 'x', html: '<p>{{ deal_size }}</p>', factsUsed: [] }, grounding, [
        ...mergeFields,
        'deal_size',
      ]),
    ).toEqual([]);
  });

  it('refuses an email address or web address the inputs do not hold', () => {
    expect(check('Write to ceo@northwind.example.').join()).toContain('ceo@northwind.example');
    expect(check('See https://evil.example/offer.').join()).toContain('https://evil.example/offer');
  });
});

describe('reading a draft', () => {
  it('reads numeric references past Unicode as the replacement character instead of failing', () => {
    expect(textOf('<p>&#99999999; &#x110000; &#65;</p>')).toBe('\uFFFD \uFFFD A');
    expect(checkDraft({ subject: 'x', html: '<p>&#99999999; &#x110000; &#65;</p>', factsUsed: [] }, ['A'], [])).toEqual(
      [],
    );
  });
});
