import type { PeopleFacetName, peopleFiltersSchema } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { peopleFilterKeys } from '../../db/schema-prospects.ts';
import { keywordTsquery, keywordUnits, titlesCondition, titleUnits } from './title-search-sql.ts';

export type ParsedPeopleFilters = z.output<typeof peopleFiltersSchema>;

/** The filter each facet ignores when counting, so picking one value still shows the others. */
export const facetFilter: Record<PeopleFacetName, keyof ParsedPeopleFilters> = {
  seniority: 'seniorities',
  department: 'departments',
  industry: 'industries',
  sizeBand: 'sizeBands',
  revenueBand: 'revenueBands',
  country: 'countries',
  fundingStage: 'fundingStages',
  technologies: 'technologies',
  emailStatus: 'emailVerifiedOnly',
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The keyword query: every word must match (a word of the name, title or company), the last one
 * as a prefix (`engin` finds "Engineer"), each word or phrase also through its synonyms ("cto"
 * finds "Chief Technology Officer"); stop words ("of", "and") are left out. Null when `q` holds no
 * word at all.
 */
export function textQuery(q: string | undefined, completions?: readonly string[]): SQL | null {
  const units = keywordUnits(q);
  return units ? keywordTsquery(units, completions) : null;
}

export interface FilterContext {
  /** Intent observations count from this date (`YYYY-MM-DD`, eight weeks back). */
  intentSince: string;
  /** Leave out this filter (a facet counting its own values). */
  omit?: keyof ParsedPeopleFilters;
  /** The words the last typed word completes to (search-words.ts); absent: matched as a prefix. */
  completions?: readonly string[] | undefined;
}

/** A filter that is set, and its condition over `people p`. */
export interface NamedCondition {
  name: keyof ParsedPeopleFilters;
  condition: SQL;
}

/** The person's filter keys, spelled exactly as `people_search_filters_idx` indexes them. */
const filterKeys = sql.raw(peopleFilterKeys('p.'));

/** Filters over one column, with the column and the prefix of its filter keys (schema-prospects.ts). */
const columnFilters = [
  ['seniorities', sql`p.seniority`, 's'],
  ['departments', sql`p.department`, 'd'],
  ['industries', sql`p.industry`, 'i'],
  ['sizeBands', sql`p.size_band`, 'z'],
  ['revenueBands', sql`p.revenue_band`, 'r'],
  ['countries', sql`p.country`, 'c'],
  ['regions', sql`p.region`, 'g'],
  ['cities', sql`p.city`, 'l'],
  ['fundingStages', sql`p.funding_stage`, 'f'],
] as const;

/**
 * The condition of every filter that is set (an empty list, or `false`, filters nothing).
 *
 * Two spellings of the same test, chosen for the indexes that answer them:
 * - without a text query, a column filter is `column = value` (or `= any(…)`): B-tree indexes
 *   pair the common columns with `sequence`, and a single value lets the newest-first order walk
 *   one of them;
 * - with a text query or titles, it is an overlap with the person's filter keys (`'c:US'`, …), so one GIN
 *   index scan over `(search, filter keys, technologies)` finds the rows that match the text and
 *   every filter at once, instead of AND-ing bitmaps of hundreds of thousands of rows.
 * The keys are made from those very columns, so both spellings keep the same rows.
 */
export function namedFilterConditions(filters: ParsedPeopleFilters, context: FilterContext): NamedCondition[] {
  const conditions: NamedCondition[] = [];
  const use = (name: keyof ParsedPeopleFilters) => name !== context.omit;
  const add = (name: keyof ParsedPeopleFilters, condition: SQL) => {
    if (use(name)) conditions.push({ name, condition });
  };
  const query = textQuery(filters.q, context.completions);
  const titles = titleUnits(filters.titles);
  const keyed = query !== null || titles !== null;
  const matchKeys = (prefix: string, values: readonly string[]) =>
    sql`${filterKeys} && ${textArray(values.map((value) => `${prefix}:${value}`))}`;

  if (query) add('q', sql`p.search @@ ${query}`);
  if (titles) add('titles', titlesCondition(titles));
  for (const [name, column, prefix] of columnFilters) {
    const listed = filters[name];
    if (!listed || listed.length === 0) continue;
    const values = name === 'countries' ? listed.map((code) => code.toUpperCase()) : listed;
    const [only] = values;
    if (keyed) add(name, matchKeys(prefix, values));
    else if (values.length === 1 && only !== undefined) add(name, sql`${column} = ${only}`);
    else add(name, sql`${column} = any(${textArray(values)})`);
  }
  if (filters.technologies?.length) add('technologies', sql`p.technologies && ${textArray(filters.technologies)}`);
  if (filters.emailVerifiedOnly) {
    add('emailVerifiedOnly', keyed ? matchKeys('e', ['verified']) : sql`p.email_status = 'verified'`);
  }
  if (filters.hasPhone) add('hasPhone', keyed ? matchKeys('p', ['true']) : sql`p.has_phone`);
  if (filters.intent) {
    add(
      'intent',
      sql`p.company_id in (
      select s.company_id from intent_signals s
      where s.topic = any(${textArray(filters.intent.topics)})
        and s.score >= ${filters.intent.minScore}
        and s.observed_week >= ${context.intentSince}::date)`,
    );
  }
  return conditions;
}

/** The WHERE conditions over `people p` for every filter that is set (an empty list filters nothing). */
export function peopleFilterConditions(filters: ParsedPeopleFilters, context: FilterContext): SQL[] {
  return namedFilterConditions(filters, context).map((entry) => entry.condition);
}

/** `where a and b …`, or nothing. */
export function whereClause(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`where ${sql.join([...conditions], sql` and `)}`;
}
