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
  // The filters that are set, each on its own (a pair condition is named after one of its two).
  const set = new Set(namedFilterConditions(filters, { ...context, pairs: false }).map((entry) => entry.name));
  const bases = new Map<string, FacetBase>();
  for (const name of peopleFacetNames) {
    const own = facetFilter[name];
    const omit = set.has(own) ? own : undefined;
    const key = omit ?? '';
    // Every filter but `omit`, paired after leaving it out (people-filter-sql.ts `pairConditions`).
    const base = bases.get(key) ?? {
      omit,
      facets: [],
      conditions: omit ? namedFilterConditions(filters, { ...context, omit }) : all,
    };
    base.facets.push(name);
    bases.set(key, base);
  }
  return [...bases.values()];
}

/** A facet to count over the rows of `base`, and which of its rows count (null: all). */
interface FacetCount {
  name: PeopleFacetName;
  included: SQL | null;
}

const facetColumn = (name: PeopleFacetName) => sql`base.${sql.identifier(facetColumns[name].column)}`;

/**
 * Counts per value of the plain facets (every one but technologies) over the rows of `base`, most
 * first (ties by value, in the database's collation), each cut to its limit; `rank` orders them.
 * One pass: `GROUPING SETS`, one set per column, each counting only its included rows. With
 * `flags` (boolean columns of `base`), one more set counts the rows per combination of the flags:
 * facet `#flags`, the value their `0`/`1` digits in order (`''` without flags). `from` names the
 * rows `base` (the CTE by default).
 */
function plainFacetCounts(plain: readonly FacetCount[], flags?: readonly SQL[], from: SQL = sql`base`): SQL {
  const isSet = (name: PeopleFacetName) => sql`grouping(${facetColumn(name)}) = 0`;
  // `case when … end`, or the `else` alone when no facet is plain (only the flags' set then).
  const caseOf = (whens: SQL[], otherwise: SQL | null) => {
    if (whens.length === 0) return otherwise ?? sql`null`;
    return sql`case ${sql.join(whens, sql` `)} ${otherwise ? sql`else ${otherwise}` : sql``} end`;
  };
  const facet = caseOf(
    plain.map(({ name }) => sql`when ${isSet(name)} then ${name}::text`),
    flags ? sql`'#flags'::text` : null,
  );
  const count = caseOf(
    plain.map(
      ({ name, included }) =>
        sql`when ${isSet(name)} then count(*) ${included ? sql`filter (where ${included})` : sql``}`,
    ),
    flags ? sql`count(*)` : null,
  );
  const flagDigits =
    flags && flags.length > 0
      ? sql`concat(${sql.join(
          flags.map((flag) => sql`coalesce(${flag}, false)::int`),
          sql`, `,
        )})`
      : sql`''::text`;
  // The columns are never null, so the one a grouping set keeps is the only one not null (and in
  // the flags' set, none is).
  const value = sql`coalesce(${sql.join(
    [...plain.map(({ name }) => facetColumn(name)), ...(flags ? [flagDigits] : [])],
    sql`, `,
  )})`;
  const sets = sql.join(
    [
      ...plain.map(({ name }) => sql`(${facetColumn(name)})`),
      ...(flags ? [sql`(${sql.join([...flags], sql`, `)})`] : []),
    ],
    sql`, `,
  );
  const limited = plain.flatMap(({ name }) => {
    const { limit } = facetColumns[name];
    return limit === null ? [] : [sql`when ${name}::text then ${limit}::int`];
  });
  return sql`select facet, value, count, rank from (
        select facet, value, count,
               (row_number() over (partition by facet order by count desc, value asc))::int as rank
        from (
          select ${facet} as facet, ${value} as value, (${count})::int as count
          from ${from} group by grouping sets (${sets})
        ) as grouped
        where count > 0) as counted
      ${limited.length === 0 ? sql`` : sql`where rank <= case facet ${sql.join(limited, sql` `)} else rank end`}`;
}

/** The technologies facet (one row per tool) over `from`, which names the tools `tool.value`. */
function toolCounts(from: SQL, included: SQL | null): SQL {
  return sql`select 'technologies'::text as facet, value, count, rank from (
        select tool.value, count(*)::int as count,
               (row_number() over (order by count(*) desc, tool.value asc))::int as rank
        from ${from}
        ${included ? sql`where ${included}` : sql``}
        group by tool.value) as counted
      where rank <= ${facetColumns.technologies.limit ?? 2_147_483_647}::int`;
}

/**
 * Counts per value of several facets over the rows of the CTE `base` (see `plainFacetCounts`);
 * technologies, one row per tool, apart.
 */
