import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export { queryRows };

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
