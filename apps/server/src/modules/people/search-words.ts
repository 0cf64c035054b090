import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type RunQuery, runOn } from './query-rows.ts';
import { keywordUnits, prefixWordOf } from './title-search-sql.ts';

/**
 * At most this many words a typed prefix is written as (Elasticsearch's `max_expansions` default):
 * above, the prefix stays a partial match, which costs the same however many words it covers.
 */
export const maxPrefixExpansions = 50;

/** Above every character a word can start its next character with: the end of a prefix's range. */
const highest = String.fromCodePoint(0x10ffff);

/**
 * The words of the people index (`search_words`, kept by a trigger on `people`, migration 0021)
 * that the last typed word of `q` completes to, in order: a search writes them instead of the
 * prefix, so the index finds them as words. Undefined when `q` has no word or the prefix completes
 * to more than `maxPrefixExpansions` words (it is then matched as a prefix). One index range scan.
 */
export function prefixCompletions(db: Database, q: string | undefined): Promise<string[] | undefined> {
  return prefixCompletionsWith(runOn(db), q);
}

/** `prefixCompletions` through `run` (the benchmark sends the same SQL straight to the driver). */
export async function prefixCompletionsWith(run: RunQuery, q: string | undefined): Promise<string[] | undefined> {
  const prefix = prefixWordOf(keywordUnits(q));
  if (!prefix) return undefined;
  const rows = await run<{ word: string }>(
    sql`select word from search_words
        where word >= ${prefix} and word < ${prefix + highest}
        order by word limit ${maxPrefixExpansions + 1}`,
  );
  return rows.length > maxPrefixExpansions ? undefined : rows.map((row) => row.word);
}
