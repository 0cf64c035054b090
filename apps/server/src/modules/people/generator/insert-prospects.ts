import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { companies, companyNews, intentSignals, people, socialPosts } from '../../../db/schema.ts';
import type { ProspectBatch } from './prospect-records.ts';

/**
 * Many rows in one statement with one parameter: the rows as a JSON array that the database turns
 * into records (`json_populate_recordset`). Far cheaper than thousands of bound values, identical
 * on PGlite and PostgreSQL, and the rows keep their order (so people's `sequence` follows it).
 */
export async function insertRows(db: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in first)
    .map(([key, column]) => ({ key, name: column.name }));
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const { key, name } of columns) record[name] = (row as Record<string, unknown>)[key];
      return record;
    }),
  );
  const names: SQL = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  await db.execute(
    sql`insert into ${tableName} (${names})
        select ${names} from json_populate_recordset(null::${tableName}, ${json}::json) with ordinality as row_data
        order by row_data.ordinality`,
  );
}

export interface InsertProgress {
  companies: number;
  people: number;
  /** Rows of every table: companies, people, intent signals, news and posts. */
  rows: number;
}

/**
 * Inserts generated batches, one transaction per batch, in order (people's `sequence` follows the
 * generation order). Calls `onBatch` with running totals after each batch.
 */
export async function insertProspects(
  db: Database,
  batches: Iterable<ProspectBatch> | AsyncIterable<ProspectBatch>,
  onBatch?: (progress: InsertProgress) => void,
): Promise<InsertProgress> {
  const progress: InsertProgress = { companies: 0, people: 0, rows: 0 };
  const insertBatch = async (batch: ProspectBatch) => {
    await db.transaction(async (tx) => {
      await insertRows(tx, companies, batch.companies);
      await insertRows(tx, people, batch.people);
      await insertRows(tx, intentSignals, batch.intentSignals);
      await insertRows(tx, companyNews, batch.companyNews);
      await insertRows(tx, socialPosts, batch.socialPosts);
    });
    progress.companies += batch.companies.length;
    progress.people += batch.people.length;
    progress.rows +=
      batch.companies.length +
      batch.people.length +
      batch.intentSignals.length +
      batch.companyNews.length +
      batch.socialPosts.length;
    onBatch?.({ ...progress });
  };
  // While PostgreSQL inserts one batch, the next one is generated (on PGlite they simply take turns).
  let pending: Promise<void> = Promise.resolve();
  for await (const batch of batches) {
    await pending;
    pending = insertBatch(batch);
    pending.catch(() => {
      // Awaited on the next turn or below; this only keeps Node from reporting it as unhandled meanwhile.
    });
  }
  await pending;
  return progress;
}
