import type { PeopleSearchBody } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { whereClause } from './people-filter-sql.ts';
import { type RunQuery, runOn } from './query-rows.ts';
import { decodeCursor, encodeCursor, type SearchCursor } from './search-cursor.ts';

type PeopleSort = NonNullable<PeopleSearchBody['sort']>;

export interface PageRequest {
  conditions: SQL[];
  /** The text query, when there is one (relevance then ranks by it). */
  query: SQL | null;
  /**
   * The relevance key when it is more than `ts_rank` of the text (title-search-sql.ts
   * `relevanceRank`: exact title, every word, synonyms); a search with titles and no text has one too.
   */
  rank?: SQL | null;
  sort: PeopleSort;
  cursor: string | undefined;
  perPage: number;
  /** Rows skipped before the page (a numbered page; never with a cursor). */
  offset?: number;
}

interface PageRow {
  id: string;
  sequence: string;
  sort_key: number | string | null;
  /** Every match of the search, cursor aside (only when the page query counts them). */
  matches?: number;
}

/**
 * How each sort orders rows, reads its key, and continues after a cursor (keyset; OFFSET only for a numbered page).
 * `rank` is how the order and the cursor read the text rank: the expression itself, or the
 * column an inner query computed it into.
 */
function ordering(request: PageRequest, rank?: SQL) {
  const relevance = request.rank ?? (request.query ? sql`ts_rank(p.search, ${request.query})` : null);
  if (request.sort === 'relevance' && relevance) {
    const key = relevance;
    const ranked = rank ?? key;
    return {
      keyKind: 'number' as const,
      key,
      orderBy: sql`${ranked} desc, p.sequence desc`,
      after: (cursor: SearchCursor) => sql`(${ranked}, p.sequence) < (${cursor.key}::real, ${cursor.sequence}::bigint)`,
    };
  }
  if (request.sort === 'name') {
    return {
      keyKind: 'string' as const,
      key: sql`p.full_name`,
      orderBy: sql`p.full_name asc, p.sequence asc`,
      after: (cursor: SearchCursor) =>
        sql`(p.full_name, p.sequence) > (${cursor.key}::text, ${cursor.sequence}::bigint)`,
    };
  }
  // Newest first; also relevance without a text query.
  return {
    keyKind: 'null' as const,
    key: sql`null::text`,
    orderBy: sql`p.sequence desc`,
    after: (cursor: SearchCursor) => sql`p.sequence < ${cursor.sequence}::bigint`,
  };
}

/** Whether the page query reads, and so counts, every match (a search with text or a relevance rank). */
export function pageCountsMatches(request: PageRequest): boolean {
  return request.query !== null || (request.sort === 'relevance' && Boolean(request.rank));
}

/**
 * The SQL of one page (one row more than asked for, to know whether a next page exists).
 *
 * With a text query the database reads every match whatever the page (the GIN index gives no
 * order), so the page also counts them (`count(*) over ()`, cursor aside) and the total needs no
 * second scan. Without text the page stops after its rows (an index in the sort's order), and
 * counting is left to `searchTotal`.
 */
export function pageQuery(request: PageRequest): SQL {
  const limit = request.perPage + 1;
  if (pageCountsMatches(request)) {
    const order = ordering(request, sql`p.sort_key`);
    const after = request.cursor ? order.after(decodeCursor(request.cursor, request.sort, order.keyKind)) : null;
    return sql`select p.id, p.sequence::text as sequence, p.sort_key, p.matches
        from (
          select p.id, p.sequence, p.full_name, ${order.key} as sort_key, (count(*) over ())::int as matches
          from people p ${whereClause(request.conditions)}
        ) as p
        ${after ? sql`where ${after}` : sql``}
        order by ${order.orderBy}
        limit ${limit} offset ${request.offset ?? 0}`;
  }
  const order = ordering(request);
  const conditions = [...request.conditions];
  if (request.cursor) conditions.push(order.after(decodeCursor(request.cursor, request.sort, order.keyKind)));
  return sql`select p.id, p.sequence::text as sequence, ${order.key} as sort_key
        from people p ${whereClause(conditions)}
        order by ${order.orderBy}
        limit ${limit} offset ${request.offset ?? 0}`;
}

/**
 * One page of matching person ids in order, the cursor of the next page (null on the last) and,
 * when the page query counted them (a search with text), the number of matches.
 */
export async function searchPageWith(run: RunQuery, request: PageRequest) {
  const order = ordering(request);
  const rows = await run<PageRow>(pageQuery(request));
  const page = rows.slice(0, request.perPage);
  const last = page.at(-1);
  const counted = rows[0]?.matches;
  const nextCursor =
    rows.length > request.perPage && last
      ? encodeCursor({
          sort: request.sort,
          key: order.keyKind === 'number' ? Number(last.sort_key) : last.sort_key,
          sequence: Number(last.sequence),
        })
      : null;
  // A page query with text counted every match (`count(*) over ()`): `searchTotal` takes it as is.
  const matches = counted === undefined ? undefined : Number(counted);
  return { ids: page.map((row) => row.id), nextCursor, matches };
}

/** One page of matching person ids in order, and the cursor of the next page (null on the last). */
export function searchPage(db: Database, request: PageRequest) {
  return searchPageWith(runOn(db), request);
}
