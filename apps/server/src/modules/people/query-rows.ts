import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('The database answered without rows');
}

/**
 * How the search functions run their SQL: through Drizzle on the server, or straight through a
 * driver (the benchmark times the very same statements that way).
 */
export type RunQuery = <Row>(query: SQL) => Promise<Row[]>;

/** Runs queries on a Drizzle database. */
export const runOn =
  (db: Database): RunQuery =>
  (query) =>
    queryRows(db, query);
