import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { people } from '../../db/schema.ts';
import { generateProspects, insertProspects } from './generator/index.ts';
import { textQuery } from './people-filter-sql.ts';
import { maxPrefixExpansions, prefixCompletions } from './search-words.ts';
import { wordsOf } from './title-words.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProspects(
    database.db,
    generateProspects({ seed: 'search-words', people: 600, asOf: new Date('2026-11-01') }),
  );
}, 60_000);
afterAll(() => database?.close());

/** The ids a keyword query finds, written with the completions or as a plain prefix. */
async function found(q: string, completions: readonly string[] | undefined) {
  const query = textQuery(q, completions);
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select p.id from people p where p.search @@ ${query} order by p.id`,
  );
  return rows.map((row) => row.id);
}

describe('a typed prefix written as the words it completes to', () => {
  it('finds exactly the people the prefix finds, for prefixes of every length of words in the data', async () => {
    const rows = await database.db.select({ fullName: people.fullName, title: people.title }).from(people).limit(40);
    const words = [...new Set(rows.flatMap((row) => wordsOf(`${row.fullName} ${row.title}`)))].slice(0, 30);
    let expanded = 0;
    for (const word of words) {
      for (const length of [1, 2, Math.ceil(word.length / 2), word.length]) {
        const prefix = word.slice(0, length);
        const completions = await prefixCompletions(database.db, `${prefix}`);
        if (completions) expanded += 1;
        expect(await found(prefix, completions)).toEqual(await found(prefix, undefined));
        // A query of two words: the first whole, the last a prefix.
        const two = `${words[0]} ${prefix}`;
        expect(await found(two, await prefixCompletions(database.db, two))).toEqual(await found(two, undefined));
      }
    }
    expect(expanded).toBeGreaterThan(20);
  });

  it('stays a prefix when it completes to more words than the limit', async () => {
    const all = await queryRows<{ word: string }>(database.db, sql`select word from search_words`);
    const counts = new Map<string, number>();
    for (const { word } of all) counts.set(word[0] ?? '', (counts.get(word[0] ?? '') ?? 0) + 1);
    const [broad] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    expect((counts.get(broad ?? '') ?? 0) > maxPrefixExpansions).toBe(true);
    expect(await prefixCompletions(database.db, broad)).toBeUndefined();
    expect(await prefixCompletions(database.db, '')).toBeUndefined();
  });

  it('knows the words of people added or renamed after the index was built', async () => {
    expect(await prefixCompletions(database.db, 'zymurg')).toEqual([]);
    const [added] = await database.db
      .insert(people)
      .values({
        firstName: 'Ada',
        lastName: 'Quill',
        fullName: 'Ada Quill',
        title: 'Zymurgist',
        seniority: 'senior',
        department: 'operations',
        companyName: 'Brewhaus',
        country: 'GB',
      })
      .returning({ id: people.id });
    expect(await prefixCompletions(database.db, 'zymurg')).toEqual(['zymurgist']);
    await database.db
      .update(people)
      .set({ title: 'Xylographer' })
      .where(eq(people.id, added?.id ?? ''));
    expect(await prefixCompletions(database.db, 'xylo')).toEqual(['xylographer']);
    expect(await found('xylo', ['xylographer'])).toEqual([added?.id]);
  });
});
