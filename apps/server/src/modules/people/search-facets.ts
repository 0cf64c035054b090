import { type PeopleFacetName, peopleFacetNames } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type FilterContext,
  facetFilter,
  type ParsedPeopleFilters,
  peopleFilterConditions,
  whereClause,
} from './people-filter-sql.ts';
import { queryRows } from './query-rows.ts';

/** The value each facet counts, and how many of its values it shows (null: all). */
const facetColumns: Record<PeopleFacetName, { value: SQL; limit: number | null }> = {
  seniority: { value: sql`p.seniority`, limit: null },
  department: { value: sql`p.department`, limit: null },
  industry: { value: sql`p.industry`, limit: 15 },
  sizeBand: { value: sql`p.size_band`, limit: null },
  revenueBand: { value: sql`p.revenue_band`, limit: null },
  country: { value: sql`p.country`, limit: 20 },
  fundingStage: { value: sql`p.funding_stage`, limit: null },
  technologies: { value: sql`unnest(p.technologies)`, limit: 20 },
  emailStatus: { value: sql`p.email_status`, limit: null },
};

export type PeopleFacets = Record<PeopleFacetName, { value: string; count: number }[]>;

/** Counts per value, most first; each facet applies every filter except its own. */
export async function searchFacets(
  db: Database,
  filters: ParsedPeopleFilters,
  context: Omit<FilterContext, 'omit'>,
): Promise<PeopleFacets> {
  const entries = await Promise.all(
    peopleFacetNames.map(async (name) => {
      const { value, limit } = facetColumns[name];
      const where = whereClause(peopleFilterConditions(filters, { ...context, omit: facetFilter[name] }));
      const rows = await queryRows<{ value: string; count: number }>(
        db,
        sql`select ${value} as value, count(*)::int as count from people p ${where}
            group by 1 order by 2 desc, 1 asc ${limit === null ? sql`` : sql`limit ${limit}`}`,
      );
      return [name, rows.map((row) => ({ value: row.value, count: row.count }))] as const;
    }),
  );
  return Object.fromEntries(entries) as PeopleFacets;
}
