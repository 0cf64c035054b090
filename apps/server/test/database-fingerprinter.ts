import type { DatabaseHandle } from '../src/db/client.ts';
import { listTables } from './db-snapshot.ts';

/**
 * `databaseFingerprint` (db-snapshot.ts), the same row counts and hashes, for a suite that takes
 * hundreds of them: the tables are listed once (requests create no tables), and every table's
 * fingerprint comes back from one query. Listing the tables is most of a fingerprint's time.
 */
export async function databaseFingerprinter(database: DatabaseHandle) {
  const tables = await listTables(database);
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const sql = tables
    .map(
      (table) =>
        `select ${literal(table.sql)} as "table", count(*)::int as rows,
                coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash
           from ${table.sql} t`,
    )
    .join('\nunion all\n');
  return async (): Promise<Record<string, string>> => {
    const rows = await database.query<{ table: string; rows: number; hash: string }>(sql);
    return Object.fromEntries(rows.map((row) => [row.table, `${row.rows} rows ${row.hash}`]));
  };
}
