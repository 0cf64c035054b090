import { type PeopleFilters, peopleFacetNames, peopleSearchBodySchema } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peoplePairKeyColumns } from '../../db/schema-prospects.ts';
import {
  type FilterContext,
  maxPairKeys,
  namedFilterConditions,
  pairedFilters,
  peopleFilterConditions,
  whereClause,
} from './people-filter-sql.ts';
import { modelFacet, modelMatches } from './people-search-model.ts';
import { createSearchFixture, type SearchFixture } from './people-search-test-support.ts';
import { runOn } from './query-rows.ts';
import { searchFacetsWith } from './search-facets.ts';

let fixture: SearchFixture;

beforeAll(async () => {
  fixture = await createSearchFixture(3000, 'people-pair-keys');
  await fixture.context.database.query('analyze people');
}, 120_000);
afterAll(() => fixture.context.close());

const dialect = new PgDialect();
const parse = (filters: PeopleFilters) => peopleSearchBodySchema.parse(filters);
const context = (extra: Partial<FilterContext> = {}): FilterContext => ({ intentSince: fixture.intentSince, ...extra });

/** The statement's text with its parameters written in. */
function inline(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1])}'`);
}

async function idsWhere(conditions: SQL[]): Promise<string[]> {
  const rows = await runOn(fixture.context.db)<{ id: string }>(
    sql`select p.id from people p ${whereClause(conditions)} order by p.sequence`,
  );
  return rows.map((row) => row.id);
}

const expectedIds = (filters: PeopleFilters) =>
  fixture.people.filter((person) => modelMatches(person, filters, fixture)).map((person) => person.id);

// Text or titles, with two to six of the paired filters (and others beside them).
const cases: [string, PeopleFilters][] = [
  ['two filters', { q: 'manager', seniorities: ['manager', 'senior'], countries: ['US', 'gb'] }],
  [
    'three filters (the bench narrow query)',
    { q: 'e', seniorities: ['senior', 'manager'], countries: ['US', 'GB'], sizeBands: ['51-200', '201-500'] },
  ],
  [
    'four filters with another filter between them',
    {
      q: 'a',
      departments: ['sales', 'engineering', 'marketing'],
      sizeBands: ['51-200', '201-500', '1001-5000'],
      industries: ['Software', 'Financial Services'],
      emailVerifiedOnly: true,
      hasPhone: true,
    },
  ],
  [
    'all six, from titles',
    {
      titles: ['manager', 'director', 'engineer'],
      seniorities: ['manager', 'director', 'senior'],
      departments: ['sales', 'engineering'],
      sizeBands: ['51-200', '201-500', '501-1000'],
      countries: ['US', 'GB', 'DE', 'IN'],
      emailVerifiedOnly: true,
      hasPhone: true,
    },
  ],
  [
    'a pair too large to write (stays single)',
    {
      q: 'o',
      seniorities: ['entry', 'senior', 'manager', 'director', 'vp', 'c_suite', 'owner'],
      countries: ['US', 'GB', 'DE', 'IN', 'FR', 'CA', 'AU', 'NL', 'ES', 'BR'],
    },
  ],
];

describe('pair keys in the people search index', () => {
  it('the filter letters are the schema’s pair-key columns, in order', () => {
    expect(pairedFilters.map(([, letter]) => letter)).toEqual(peoplePairKeyColumns.map(([letter]) => letter));
  });

  it('writes two or more keyed filters with text as pair conditions, and one alone as its own', () => {
    const three = namedFilterConditions(parse(cases[1]?.[1] ?? {}), context());
    const text = three.map((entry) => inline(entry.condition)).join('\n');
    // senior|manager × 51-200|201-500, then 51-200|201-500 × US|GB: 4 keys each.
    expect(text).toContain("'sz:' || p.seniority || '|' || p.size_band");
    expect(text).toContain("'sz:senior|51-200', 'sz:senior|201-500', 'sz:manager|51-200', 'sz:manager|201-500'");
    expect(text).toContain("'zc:51-200|US', 'zc:51-200|GB', 'zc:201-500|US', 'zc:201-500|GB'");
    expect(text).not.toContain("'s:senior'");
    expect(three.map((entry) => entry.name)).toEqual(['q', 'seniorities', 'sizeBands']);

    const one = peopleFilterConditions(parse({ q: 'e', countries: ['US'], industries: ['Software'] }), context());
    expect(one.map(inline).join('\n')).not.toContain("'|'");
    // Without text the filters stay column equality (B-trees), never keys.
    const plain = peopleFilterConditions(parse({ seniorities: ['vp'], countries: ['US'] }), context());
    expect(plain.map(inline).join('\n')).not.toContain("'|'");
    // Too many keys for one pair: both stay single.
    const large = peopleFilterConditions(parse(cases[4]?.[1] ?? {}), context());
    expect(7 * 10).toBeGreaterThan(maxPairKeys);
    expect(large.map(inline).join('\n')).not.toContain("'|'");
  });

  it.each(cases)('keeps the same people as single conditions and the model: %s', async (_, filters) => {
    const parsed = parse(filters);
    const paired = await idsWhere(peopleFilterConditions(parsed, context()));
    const single = await idsWhere(peopleFilterConditions(parsed, context({ pairs: false })));
    expect(paired).toEqual(single);
    expect(new Set(paired)).toEqual(new Set(expectedIds(filters)));
    expect(paired.length).toBeGreaterThan(0);
  });

  it.each(cases.slice(0, 4))('counts the same facets with pairs as the model: %s', async (_, filters) => {
    const facets = await searchFacetsWith(runOn(fixture.context.db), parse(filters), context());
    for (const name of peopleFacetNames) {
      const expected = modelFacet(fixture.people, filters, fixture, name);
      expect(facets[name].length, name).toBe(Math.min(expected.size, facets[name].length));
      for (const { value, count } of facets[name])
        expect([name, value, count]).toEqual([name, value, expected.get(value)]);
    }
  });

  it('answers a pair condition from people_search_filters_idx (the expression is the indexed one)', async () => {
    const conditions = peopleFilterConditions(parse(cases[1]?.[1] ?? {}), context());
    const pair = conditions.find((condition) => inline(condition).includes("'sz:senior|51-200'"));
    expect(pair).toBeDefined();
    const plan = await fixture.context.db.transaction(async (tx) => {
      await runOn(tx)(sql`set local enable_seqscan = off`);
      return runOn(tx)<{ 'QUERY PLAN': string }>(sql`explain select p.id from people p where ${pair}`);
    });
    const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toContain('people_search_filters_idx');
    expect(lines).toMatch(/Index Cond:.*'sz:'/);
  });
});
