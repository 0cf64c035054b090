import type { PeopleFacetName, peopleFiltersSchema } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

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

/** `%…%` for ILIKE with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The text query: every word must match, the last one as a prefix (`engin` finds "Engineer").
 * Null when `q` holds no word at all.
 */
export function textQuery(q: string | undefined): SQL | null {
  const words = q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const terms = words.map((word, index) => (index === words.length - 1 ? `'${word}':*` : `'${word}'`));
  return sql`to_tsquery('simple', ${terms.join(' & ')})`;
}

export interface FilterContext {
  /** Intent observations count from this date (`YYYY-MM-DD`, eight weeks back). */
  intentSince: string;
  /** Leave out this filter (a facet counting its own values). */
  omit?: keyof ParsedPeopleFilters;
}

/** The WHERE conditions over `people p` for every filter that is set (an empty list filters nothing). */
export function peopleFilterConditions(filters: ParsedPeopleFilters, context: FilterContext): SQL[] {
  const conditions: SQL[] = [];
  const use = (name: keyof ParsedPeopleFilters) => name !== context.omit;
  const anyOf = (name: keyof ParsedPeopleFilters, column: SQL, values: readonly string[] | undefined) => {
    if (use(name) && values && values.length > 0) conditions.push(sql`${column} = any(${textArray(values)})`);
  };

  const query = use('q') ? textQuery(filters.q) : null;
  if (query) conditions.push(sql`p.search @@ ${query}`);
  if (use('titles') && filters.titles?.length) {
    conditions.push(sql`p.title ilike any(${textArray(filters.titles.map(containsPattern))})`);
  }
  anyOf('seniorities', sql`p.seniority`, filters.seniorities);
  anyOf('departments', sql`p.department`, filters.departments);
  anyOf('industries', sql`p.industry`, filters.industries);
  anyOf('sizeBands', sql`p.size_band`, filters.sizeBands);
  anyOf('revenueBands', sql`p.revenue_band`, filters.revenueBands);
  anyOf(
    'countries',
    sql`p.country`,
    filters.countries?.map((code) => code.toUpperCase()),
  );
  anyOf('regions', sql`p.region`, filters.regions);
  anyOf('cities', sql`p.city`, filters.cities);
  anyOf('fundingStages', sql`p.funding_stage`, filters.fundingStages);
  if (use('technologies') && filters.technologies?.length) {
    conditions.push(sql`p.technologies && ${textArray(filters.technologies)}`);
  }
  if (use('emailVerifiedOnly') && filters.emailVerifiedOnly) conditions.push(sql`p.email_status = 'verified'`);
  if (use('hasPhone') && filters.hasPhone) conditions.push(sql`p.has_phone`);
  if (use('intent') && filters.intent) {
    conditions.push(sql`p.company_id in (
      select s.company_id from intent_signals s
      where s.topic = any(${textArray(filters.intent.topics)})
        and s.score >= ${filters.intent.minScore}
        and s.observed_week >= ${context.intentSince}::date)`);
  }
  return conditions;
}

/** `where a and b …`, or nothing. */
export function whereClause(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`where ${sql.join([...conditions], sql` and `)}`;
}
