import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Runs raw SQL and returns its rows; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('The database answered without rows');
}
