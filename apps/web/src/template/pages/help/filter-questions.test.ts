import { describe, expect, it } from 'vitest';
import { createHelpCategories } from '../../mocks/fixtures/help-data.ts';
import { filterQuestions } from './filter-questions.ts';

describe('FAQ search', () => {
  const categories = createHelpCategories();

  it('keeps every category without a search', () => {
    expect(filterQuestions(categories, '  ')).toHaveLength(categories.length);
  });

  it('keeps only the matching questions and their categories', () => {
    const result = filterQuestions(categories, 'CREDITS');
    expect(result.map((category) => category.title)).toEqual(['Buying']);
    expect(result[0]?.questions.map((item) => item.question)).toEqual(['What are credits?', 'Do credits expire?']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterQuestions(categories, 'zebra')).toEqual([]);
  });
});
