import { describe, expect, it } from 'vitest';
import { factUnitsOf, knowledgeSchema, sentencesOf } from './knowledge.ts';

const offer = {
  what: 'Tallybook keeps the stock counts of small shops.',
  forWhom: 'Independent shops with one to five tills.',
  outcome: 'Owners reorder before a shelf runs empty.',
};

describe('knowledgeSchema', () => {
  it('fills in the language and empty lists, and trims what the team wrote', () => {
    const knowledge = knowledgeSchema.parse({ offer: { ...offer, what: `  ${offer.what} ` } });
    expect(knowledge).toMatchObject({ language: 'en', faq: [], caseStudies: [] });
    expect(knowledge.offer.what).toBe(offer.what);
  });

  it('says in plain words what is missing or wrong', () => {
    const result = knowledgeSchema.safeParse({
      language: 'xx',
      offer: { ...offer, outcome: '' },
      faq: [{ id: 'Not A Slug', question: 'Do you integrate with Shopify?', answer: 'Yes, natively.' }],
      caseStudies: [{ customer: 'Corner Shop', problem: 'Counted by hand.', result: '' }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      language: 'Choose the language the knowledge is written in',
      'offer.outcome': 'Write the outcome a customer gets, in a sentence',
      'faq.0.id': 'Use lower-case letters, digits and dashes for an id, e.g. salesforce',
      'caseStudies.0.result': 'Write the result they got',
    });
  });

  it('refuses two entries under one id', () => {
    const result = knowledgeSchema.safeParse({
      offer,
      faq: [
        { id: 'shopify', question: 'Shopify?', answer: 'Yes, natively.' },
        { id: 'shopify', question: 'Shopify again?', answer: 'Still yes.' },
      ],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['faq', 1, 'id'],
      message: 'The id "shopify" is used twice: give each entry its own',
    });
  });
});

describe('sentencesOf', () => {
  it('cuts at sentence ends, not at abbreviations or decimals, and joins a short lead to the next sentence', () => {
    expect(sentencesOf('No. Your calls never train a model.')).toEqual(['No. Your calls never train a model.']);
    expect(sentencesOf('Yes. We sync with tools, e.g. Shopify and Square. TLS 1.2 is used. No setup fee.')).toEqual([
      'Yes. We sync with tools, e.g. Shopify and Square.',
      'TLS 1.2 is used.',
      'No setup fee.',
    ]);
    expect(sentencesOf('You do.')).toEqual(['You do.']);
  });
});

describe('factUnitsOf', () => {
  const knowledge = knowledgeSchema.parse({
    offer,
    faq: [
      {
        id: 'shopify',
        question: 'Do you integrate with Shopify?',
        answer: 'Yes. Stock syncs every five minutes. Square works the same way.',
      },
      { question: 'How much is it?', answer: 'Plans start at $29 a month.' },
    ],
    caseStudies: [
      { customer: 'Corner Shop', problem: 'They counted by hand.', result: 'Counting now takes an hour a week.' },
    ],
  });
  const units = factUnitsOf(knowledge);

  it('gives each fact an id and a source a person can read', () => {
    expect(units.map((unit) => [unit.id, unit.source])).toEqual([
      ['offer.what', 'Offer: what it is'],
      ['offer.for-whom', 'Offer: who it is for'],
      ['offer.outcome', 'Offer: the outcome'],
      ['faq.shopify.1', 'FAQ: Do you integrate with Shopify?'],
      ['faq.shopify.2', 'FAQ: Do you integrate with Shopify?'],
      ['faq.2.1', 'FAQ: How much is it?'],
      ['case.1.problem', 'Case study: Corner Shop (problem)'],
      ['case.1.result', 'Case study: Corner Shop (result)'],
    ]);
    expect(units.find((unit) => unit.id === 'faq.shopify.1')?.text).toBe('Yes. Stock syncs every five minutes.');
  });

  it('marks prices, so no answer ever states one', () => {
    expect(units.filter((unit) => unit.isPricing).map((unit) => unit.id)).toEqual(['faq.2.1']);
  });
});
