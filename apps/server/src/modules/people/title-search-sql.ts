/**
 * The SQL of search by words (title-words.ts): a query's units as a `tsquery` of the `simple`
 * configuration, and the relevance rank: the exact title first, then every typed word, then
 * matches through a synonym, by `ts_rank` within each tier.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryUnits, typedWords, type WordUnit } from './title-words.ts';

/** A lexeme quoted for `to_tsquery` (typed words are letters and digits; stored words may hold more). */
const quoted = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The last typed word as a prefix: the words of the index it completes to when they are known
 * (`completions`, search-words.ts), as alternatives GIN looks up like any word; else `:*`, a
 * partial match that collects every match into a bitmap first (about 10 ms for 18,000 matches at a
 * million people, where the alternatives cost what one word costs).
 */
function prefixLexeme(word: string, completions: readonly string[] | undefined): string {
  if (!completions || completions.length === 0) return `${quoted(word)}:*`;
  return completions.length === 1 ? quoted(completions[0] as string) : `(${completions.map(quoted).join(' | ')})`;
}

/**
 * `tsquery` text: every unit, each any of its spellings (a phrase as `<->`); the last typed word
 * may be a prefix, written with its `completions` when given.
 */
export function unitsTsquery(
  units: readonly WordUnit[],
  prefixLast: boolean,
  withSynonyms = true,
  completions?: readonly string[],
): string {
  return units
    .map((unit, index) => {
      const isPrefix = prefixLast && index === units.length - 1;
      const spellings = withSynonyms ? unit.spellings : unit.spellings.slice(0, 1);
      const alternatives = spellings.map((spelling, order) => {
        const last = spelling.length - 1;
        const words = spelling.map((word, at) =>
          isPrefix && order === 0 && at === last ? prefixLexeme(word, completions) : quoted(word),
        );
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

/** The word of the keyword query that is matched as a prefix: the last one typed (null without words). */
export function prefixWordOf(units: readonly WordUnit[] | null): string | null {
  return units?.at(-1)?.spellings[0]?.at(-1) ?? null;
}

export function keywordTsquery(units: readonly WordUnit[], completions?: readonly string[]): SQL {
  return toTsquery(unitsTsquery(units, true, true, completions));
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
export function relevanceRank(
  q: string | undefined,
  titles: readonly string[] | undefined,
  completions?: readonly string[],
): SQL | null {
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
  if (keywords) {
    tiers.push(tier(keywords, sql`p.search @@ ${toTsquery(unitsTsquery(keywords, true, false, completions))}`));
  }
  const text = keywords ? keywordTsquery(keywords, completions) : titlesTsquery(titleQueries ?? []);
  return sql`((${sql.join(tiers, sql` + `)}) + ts_rank(p.search, ${text}, 32))::real`;
}
