import {
  type PeopleFacetName,
  type PeopleFilters,
  peopleFacetNames,
  peopleSearchBodySchema,
} from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFacet } from './people-search-model.ts';
import { createSearchFixture, type SearchFixture } from './people-search-test-support.ts';
import { runOn } from './query-rows.ts';
import { type FacetOptions, type PeopleFacets, searchFacetsWith } from './search-facets.ts';

let fixture: SearchFixture;

beforeAll(async () => {
  fixture = await createSearchFixture(3000, 'people-facets');
  // Statistics, as on a live database: the sampled path reads the table's size and the estimates.
  await fixture.context.database.query('analyze people');
}, 120_000);
afterAll(() => fixture.context.close());

const facetsOf = (filters: PeopleFilters, options?: FacetOptions) =>
  searchFacetsWith(
    runOn(fixture.context.db),
    peopleSearchBodySchema.parse(filters),
    { intentSince: fixture.intentSince },
    options,
  );

const cases: [string, PeopleFilters][] = [
  ['no filter', {}],
  ['one filter', { countries: ['US'] }],
  [
    'several filters, each facet leaving out its own',
    { countries: ['US', 'gb'], seniorities: ['manager', 'senior'], sizeBands: ['51-200', '201-500'] },
  ],
  [
    'text, verified email and technologies',
    { q: 'e', emailVerifiedOnly: true, technologies: ['Slack', 'Jira'], industries: ['Software'] },
  ],
];

describe('facets from a sample', () => {
  it.each(cases)('a sample of the whole table counts exactly what the exact path counts: %s', async (_, filters) => {
    const exact = await facetsOf(filters);
    const whole = await facetsOf(filters, { exactLimit: 0, sampleRows: 1e9, largestSamplePercent: 101 });
    expect(whole).toEqual(exact);
    for (const name of peopleFacetNames) {
      const expected = modelFacet(fixture.people, filters, fixture, name);
      for (const { value, count } of exact[name])
        expect([name, value, count]).toEqual([name, value, expected.get(value)]);
    }
  });

  it.each(cases)('a partial sample is close to the exact counts and the same every time: %s', async (_, filters) => {
    const options = { exactLimit: 0, sampleRows: 1200, largestSamplePercent: 101 };
    const sampled = await facetsOf(filters, options);
    expect(await facetsOf(filters, options)).toEqual(sampled);
    for (const name of peopleFacetNames) {
      const expected = modelFacet(fixture.people, filters, fixture, name);
      const counts = sampled[name].map((entry) => entry.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const { value, count } of sampled[name]) {
        const truth = expected.get(value) ?? 0;
        expect(truth, `${name} ${value}`).toBeGreaterThan(0);
        if (truth >= 300) expect(Math.abs(count - truth) / truth, `${name} ${value}`).toBeLessThan(0.5);
      }
    }
  });

  it('counts bases below the limit exactly, whatever the sample', async () => {
    const filters: PeopleFilters = { countries: ['DE'], seniorities: ['vp'], departments: ['sales'] };
    const options = { exactLimit: 1000, sampleRows: 300, largestSamplePercent: 101 };
    const facets: PeopleFacets = await facetsOf(filters, options);
    for (const name of peopleFacetNames as readonly PeopleFacetName[]) {
      const expected = modelFacet(fixture.people, filters, fixture, name);
      for (const { value, count } of facets[name])
        expect([name, value, count]).toEqual([name, value, expected.get(value)]);
    }
  });
});
