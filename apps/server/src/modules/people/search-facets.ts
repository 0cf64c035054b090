import { type PeopleFacetName, peopleFacetNames } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type FilterContext,
  facetFilter,
  type NamedCondition,
  namedFilterConditions,
  type ParsedPeopleFilters,
  whereClause,
} from './people-filter-sql.ts';
import { type RunQuery, runOn } from './query-rows.ts';
import { plannedRows } from './search-total.ts';

/** The column each facet counts, and how many of its values it shows (null: all). */
const facetColumns: Record<PeopleFacetName, { column: string; limit: number | null }> = {
  seniority: { column: 'seniority', limit: null },
  department: { column: 'department', limit: null },
  industry: { column: 'industry', limit: 15 },
  sizeBand: { column: 'size_band', limit: null },
  revenueBand: { column: 'revenue_band', limit: null },
  country: { column: 'country', limit: 20 },
  fundingStage: { column: 'funding_stage', limit: null },
  technologies: { column: 'technologies', limit: 20 },
  emailStatus: { column: 'email_status', limit: null },
};

/**
 * A facet counts the people matching every filter but its own: facets sharing that set of people
 * ("base") are counted together, in one pass over it.
 */
export const exactFacetLimit = 30_000;
/** Above `exactFacetLimit`, facets are counted over a sample of about this many people, scaled up. */
export const facetSampleRows = 30_000;

export type PeopleFacets = Record<PeopleFacetName, { value: string; count: number }[]>;

interface FacetBase {
  /** The filter this base leaves out (undefined: none of them). */
  omit: keyof ParsedPeopleFilters | undefined;
  facets: PeopleFacetName[];
  conditions: NamedCondition[];
}

interface FacetRow {
  facet: string;
  value: string | null;
  count: number;
  rank: number;
}

/** Groups the facets by the people they count. */
function facetBases(filters: ParsedPeopleFilters, context: Omit<FilterContext, 'omit'>): FacetBase[] {
  const all = namedFilterConditions(filters, context);
  const set = new Set(all.map((entry) => entry.name));
  const bases = new Map<string, FacetBase>();
  for (const name of peopleFacetNames) {
    const own = facetFilter[name];
    const omit = set.has(own) ? own : undefined;
    const key = omit ?? '';
    const base = bases.get(key) ?? { omit, facets: [], conditions: all.filter((entry) => entry.name !== omit) };
    base.facets.push(name);
    bases.set(key, base);
  }
  return [...bases.values()];
}

/** A facet to count over the CTE `base`, and which of its rows count (null: all). */
interface FacetCount {
  name: PeopleFacetName;
  included: SQL | null;
}

/**
 * Counts per value of several facets over the rows of the CTE `base`, most first (ties by value,
 * in the database's collation), each cut to its limit; `rank` orders them. The plain columns are
 * counted in one pass (`GROUPING SETS`, one set per column, each counting only its included
 * rows); technologies, one row per tool, apart.
 */
function facetCounts(entries: readonly FacetCount[]): SQL {
  const parts: SQL[] = [];
  const plain = entries.filter((entry) => entry.name !== 'technologies');
  if (plain.length > 0) {
    const column = (name: PeopleFacetName) => sql`base.${sql.identifier(facetColumns[name].column)}`;
    const isSet = (name: PeopleFacetName) => sql`grouping(${column(name)}) = 0`;
    const facet = sql.join(
      plain.map(({ name }) => sql`when ${isSet(name)} then ${name}::text`),
      sql` `,
    );
    const count = sql.join(
      plain.map(
        ({ name, included }) =>
          sql`when ${isSet(name)} then count(*) ${included ? sql`filter (where ${included})` : sql``}`,
      ),
      sql` `,
    );
    // The columns are never null, so the one a grouping set keeps is the only one not null.
    const value = sql`coalesce(${sql.join(
      plain.map(({ name }) => column(name)),
      sql`, `,
    )})`;
    const sets = sql.join(
      plain.map(({ name }) => sql`(${column(name)})`),
      sql`, `,
    );
    const limited = plain.flatMap(({ name }) => {
      const { limit } = facetColumns[name];
      return limit === null ? [] : [sql`when ${name}::text then ${limit}::int`];
    });
    parts.push(sql`select facet, value, count, rank from (
        select facet, value, count,
               (row_number() over (partition by facet order by count desc, value asc))::int as rank
        from (
          select case ${facet} end as facet, ${value} as value, (case ${count} end)::int as count
          from base group by grouping sets (${sets})
        ) as grouped
        where count > 0) as counted
      ${limited.length === 0 ? sql`` : sql`where rank <= case facet ${sql.join(limited, sql` `)} else rank end`}`);
  }
  const tools = entries.find((entry) => entry.name === 'technologies');
  if (tools) {
    parts.push(sql`select 'technologies'::text as facet, value, count, rank from (
        select tool.value, count(*)::int as count,
               (row_number() over (order by count(*) desc, tool.value asc))::int as rank
        from base cross join lateral unnest(base.technologies) as tool(value)
        ${tools.included ? sql`where ${tools.included}` : sql``}
        group by tool.value) as counted
      where rank <= ${facetColumns.technologies.limit ?? 2_147_483_647}::int`);
  }
  return sql.join(parts, sql` union all `);
}

const columnsOf = (facets: readonly PeopleFacetName[]) =>
  sql.join(
    facets.map((name) => sql`p.${sql.identifier(facetColumns[name].column)}`),
    sql`, `,
  );

/** Every facet of one base, counted exactly: one scan of the base's rows. */
function exactFacetsQuery(base: FacetBase): SQL {
  return sql`with base as materialized (
      select ${columnsOf(base.facets)} from people p ${whereClause(base.conditions.map((entry) => entry.condition))}
    )
    ${facetCounts(base.facets.map((name) => ({ name, included: null })))}`;
}

