import type { PeopleSearchBody } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from './query-rows.ts';
import { decodeCursor, encodeCursor, type SearchCursor } from './search-cursor.ts';

type PeopleSort = NonNullable<PeopleSearchBody['sort']>;

export interface PageRequest {
  conditions: SQL[];
  /** The text query, when there is one (relevance then ranks by it). */
  query: SQL | null;
  sort: PeopleSort;
  cursor: string | undefined;
  perPage: number;
}

interface PageRow {
  id: string;
  sequence: string;
  sort_key: number | string | null;
}

/** How each sort orders rows, reads its key, and continues after a cursor (keyset, never OFFSET). */
function ordering(request: PageRequest) {
  if (request.sort === 'relevance' && request.query) {
    const rank = sql`ts_rank(p.search, ${request.query})`;
    return {
      keyKind: 'number' as const,
      key: rank,
      orderBy: sql`${rank} desc, p.sequence desc`,
      after: (cursor: SearchCursor) => sql`(${rank}, p.sequence) < (${cursor.key}::real, ${cursor.sequence}::bigint)`,
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

/** One page of matching person ids in order, and the cursor of the next page (null on the last). */
export async function searchPage(db: Database, request: PageRequest) {
  const order = ordering(request);
  const conditions = [...request.conditions];
  if (request.cursor) conditions.push(order.after(decodeCursor(request.cursor, request.sort, order.keyKind)));
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await queryRows<PageRow>(
    db,
    sql`select p.id, p.sequence::text as sequence, ${order.key} as sort_key
        from people p ${where}
        order by ${order.orderBy}
        limit ${request.perPage + 1}`,
  );
  const page = rows.slice(0, request.perPage);
  const last = page.at(-1);
  const nextCursor =
    rows.length > request.perPage && last
      ? encodeCursor({
          sort: request.sort,
          key: order.keyKind === 'number' ? Number(last.sort_key) : last.sort_key,
          sequence: Number(last.sequence),
        })
      : null;
  return { ids: page.map((row) => row.id), nextCursor };
}
