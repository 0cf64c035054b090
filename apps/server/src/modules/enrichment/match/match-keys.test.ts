import { describe, expect, it } from 'vitest';
import { companyKeyOf, matchKeysOf, nameKeyOf } from './match-keys.ts';

describe('match keys', () => {
  it('leave out case, punctuation and legal forms of company names, but keep a name that is only a form', () => {
    expect(new Set(['Acme Inc.', 'ACME', 'Acme, Ltd', 'Acme Co., Ltd.'].map(companyKeyOf))).toEqual(new Set(['acme']));
    expect(companyKeyOf('Müller GmbH & Co. KG')).toBe('müller');
    expect(companyKeyOf('Inc')).toBe('inc');
    expect(nameKeyOf(' MARY-Ann  O’Neil ')).toBe('mary ann o’neil');
  });

  it('of a row: lower-cased email and domain, a name from first and last names, nothing for blanks', () => {
    expect(
      matchKeysOf({ rowNumber: 1, firstName: 'Jane', lastName: 'Doe', email: 'Jane@Acme.com ', company: ' ' }, 4),
    ).toEqual({
      index: 4,
      linkedinSlug: null,
      email: 'jane@acme.com',
      nameKey: 'jane doe',
      domain: null,
      companyKey: null,
    });
  });
});
