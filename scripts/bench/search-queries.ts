// The two searches the benchmark measures, and the server's own search SQL run straight through a
// driver (node-postgres or PGlite), so each HTTP figure has the raw SQL of the same query beside it.
import type { PGlite } from '@electric-sql/pglite';
import { type PeopleSearchBody, peopleSearchBodySchema } from '@leadpilot/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  type ParsedPeopleFilters,
  peopleFilterConditions,
  textQuery,
  whereClause,
} from '../../apps/server/src/modules/people/people-filter-sql.ts';
import type { RunQuery } from '../../apps/server/src/modules/people/query-rows.ts';
import { searchFacetsWith } from '../../apps/server/src/modules/people/search-facets.ts';
import { type PageRequest, searchPageWith } from '../../apps/server/src/modules/people/search-page.ts';
import { exactTotalLimit, searchTotalWith } from '../../apps/server/src/modules/people/search-total.ts';
import { intentWindowStart } from '../../apps/server/src/modules/people/surging-intent.ts';
import { relevanceRank } from '../../apps/server/src/modules/people/title-search-sql.ts';

export type CaseKey = 'broad' | 'narrow';

export interface SearchCase {
  key: CaseKey;
  label: string;
  /** What the query is, in words, for the report. */
  description: string;
  body: PeopleSearchBody;
}

/** The searches measured; their bodies are written out in the report. */
export const searchCases: SearchCase[] = [
  {
    key: 'broad',
    label: 'Broad',
    description: 'one filter, no text: everyone in the United States, newest first (about 32 % of the people)',
    body: { countries: ['US'] },
  },
  {
    key: 'narrow',
    label: 'Narrow',
    description:
      'text plus three filters: "security" (a word of the title or company, as a prefix: the words it completes to), ' +
      'seniority senior or manager, ' +
      'country US or GB, company size 51–200 or 201–500; by relevance (`ts_rank`)',
    body: {
      q: 'security',
      seniorities: ['senior', 'manager'],
      countries: ['US', 'GB'],
      sizeBands: ['51-200', '201-500'],
    },
  },
];

/** The parts of a search, as the server builds them from a request body. */
export interface ServerSearch {
  filters: ParsedPeopleFilters;
  context: { intentSince: string; completions: readonly string[] | undefined };
  page(cursor: string | undefined): PageRequest;
  where: SQL;
}

/**
 * The search as the server builds it; `completions`: the words the last typed word completes to,
 * as the server looks them up (`prefixCompletionsWith`), so the raw SQL is the server's SQL.
 */
export function serverSearch(body: PeopleSearchBody, perPage: number, completions?: readonly string[]): ServerSearch {
  const parsed = peopleSearchBodySchema.parse({ ...body, perPage });
  const context = { intentSince: intentWindowStart(new Date()), completions };
  const conditions = peopleFilterConditions(parsed, context);
  return {
    filters: parsed,
    context,
    page: (cursor) => ({
      conditions,
      query: textQuery(parsed.q, completions),
      rank: relevanceRank(parsed.q, parsed.titles, completions),
      sort: parsed.sort,
      cursor,
      perPage,
    }),
    where: whereClause(conditions),
  };
}

/** The SQL statements of each part of a search, run by `run`. */
export const searchParts = {
  page: (run: RunQuery, search: ServerSearch, cursor: string | undefined) => searchPageWith(run, search.page(cursor)),
  facets: (run: RunQuery, search: ServerSearch) => searchFacetsWith(run, search.filters, search.context),
  total: (run: RunQuery, search: ServerSearch) => searchTotalWith(run, search.where, exactTotalLimit),
};

const dialect = new PgDialect();

export interface Statement {
  text: string;
  params: unknown[];
}

export function toStatement(query: SQL): Statement {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}

/** Runs the SQL on a node-postgres pool: no Drizzle, no HTTP. */
export function poolRunner(pool: pg.Pool): RunQuery {
  return async <Row>(query: SQL) => {
    const { text, params } = toStatement(query);
    return (await pool.query(text, params)).rows as Row[];
  };
}

/** Runs the SQL on a PGlite instance directly. */
export function pgliteRunner(pglite: PGlite): RunQuery {
  return async <Row>(query: SQL) => {
    const { text, params } = toStatement(query);
    return (await pglite.query<Row>(text, params)).rows;
  };
}

/** A runner that also keeps every statement it ran, in order. */
export function recordingRunner(run: RunQuery): { run: RunQuery; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    run: <Row>(query: SQL) => {
      statements.push(toStatement(query));
      return run<Row>(query);
    },
  };
}

/** A statement with its parameters written in, for the report (values are only strings and numbers here). */
export function inlineParams(statement: Statement): string {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  return statement.text.replace(/\$(\d+)/g, (_, index: string) => literal(statement.params[Number(index) - 1]));
}
