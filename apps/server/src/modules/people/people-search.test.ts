import {
  type LoginReply,
  type PeopleFacetName,
  type PeopleFilters,
  type PeopleSearchBody,
  peopleFacetNames,
} from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFor } from '../credits/credits-test-support.ts';
import { createPeopleService } from './people.service.ts';
import { modelFacet, modelMatches } from './people-search-model.ts';
import { buyPlan, createSearchFixture, type SearchFixture, search, searchAll } from './people-search-test-support.ts';

let fixture: SearchFixture;
let owner: LoginReply;

beforeAll(async () => {
  fixture = await createSearchFixture();
  owner = await fixture.context.signup();
  await buyPlan(fixture.context, owner, 'startup');
}, 120_000);
afterAll(() => fixture.context.close());

const expectedIds = (filters: PeopleFilters) =>
  fixture.people.filter((person) => modelMatches(person, filters, fixture)).map((person) => person.id);

/** The most common value of a field, so filters pick a value with enough rows. */
function common<T>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] as T;
}

async function idsOf(body: PeopleSearchBody) {
  const pages = await searchAll(fixture.context, owner.accessToken, { perPage: 100, includeFacets: false, ...body });
  return pages.flatMap((page) => page.data.map((person) => person.id));
}

describe('people search filters (each checked against a plain TypeScript reading of the data)', () => {
  const cases: [string, () => PeopleFilters][] = [
    ['no filter at all', () => ({})],
    ['q: a last name', () => ({ q: common(fixture.people.map((person) => person.lastName)) })],
    ['q: the last word as a prefix', () => ({ q: 'engin' })],
    ['q: two words', () => ({ q: 'sales manager' })],
    ['q: punctuation only (no filter)', () => ({ q: ' !? ' })],
    ['titles: any of, case-insensitive', () => ({ titles: ['vp of', 'HEAD OF'] })],
    ['titles: punctuation is not a word', () => ({ titles: ['V_', '100%', '&'] })],
    ['seniorities', () => ({ seniorities: ['vp', 'director'] })],
    ['departments', () => ({ departments: ['sales', 'marketing'] })],
    ['industries', () => ({ industries: [common(fixture.people.map((person) => person.industry))] })],
    ['sizeBands', () => ({ sizeBands: ['51-200', '10001+'] })],
    ['revenueBands', () => ({ revenueBands: ['1M-10M'] })],
    ['countries, lower-case', () => ({ countries: ['us', 'gb', 'IN'] })],
    ['regions', () => ({ regions: ['California', 'England'] })],
    ['cities', () => ({ cities: ['London', 'Bengaluru'] })],
    ['technologies overlap', () => ({ technologies: ['Salesforce', 'Snowflake'] })],
    ['fundingStages', () => ({ fundingStages: ['series_a', 'series_b'] })],
    ['emailVerifiedOnly', () => ({ emailVerifiedOnly: true })],
    ['emailVerifiedOnly: false filters nothing', () => ({ emailVerifiedOnly: false })],
    ['hasPhone', () => ({ hasPhone: true })],
    [
      'intent (Startup plan)',
      () => ({
        intent: { topics: [common(fixture.signals.map((signal) => signal.topic)), 'CRM software'], minScore: 60 },
      }),
    ],
    [
      'intent with a low minimum score',
      () => ({ intent: { topics: ['Cloud security', 'Data enrichment'], minScore: 10 } }),
    ],
    [
      'combined: departments, seniorities, countries, verified email',
      () => ({
        departments: ['sales'],
        seniorities: ['manager', 'senior', 'entry'],
        countries: ['US'],
        emailVerifiedOnly: true,
      }),
    ],
    [
      'combined: q, technologies, sizeBands, hasPhone',
      () => ({
        q: 'engineer',
        technologies: ['GitHub', 'Datadog', 'Jira'],
        sizeBands: ['51-200', '201-500'],
        hasPhone: true,
      }),
    ],
    [
      'combined: intent, industries, fundingStages',
      () => ({
        intent: { topics: [...new Set(fixture.signals.map((signal) => signal.topic))].slice(0, 10), minScore: 40 },
        industries: ['Software', 'Financial Services'],
        fundingStages: ['none', 'seed', 'series_a', 'series_b'],
      }),
    ],
  ];

  it.each(cases)('%s', async (_, filtersOf) => {
    const filters = filtersOf();
    const expected = expectedIds(filters);
    const got = await idsOf({ ...filters, sort: 'newest' });
    expect(got.length).toBe(expected.length);
    expect(new Set(got)).toEqual(new Set(expected));
    const first = await search(fixture.context, owner.accessToken, { ...filters, perPage: 5, includeFacets: false });
    expect(first.body.total).toEqual({ value: expected.length, isExact: true });
  });

  it('finds something for most of the cases above (the data set exercises them)', () => {
    expect(expectedIds({ q: 'engin' }).length).toBeGreaterThan(20);
    expect(expectedIds({ titles: ['V_'] })).toEqual([]);
    expect(expectedIds({ intent: { topics: ['CRM software'], minScore: 0 } }).length).toBeGreaterThan(0);
  });
});

