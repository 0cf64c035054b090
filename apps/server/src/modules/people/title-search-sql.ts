/**
 * The SQL of search by words (title-words.ts): a query's units as a `tsquery` of the `simple`
 * configuration, and the relevance rank: the exact title first, then every typed word, then
 * matches through a synonym, by `ts_rank` within each tier.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryUnits, typedWords, type WordUnit } from './title-words.ts';

/** Words are runs of letters and digits (title-words.ts), so quoting them needs no escaping. */
const lexeme = (word: string, isPrefix: boolean) => `'${word}'${isPrefix ? ':*' : ''}`;

/** `tsquery` text: every unit, each any of its spellings (a phrase as `<->`); the last typed word may be a prefix. */
export function unitsTsquery(units: readonly WordUnit[], prefixLast: boolean, withSynonyms = true): string {
  return units
    .map((unit, index) => {
      const isPrefix = prefixLast && index === units.length - 1;
      const spellings = withSynonyms ? unit.spellings : unit.spellings.slice(0, 1);
      const alternatives = spellings.map((spelling, order) => {
        const last = spelling.length - 1;
        const words = spelling.map((word, at) => lexeme(word, isPrefix && order === 0 && at === last));
        return words.length === 1 ? words[0] : `(${words.join(' <-> ')})`;
      });
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

const toTsquery = (text: string) => sql`to_tsquery('simple', ${text})`;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The person's title alone as words (the `search` column also holds the name and company): stored, `title_search`. */
export const titleVector = sql`p.title_search`;

/** The keyword query `q`: every word, with its synonyms; the last word as typed may be a prefix. Null without a word. */
export function keywordUnits(q: string | undefined): WordUnit[] | null {
  const units = queryUnits(q ?? '', true);
  return units.length === 0 ? null : units;
}

/** The titles filter: any of the titles, each by its words. Titles without a word are left out; null when none is left. */
export function titleUnits(titles: readonly string[] | undefined): WordUnit[][] | null {
  const each = (titles ?? []).map((title) => queryUnits(title)).filter((units) => units.length > 0);
  return each.length === 0 ? null : each;
}

export function keywordTsquery(units: readonly WordUnit[]): SQL {
  return toTsquery(unitsTsquery(units, true));
}

export function titlesTsquery(titles: readonly (readonly WordUnit[])[]): SQL {
  return toTsquery(titles.map((units) => `(${unitsTsquery(units, false)})`).join(' | '));
}

/**
 * The condition of the titles filter: the words are in the title. `search` (name, title, company)
 * holds the title's words too, so its GIN index finds the candidates and the title itself decides.
 */
export function titlesCondition(titles: readonly (readonly WordUnit[])[]): SQL {
  const query = titlesTsquery(titles);
  return sql`(p.search @@ ${query} and ${titleVector} @@ ${query})`;
}

/**
 * The title's words but stop words, and the parts a hyphenated word also gives ("co-founder": "co",
 * "founder"): stored, `title_words`, computed by `leadpilot_title_words` (migration 0014, whose stop
 * words are `titleStopWords`; title-words-sql.test.ts keeps them equal).
 */
const titleWordArray = sql`p.title_words`;

/**
 * 3 when the title is exactly the typed words (stop words and order aside), 2 when `plainMatch`
 * holds (every typed word, no synonym), else 1 (found through a synonym).
 */
function tier(units: readonly WordUnit[], plainMatch: SQL): SQL {
  const words = textArray(typedWords(units));
  return sql`(case when ${plainMatch} then
      case when ${titleWordArray} <@ ${words} and ${titleWordArray} @> ${words} then 3 else 2 end
    else 1 end)`;
}

/**
 * The relevance key of a search with keywords or titles (null with neither): the tiers of the
 * titles filter (the best of its titles) and of the keywords, added, then `ts_rank` scaled into
 * [0, 1) so it only orders people within a tier. A `real`, as the page cursor carries it.
 */
export function relevanceRank(q: string | undefined, titles: readonly string[] | undefined): SQL | null {
  const keywords = keywordUnits(q);
  const titleQueries = titleUnits(titles);
  if (!keywords && !titleQueries) return null;
  const tiers: SQL[] = [];
  if (titleQueries) {
    const each = titleQueries.map((units) =>
      tier(units, sql`${titleVector} @@ ${toTsquery(unitsTsquery(units, false, false))}`),
    );
    tiers.push(each.length === 1 ? (each[0] as SQL) : sql`greatest(${sql.join(each, sql`, `)})`);
  }
  if (keywords) tiers.push(tier(keywords, sql`p.search @@ ${toTsquery(unitsTsquery(keywords, true, false))}`));
  const text = keywords ? keywordTsquery(keywords) : titlesTsquery(titleQueries ?? []);
  return sql`((${sql.join(tiers, sql` + `)}) + ts_rank(p.search, ${text}, 32))::real`;
}
