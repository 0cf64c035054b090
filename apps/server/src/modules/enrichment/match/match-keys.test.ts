import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { derivePattern, guessEmail, patternOf } from './email-patterns.ts';
import {
  companyKeyOf,
  companyKeySql,
  linkedinSlugOf,
  linkedinSlugSql,
  matchKeysOf,
  nameKeyOf,
  nameKeySql,
} from './match-keys.ts';

const names = [
  'Jane  Doe',
  ' MARY-Ann  O’Neil ',
  "Jean-Luc d'Artagnan",
  'Zoë Müller',
  'ÉMILE Zola',
  'dr. john a. smith, jr.',
  'tab\tseparated\nname',
];
const companyNames = [
  'Acme Inc.',
  'ACME',
  'Acme, Ltd',
  'Acme Co., Ltd.',
  'Müller GmbH & Co. KG',
  'The Company',
  'Inc',
  'Co-operative Bank plc',
  'AT&T Inc.',
  'Hooli',
];
const linkedinUrls = [
  'https://www.linkedin.com/in/jane-doe-1a2b',
  'http://linkedin.com/in/Jane-Doe-1a2b/',
  'https://www.linkedin.com/in/jane-doe-1a2b?trk=public',
  'https://www.linkedin.com/company/acme',
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The SQL expression `toSql` over each value, run on the test database. */
async function inSql(values: string[], toSql: (column: string) => string): Promise<(string | null)[]> {
  const rows = await queryRows<{ key: string | null }>(
    database.db,
    sql`select ${sql.raw(toSql('v.value'))} as key
        from unnest(${sql.param(values)}::text[]) with ordinality as v(value, position) order by v.position`,
  );
  return rows.map((row) => row.key);
}

describe('match keys', () => {
  it('are the same in TypeScript and in SQL', async () => {
    expect(await inSql(names, nameKeySql)).toEqual(names.map(nameKeyOf));
    expect(await inSql(companyNames, companyKeySql)).toEqual(companyNames.map(companyKeyOf));
    expect(await inSql(linkedinUrls, linkedinSlugSql)).toEqual(linkedinUrls.map(linkedinSlugOf));
  });

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
