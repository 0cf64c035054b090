import { describe, expect, it } from 'vitest';
import { derivePattern, guessEmail, patternOf } from './email-patterns.ts';

describe('email patterns', () => {
  it('names the pattern an address follows, ignoring accents', () => {
    expect(patternOf('zoe.muller', 'Zoë', 'Müller')).toBe('first.last');
    expect(patternOf('jdoe', 'Jane', 'Doe')).toBe('flast');
    expect(patternOf('doe.j', 'Jane', 'Doe')).toBeNull();
  });

  it('derives the pattern most verified addresses follow, with more confidence for more evidence', () => {
    const person = (first: string, last: string, local: string) => ({
      firstName: first,
      lastName: last,
      email: `${local}@acme.com`,
    });
    const three = [person('Ann', 'Lee', 'ann.lee'), person('Bo', 'Li', 'bo.li'), person('Cy', 'Ng', 'cy.ng')];
    expect(derivePattern(three)).toEqual({ pattern: 'first.last', confidence: 0.7, matching: 3, sampled: 3 });
    expect(derivePattern([...three, person('Di', 'Oz', 'doz')])?.confidence).toBe(0.52);
    expect(derivePattern([person('Ann', 'Lee', 'ann.lee')])?.confidence).toBe(0.5);
    expect(derivePattern([person('Ann', 'Lee', 'ann.lee'), person('Bo', 'Li', 'bli')])).toBeNull();
    expect(derivePattern([person('Ann', 'Lee', 'sales')])).toBeNull();
    expect(guessEmail('f.last', 'Émile', 'Zola', 'acme.com')).toBe('e.zola@acme.com');
  });
});
