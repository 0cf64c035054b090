import type { LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { people } from '../../db/schema.ts';
import { actorFor } from '../credits/credits-test-support.ts';
import { createPeopleService, type PeopleSearchInput } from './people.service.ts';
import { measureQuality, type QualityCase, qualityCases, qualityTitles } from './title-search-quality.ts';
import { titleStopWords } from './title-synonyms.ts';
import { queryUnits, wordsMatch, wordsOf } from './title-words.ts';

let context: TestContext;
let owner: LoginReply;
let service: ReturnType<typeof createPeopleService>;
const titleOf = new Map<string, string>();

beforeAll(async () => {
  context = await createTestContext();
  owner = await context.signup();
  service = createPeopleService({ db: context.db, clock: context.clock });
  const rows = await context.db
    .insert(people)
    .values(
      qualityTitles.map((title, index) => ({
        firstName: 'Sam',
        lastName: `Person${index}`,
        fullName: `Sam Person${index}`,
        title,
        seniority: 'manager',
        department: 'sales',
        companyName: 'Northwind',
        country: 'US',
      })),
    )
    .returning({ id: people.id, title: people.title });
  for (const row of rows) titleOf.set(row.id, row.title);
}, 60_000);
afterAll(() => context.close());

async function titlesFound(body: Partial<PeopleSearchInput>) {
  const reply = await service.search(actorFor(owner), {
    sort: 'relevance',
    perPage: 100,
    includeFacets: false,
    ...body,
  } as PeopleSearchInput);
  return reply.data.map((person) => titleOf.get(person.id) ?? '?');
}

const bodyOf = (entry: QualityCase): { titles: string[] } | { q: string } =>
  entry.field === 'titles' ? { titles: [entry.query] } : { q: entry.query };

describe('title search quality table', () => {
  it('holds at least 40 title searches', () => {
    expect(qualityCases.filter((entry) => entry.field === 'titles').length).toBeGreaterThanOrEqual(40);
  });

  it('finds the right titles: precision and recall of at least 0.95 over the table', async () => {
    const found = new Map<QualityCase, string[]>();
    for (const entry of qualityCases) found.set(entry, await titlesFound(bodyOf(entry)));
    const figures = measureQuality((entry) => found.get(entry) ?? []);
    const misses = JSON.stringify(figures.misses);
    expect(figures.precision, misses).toBeGreaterThanOrEqual(0.95);
    expect(figures.recall, misses).toBeGreaterThanOrEqual(0.95);
  });

  it('agrees with the plain reading of the words (title-words.ts) on every search of the table', async () => {
    for (const entry of qualityCases.filter((item) => item.field === 'titles')) {
      const units = queryUnits(entry.query);
      const expected = qualityTitles.filter((title) => wordsMatch(wordsOf(title), units));
      expect([entry.query, (await titlesFound(bodyOf(entry))).sort()]).toEqual([entry.query, [...expected].sort()]);
    }
  });

  it('would fail the substring matching it replaces ("direCTOr" for CTO, no "VP of Sales" for "VP Sales")', () => {
    const substring = measureQuality((entry) =>
      qualityTitles.filter((title) => title.toLowerCase().includes(entry.query.toLowerCase())),
    );
    expect(substring.precision).toBeLessThan(0.95);
    expect(substring.recall).toBeLessThan(0.95);
  });
});

describe('title search ranking', () => {
  it('puts the exact title first, then every word as typed, then synonyms', async () => {
    const found = await titlesFound({ titles: ['VP Sales'] });
    expect(new Set(found.slice(0, 2))).toEqual(new Set(['VP Sales', 'VP of Sales']));
    expect(found[2]).toBe('VP Sales, EMEA');
    expect(new Set(found.slice(3))).toEqual(
      new Set(['Vice President of Sales', 'SVP Global Sales', 'Senior Vice President, Sales', 'EVP Sales & Marketing']),
    );
  });

  it('ranks keywords the same way: "cto" finds the CTO first and the Chief Technology Officer after', async () => {
    expect(await titlesFound({ q: 'cto' })).toEqual(['CTO', 'CTO & Co-Founder', 'Chief Technology Officer']);
  });

  it('keeps the order across keyset pages', async () => {
    const all = await titlesFound({ titles: ['Manager'] });
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const reply = await service.search(actorFor(owner), {
        titles: ['Manager'],
        sort: 'relevance',
        perPage: 4,
        includeFacets: false,
        ...(cursor ? { cursor } : {}),
      } as PeopleSearchInput);
      walked.push(...reply.data.map((person) => titleOf.get(person.id) ?? '?'));
      cursor = reply.nextCursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual(all);
    expect(all.length).toBeGreaterThan(8);
    expect(all.at(-1)).toBe('Sales Mgr');
  });
});

describe('stored title words (migration 0014, leadpilot_title_words)', () => {
  it('are the words of each title without the stop words of title-synonyms.ts, as the ranking expects', async () => {
    const rows = await context.db.select({ title: people.title, words: people.titleWords }).from(people);
    expect(rows.length).toBe(qualityTitles.length);
    const stop = new Set(titleStopWords);
    for (const row of rows) {
      const expected = [...new Set(wordsOf(row.title).filter((word) => !stop.has(word)))].sort();
      expect({ title: row.title, words: [...(row.words ?? [])].sort() }).toEqual({ title: row.title, words: expected });
    }
  });

  it('leave out every stop word the search leaves out, and only those', async () => {
    const title = `${titleStopWords.join(' ')} Sales`;
    const [row] = await context.db
      .insert(people)
      .values({
        firstName: 'Stop',
        lastName: 'Words',
        fullName: 'Stop Words',
        title,
        seniority: 'manager',
        department: 'sales',
        country: 'US',
      })
      .returning({ words: people.titleWords });
    expect(row?.words).toEqual(['sales']);
    await context.db.delete(people).where(eq(people.title, title));
  });
});