/**
 * The facets of several large bases from one block sample of `percent` % of the table
 * (`TABLESAMPLE SYSTEM … REPEATABLE`, so the same query answers the same counts): the sample is
 * read once, with a flag per left-out filter; each base keeps the sampled rows that pass the
 * flags of the filters it does not leave out. Also counts each base's sampled rows (`#rows<n>`).
 */
function sampledFacetsQuery(bases: readonly FacetBase[], all: readonly NamedCondition[], percent: number): SQL {
  const omitted = [...new Set(bases.flatMap((base) => (base.omit ? [base.omit] : [])))];
  const common = all.filter((entry) => !omitted.includes(entry.name)).map((entry) => entry.condition);
  const flags = omitted.map((name, index) => {
    const condition = all.find((entry) => entry.name === name)?.condition ?? sql`true`;
    return sql`(${condition}) as ${sql.identifier(`k${index}`)}`;
  });
  const facets = [...new Set(bases.flatMap((base) => base.facets))];
  const flagsOf = (base: FacetBase) => {
    const kept = omitted.flatMap((name, index) =>
      name === base.omit ? [] : [sql`base.${sql.identifier(`k${index}`)}`],
    );
    return kept.length === 0 ? null : sql.join(kept, sql` and `);
  };
  const sampledRows = bases.map((base, index) => {
    const included = flagsOf(base);
    return sql`select ${`#rows${index}`}::text as facet, null::text as value, count(*)::int as count, 0 as rank
      from base ${included ? sql`where ${included}` : sql``}`;
  });
  const counts = facetCounts(bases.flatMap((base) => base.facets.map((name) => ({ name, included: flagsOf(base) }))));
  return sql`with base as materialized (
      select ${sql.join([columnsOf(facets), ...flags], sql`, `)}
      from people p tablesample system (${percent}::real) repeatable (0)
      ${whereClause(common)}
    )
    ${sql.join([...sampledRows, counts], sql` union all `)}`;
}

/** Puts the counts of `names` from `rows` into `into`, in rank order, scaled. */
function collect(rows: readonly FacetRow[], names: readonly PeopleFacetName[], into: Partial<PeopleFacets>, scale = 1) {
  const sorted = [...rows].sort((a, b) => a.rank - b.rank);
  for (const name of names) {
    into[name] = sorted
      .filter((row) => row.facet === name)
      .map((row) => ({ value: row.value ?? '', count: Math.round(row.count * scale) }));
  }
}

export interface FacetOptions {
  /** Bases expected to hold more people than this are counted from a sample. */
  exactLimit: number;
  /** About how many rows of the table the sample holds. */
  sampleRows: number;
  /** A sample this share of the table (%) or more is not worth it: count exactly. */
  largestSamplePercent: number;
}

export const defaultFacetOptions: FacetOptions = {
  exactLimit: exactFacetLimit,
  sampleRows: facetSampleRows,
  largestSamplePercent: 50,
};

/**
 * Counts per value, most first; each facet applies every filter except its own.
 *
 * Facets over the same people share one statement that reads them once. A base the planner
 * expects to hold more than `exactFacetLimit` people is counted from a block sample of about
 * `facetSampleRows` rows, scaled up (repeatable, so every page of a search shows the same counts;
 * a value too rare to be in the sample is left out); the rest, whatever the estimate, is exact.
 */
export async function searchFacetsWith(
  run: RunQuery,
  filters: ParsedPeopleFilters,
  context: Omit<FilterContext, 'omit'>,
  options: FacetOptions = defaultFacetOptions,
): Promise<PeopleFacets> {
  const all = namedFilterConditions(filters, context);
  const bases = facetBases(filters, context);
  const [table] = await run<{ rows: number }>(
    sql`select reltuples::float8 as rows from pg_class where oid = 'people'::regclass`,
  );
  const tableRows = Number(table?.rows ?? 0);
  const percent = tableRows > 0 ? Math.min(100, (100 * options.sampleRows) / tableRows) : 100;
  const facets: Partial<PeopleFacets> = {};
  const exactly = (base: FacetBase) =>
    run<FacetRow>(exactFacetsQuery(base)).then((rows) => collect(rows, base.facets, facets));

  const answer = () => Object.fromEntries(peopleFacetNames.map((name) => [name, facets[name] ?? []])) as PeopleFacets;
  if (tableRows <= options.exactLimit || percent >= options.largestSamplePercent) {
    await Promise.all(bases.map(exactly));
    return answer();
  }
  const estimates = await Promise.all(
    bases.map((base) => plannedRows(run, whereClause(base.conditions.map((entry) => entry.condition)))),
  );
  const large = bases.filter((_, index) => (estimates[index] ?? 0) > options.exactLimit);
  const small = bases.filter((base) => !large.includes(base));
  const sampled = async () => {
    if (large.length === 0) return;
    const rows = await run<FacetRow>(sampledFacetsQuery(large, all, percent));
    const scale = 100 / percent;
    // A base the planner overestimated (few rows in the sample): counted exactly after all.
    const recount = large.filter((_, index) => {
      const sampledRows = rows.find((row) => row.facet === `#rows${index}`)?.count ?? 0;
      return sampledRows * scale <= options.exactLimit / 2;
    });
    const keep = large.filter((base) => !recount.includes(base)).flatMap((base) => base.facets);
    collect(rows, keep, facets, scale);
    await Promise.all(recount.map(exactly));
  };
  await Promise.all([...small.map(exactly), sampled()]);
  return answer();
}

export function searchFacets(db: Database, filters: ParsedPeopleFilters, context: Omit<FilterContext, 'omit'>) {
  return searchFacetsWith(runOn(db), filters, context);
}