describe('keyset pagination', () => {
  const filters: PeopleFilters = { departments: ['sales', 'engineering'], countries: ['US', 'GB', 'DE'] };

  it.each([
    ['newest', 'newest' as const, undefined],
    ['name', 'name' as const, undefined],
    ['relevance without text (newest)', 'relevance' as const, undefined],
    ['relevance with text', 'relevance' as const, 'manager'],
  ])('walks every result once, in order, sorted by %s', async (_, sort, q) => {
    const body = { ...filters, ...(q ? { q } : {}), sort, perPage: 37, includeFacets: false };
    const pages = await searchAll(fixture.context, owner.accessToken, body);
    const ids = pages.flatMap((page) => page.data.map((person) => person.id));
    const expected = expectedIds({ ...filters, ...(q ? { q } : {}) });
    expect(pages.length).toBe(Math.max(1, Math.ceil(expected.length / 37)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(expected));
    expect(pages.at(-1)?.nextCursor).toBeNull();

    // The order, from a hand-written query over the same people.
    const order =
      sort === 'name'
        ? 'full_name asc, sequence asc'
        : q
          ? `ts_rank(search, to_tsquery('simple', '${q}:*')) desc, sequence desc`
          : 'sequence desc';
    const rows = await fixture.context.database.query<{ id: string }>(
      `select id from people where id = any($1::uuid[]) order by ${order}`,
      [expected],
    );
    expect(ids).toEqual(rows.map((row) => row.id));
  });

  it('orders newest by generation order, latest first', async () => {
    const ids = await idsOf({ sort: 'newest', countries: ['FR'] });
    const positions = ids.map((id) => fixture.position.get(id) ?? -1);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });
});

describe('numbered pages', () => {
  const filters: PeopleFilters = { departments: ['sales', 'engineering'], countries: ['US', 'GB', 'DE'] };

  it.each([
    ['name', 'name' as const, undefined],
    ['newest', 'newest' as const, undefined],
    ['relevance with text', 'relevance' as const, 'manager'],
  ])('page N is the N-th page the cursors walk to, sorted by %s', async (_, sort, q) => {
    const body = { ...filters, ...(q ? { q } : {}), sort, perPage: 20, includeFacets: false };
    const walked = await searchAll(fixture.context, owner.accessToken, body);
    expect(walked.length).toBeGreaterThanOrEqual(3);
    for (const page of [2, 3, walked.length]) {
      const response = await search(fixture.context, owner.accessToken, { ...body, page });
      expect(response.status).toBe(200);
      expect(response.body.data.map((person) => person.id)).toEqual(walked[page - 1]?.data.map((person) => person.id));
      expect(response.body.total.value).toBe(walked[0]?.total.value);
    }
    // Its next cursor continues where the numbered page ended.
    const second = await search(fixture.context, owner.accessToken, { ...body, page: 2 });
    const next = await search(fixture.context, owner.accessToken, { ...body, cursor: second.body.nextCursor ?? '' });
    expect(next.body.data.map((person) => person.id)).toEqual(walked[2]?.data.map((person) => person.id));
  });

  it('answers an empty page past the last one, with the total', async () => {
    const response = await search(fixture.context, owner.accessToken, {
      countries: ['NZ'],
      perPage: 25,
      page: 300,
      includeFacets: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
    expect(response.body.nextCursor).toBeNull();
    expect(response.body.total.value).toBe(expectedIds({ countries: ['NZ'] }).length);
  });

  it.each<[string, PeopleSearchBody, number, string]>([
    ['page 0', { page: 0 }, 400, 'Pages start at 1'],
    ['a fractional page', { page: 1.5 }, 400, ''],
    [
      'a page past the numbered reach',
      { page: 401, perPage: 25 },
      422,
      'Pages go up to 400 (the first 10,000 results)',
    ],
    ['a page and a cursor', { page: 2, cursor: 'abc' }, 422, 'Ask for a page number or a cursor, not both.'],
  ])('refuses %s with a message', async (_, body, status, message) => {
    const response = await search(fixture.context, owner.accessToken, { includeFacets: false, ...body });
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(response.body.message?.length).toBeGreaterThan(0);
  });
});

describe('totals', () => {
  it('counts exactly up to the limit, then answers the planner estimate as approximate', async () => {
    const service = createPeopleService({ db: fixture.context.db, clock: fixture.context.clock, exactTotalLimit: 500 });
    const actor = actorFor(owner);
    const body = { sort: 'newest' as const, perPage: 10, includeFacets: false };
    const small = await service.search(actor, { ...body, countries: ['NZ'] });
    const nz = expectedIds({ countries: ['NZ'] }).length;
    expect(nz).toBeLessThanOrEqual(500);
    expect(small.total).toEqual({ value: nz, isExact: true });
    const large = await service.search(actor, body);
    expect(large.total.isExact).toBe(false);
    expect(large.total.value).toBeGreaterThan(500);
  });
});

describe('facets', () => {
  const limits: Partial<Record<PeopleFacetName, number>> = { industry: 15, country: 20, technologies: 20 };

  it.each<[string, PeopleFilters]>([
    ['without filters', {}],
    [
      'with filters, each facet ignoring its own',
      { seniorities: ['manager'], countries: ['US', 'IN'], technologies: ['Slack'] },
    ],
    ['with text, verified email and industry', { q: 'sales', emailVerifiedOnly: true, industries: ['Software'] }],
  ])('match independent counts %s', async (_, filters) => {
    const response = await search(fixture.context, owner.accessToken, { ...filters, perPage: 1, includeFacets: true });
    expect(response.status).toBe(200);
    const facets = response.body.facets;
    expect(facets).not.toBeNull();
    for (const name of peopleFacetNames) {
      const got = facets?.[name] ?? [];
      const expected = modelFacet(fixture.people, filters, fixture, name);
      const limit = limits[name];
      for (const { value, count } of got) expect([name, value, count]).toEqual([name, value, expected.get(value)]);
      expect(got.map((entry) => entry.count)).toEqual([...got.map((entry) => entry.count)].sort((a, b) => b - a));
      if (limit === undefined || expected.size <= limit) {
        expect(got.length).toBe(expected.size);
      } else {
        expect(got.length).toBe(limit);
        const smallestShown = Math.min(...got.map((entry) => entry.count));
        const shown = new Set(got.map((entry) => entry.value));
        for (const [value, count] of expected) if (!shown.has(value)) expect(count).toBeLessThanOrEqual(smallestShown);
      }
    }
  });

  it('are left out when not asked for', async () => {
    const response = await search(fixture.context, owner.accessToken, { perPage: 1, includeFacets: false });
    expect(response.body.facets).toBeNull();
  });
});