function facetCounts(entries: readonly FacetCount[]): SQL {
  const parts: SQL[] = [];
  const plain = entries.filter((entry) => entry.name !== 'technologies');
  if (plain.length > 0) parts.push(plainFacetCounts(plain));
  const tools = entries.find((entry) => entry.name === 'technologies');
  if (tools)
    parts.push(toolCounts(sql`base cross join lateral unnest(base.technologies) as tool(value)`, tools.included));
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

/** The block sample of `percent` % of the table (`TABLESAMPLE SYSTEM … REPEATABLE`: the same blocks every time). */
const sampleOf = (percent: number) => sql`people p tablesample system (${percent}::real) repeatable (0)`;

/**
 * The facets of several large bases from one block sample of `percent` % of the table (the same
 * query answers the same counts), in at most two statements that can run side by side: the plain
 * facets of every base in one pass (a flag per left-out filter, each base counting the sampled rows
 * that pass the flags of the filters it does not leave out), with the sampled rows per combination
 * of the flags (`#flags`, for each base's row count); and technologies, one row per tool, over the
 * sampled rows of its own base. No CTE: nothing is written aside, however large the sample.
 */
function sampledFacetsQueries(
  bases: readonly FacetBase[],
  all: readonly NamedCondition[],
  percent: number,
): { plain: SQL; tools: SQL | null; omitted: (keyof ParsedPeopleFilters)[] } {
  const omitted = [...new Set(bases.flatMap((base) => (base.omit ? [base.omit] : [])))];
  const common = all.filter((entry) => !omitted.includes(entry.name)).map((entry) => entry.condition);
  const flagName = (index: number) => sql.identifier(`k${index}`);
  const flags = omitted.map((name, index) => {
    const condition = all.find((entry) => entry.name === name)?.condition ?? sql`true`;
    return sql`(${condition}) as ${flagName(index)}`;
  });
  const flagsOf = (base: FacetBase) => {
    const kept = omitted.flatMap((name, index) => (name === base.omit ? [] : [sql`base.${flagName(index)}`]));
    return kept.length === 0 ? null : sql.join(kept, sql` and `);
  };
  const plainFacets = bases.flatMap((base) =>
    base.facets.filter((name) => name !== 'technologies').map((name) => ({ name, included: flagsOf(base) })),
  );
  const columns = [...new Set(plainFacets.map((entry) => entry.name))].map(
    (name) => sql`p.${sql.identifier(facetColumns[name].column)}`,
  );
  // `offset 0` keeps the flags computed once per row, not once per aggregate that reads them.
  const selected = [...columns, ...flags];
  const from = sql`(select ${selected.length === 0 ? sql`1 as one` : sql.join(selected, sql`, `)}
      from ${sampleOf(percent)} ${whereClause(common)} offset 0) as base`;
  const flagColumns = omitted.map((_, index) => sql`base.${flagName(index)}`);
  const toolsBase = bases.find((base) => base.facets.includes('technologies'));
  // Its filters one by one, as the flags (no pairs: each sampled row is tested, not looked up).
  const toolsWhere = toolsBase
    ? all.filter((entry) => entry.name !== toolsBase.omit).map((entry) => entry.condition)
    : [];
  return {
    plain: plainFacetCounts(plainFacets, flagColumns, from),
    tools: toolsBase
      ? toolCounts(
          sql`${sampleOf(percent)} cross join lateral unnest(p.technologies) as tool(value)`,
          toolsWhere.length === 0 ? null : sql.join(toolsWhere, sql` and `),
        )
      : null,
    omitted,
  };
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
  // Each filter on its own: the sample tests them row by row, as flags named after their filter.
  const all = namedFilterConditions(filters, { ...context, pairs: false });
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
    const queries = sampledFacetsQueries(large, all, percent);
    const [plainRows, toolRows] = await Promise.all([
      run<FacetRow>(queries.plain),
      queries.tools ? run<FacetRow>(queries.tools) : Promise.resolve([]),
    ]);
    const rows = [...plainRows, ...toolRows];
    const scale = 100 / percent;
    // A base's sampled rows: those passing the flags of every filter it does not leave out.
    const sampledRowsOf = (base: FacetBase) =>
      plainRows
        .filter((row) => row.facet === '#flags')
        .filter((row) =>
          queries.omitted.every((name, index) => name === base.omit || (row.value ?? '').charAt(index) === '1'),
        )
        .reduce((sum, row) => sum + Number(row.count), 0);
    // A base the planner overestimated (few rows in the sample): counted exactly after all.
    const recount = large.filter((base) => sampledRowsOf(base) * scale <= options.exactLimit / 2);
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
