import { describe, expect, it } from 'vitest';
import { unsupportedTerms, vocabularyOf } from './fact-guard.ts';

const vocabulary = vocabularyOf([
  'Harbour Analytics raises $14M Series B round. Published 2025-11-22 by Business Wire.',
  'Harbour Analytics uses HubSpot and Apollo.io; 1,200 employees.',
  'https://harbour-analytics.example/news/series-b',
]);

describe('the fact guard', () => {
  it('accepts a rewrite that only uses the facts and ordinary words', () => {
    const text =
      'Congratulations to Harbour Analytics on the $14M Series B from November 2025. Lead with how you work with HubSpot and Apollo.io.';
    expect(unsupportedTerms(text, vocabulary)).toEqual([]);
    expect(unsupportedTerms("Harbour Analytics' team of 1200 people", vocabulary)).toEqual([]);
  });

  it('names the numbers, companies, products and people the facts do not hold', () => {
    const text = 'Harbour Analytics raised $90M from Sequoia; ask Jane whether they use Salesforce.';
    expect(unsupportedTerms(text, vocabulary)).toEqual(['90', 'Sequoia', 'Jane', 'Salesforce']);
  });

  it('refuses email addresses and web addresses that are not in the facts, and phone numbers', () => {
    expect(unsupportedTerms('Write to mara@harbour-analytics.example today.', vocabulary)).toContain(
      'mara@harbour-analytics.example',
    );
    expect(unsupportedTerms('See https://evil.example/offer for more.', vocabulary)).toEqual([
      'https://evil.example/offer',
    ]);
    expect(unsupportedTerms('Read https://harbour-analytics.example/news/series-b.', vocabulary)).toEqual([]);
    expect(unsupportedTerms('Call +44 20 7946 0000.', vocabulary)).toEqual(['44', '20', '7946', '0000']);
  });

  it('reads a web address apart from the punctuation of the sentence it ends', () => {
    const withAddress = vocabularyOf(['Book a call at www.example.com .']);
    expect(unsupportedTerms('Would you be up for www.example.com?', withAddress)).toEqual([]);
    expect(unsupportedTerms('Is it www.example.com! or www.example.com…', withAddress)).toEqual([]);
    expect(unsupportedTerms('Would you be up for www.other.example?', withAddress)).toEqual(['www.other.example']);
  });
});
