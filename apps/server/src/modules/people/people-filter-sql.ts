import type { PeopleFacetName, peopleFiltersSchema } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { peopleFilterKeys, peoplePairKeyColumns, peoplePairKeys } from '../../db/schema-prospects.ts';
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

/** The filter of each column of `peoplePairKeyColumns`, by key letter. */
const pairedFilterOf = {
  s: 'seniorities',
  d: 'departments',
  z: 'sizeBands',
  c: 'countries',
  e: 'emailVerifiedOnly',
  p: 'hasPhone',
} as const satisfies Record<(typeof peoplePairKeyColumns)[number][0], keyof ParsedPeopleFilters>;

/**
 * The filters whose keys are also indexed in pairs (`peoplePairKeyColumns`, migration 0027), in that
 * order, with their key letters. A search with text and two or more of them ANDs pair conditions
 * (`'sz:senior|51-200'`, …) instead of one condition per filter: GIN then walks the posting lists of
 * people matching both filters of a pair instead of those of each filter (often a third of everyone).
 */
export const pairedFilters = peoplePairKeyColumns.map(([letter]) => [pairedFilterOf[letter], letter] as const);

/** The person's pair keys, spelled exactly as `people_search_filters_idx` indexes them. */
const pairKeys = sql.raw(peoplePairKeys('p.'));

/** At most this many keys in one pair condition (values of one filter times those of the other). */
export const maxPairKeys = 64;

export interface FilterContext {
  /** Intent observations count from this date (`YYYY-MM-DD`, eight weeks back). */
  intentSince: string;
  /** Leave out this filter (a facet counting its own values). */
  omit?: keyof ParsedPeopleFilters;
  /** The words the last typed word completes to (search-words.ts); absent: matched as a prefix. */
  completions?: readonly string[] | undefined;
  /** Pair the keyed filters (`pairedFilters`); false where conditions are tested row by row (a sample). */
  pairs?: boolean;
  /** The searching organisation: `excludeCustomers` reads its CRM's customers. */
  organisationId?: string;
}

/** A keyed filter that may go in a pair: its key prefix and values. */
interface PairableFilter {
  name: keyof ParsedPeopleFilters;
  prefix: string;
  values: readonly string[];
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
 *   every filter at once, instead of AND-ing bitmaps of hundreds of thousands of rows. Two or
 *   more of the `pairedFilters` are written as overlaps with the pair keys instead (`pairConditions`).
 * The keys are made from those very columns, so every spelling keeps the same rows.
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
  // Keyed filters that may go in pairs, gathered here and written after the others.
  const pairable: PairableFilter[] = [];
  const keyedFilter = (name: keyof ParsedPeopleFilters, prefix: string, values: readonly string[]) => {
    if (!use(name)) return;
    if (context.pairs !== false && pairedFilters.some(([filter]) => filter === name)) {
      pairable.push({ name, prefix, values });
    } else add(name, matchKeys(prefix, values));
  };

  if (query) add('q', sql`p.search @@ ${query}`);
  if (titles) add('titles', titlesCondition(titles));
  for (const [name, column, prefix] of columnFilters) {
    const listed = filters[name];
    if (!listed || listed.length === 0) continue;
    const values = name === 'countries' ? listed.map((code) => code.toUpperCase()) : listed;
    const [only] = values;
    if (keyed) keyedFilter(name, prefix, values);
    else if (values.length === 1 && only !== undefined) add(name, sql`${column} = ${only}`);
    else add(name, sql`${column} = any(${textArray(values)})`);
  }
  if (filters.technologies?.length) add('technologies', sql`p.technologies && ${textArray(filters.technologies)}`);
  if (filters.emailVerifiedOnly) {
    if (keyed) keyedFilter('emailVerifiedOnly', 'e', ['verified']);
    else add('emailVerifiedOnly', sql`p.email_status = 'verified'`);
  }
  if (filters.hasPhone) {
    if (keyed) keyedFilter('hasPhone', 'p', ['true']);
    else add('hasPhone', sql`p.has_phone`);
  }
  conditions.push(...pairConditions(pairable, matchKeys));
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
  if (filters.excludeCustomers && context.organisationId) {
    add('excludeCustomers', notCustomerOf(context.organisationId));
  }
  return conditions;
}

/**
 * Not held by the organisation's CRM as a customer: neither the address nor the company's domain is
 * among the customers the last HubSpot pull kept (`hubspot_customers`, unique per organisation, kind
 * and value, so each probe is one index look-up).
 */
const notCustomerOf = (organisationId: string) => sql`not exists (
  select 1 from hubspot_customers hc
  where hc.organisation_id = ${organisationId}
    and ((hc.kind = 'email' and hc.value = lower(p.email))
      or (hc.kind = 'domain' and hc.value = (select lower(co.domain) from companies co where co.id = p.company_id))))`;

const pairOrder = (name: keyof ParsedPeopleFilters) => pairedFilters.findIndex(([filter]) => filter === name);

/**
 * The keyed filters of `pairable` as pair conditions: in `pairedFilters` order, chained `a·b`,
 * `c·d`, … and an odd last one with the one before it (`b·c` for three), a pair's keys being every
 * value of the one with every value of the other. A filter left alone (the only one, or in a pair
 * of more than `maxPairKeys` keys) stays a condition of its own. The same rows either way: a
 * person's pair key is in the product exactly when both values are in their lists. A pair is named
 * after its first filter: facets leave a filter out before pairing (`omit`), never after.
 */
function pairConditions(
  pairable: readonly PairableFilter[],
  single: (prefix: string, values: readonly string[]) => SQL,
): NamedCondition[] {
  const sorted = [...pairable].sort((a, b) => pairOrder(a.name) - pairOrder(b.name));
  const conditions: NamedCondition[] = [];
  const covered = new Set<number>();
  const pairOf = (i: number, j: number) => {
    const a = sorted[i];
    const b = sorted[j];
    if (!a || !b || a.values.length * b.values.length > maxPairKeys) return;
    const keys = a.values.flatMap((x) => b.values.map((y) => `${a.prefix}${b.prefix}:${x}|${y}`));
    conditions.push({ name: a.name, condition: sql`${pairKeys} && ${textArray(keys)}` });
    covered.add(i).add(j);
  };
  for (let i = 0; i + 1 < sorted.length; i += 2) pairOf(i, i + 1);
  if (sorted.length % 2 === 1 && sorted.length >= 3) pairOf(sorted.length - 2, sorted.length - 1);
  sorted.forEach((entry, index) => {
    if (!covered.has(index)) conditions.push({ name: entry.name, condition: single(entry.prefix, entry.values) });
  });
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
