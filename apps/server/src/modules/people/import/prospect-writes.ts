import { getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';
import { insertRows } from '../generator/insert-prospects.ts';
import type { CompanyValues, PersonValues } from './prospect-values.ts';

/** Rows per insert statement with bound values: far below PostgreSQL's 65,535 parameters. */
const companiesPerStatement = 1000;

/**
 * Inserts new companies; a domain that another writer added meanwhile keeps that row. Answers
 * the id each domain has now.
 */
export async function insertCompanies(db: Database, rows: readonly CompanyValues[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < rows.length; start += companiesPerStatement) {
    const chunk = rows.slice(start, start + companiesPerStatement);
    const inserted = await db
      .insert(companies)
      .values(chunk)
      .onConflictDoNothing({ target: companies.domain })
      .returning({ id: companies.id, domain: companies.domain });
    for (const row of inserted) ids.set(row.domain, row.id);
    const raced = chunk.filter((row) => !ids.has(row.domain)).map((row) => row.domain);
    if (raced.length > 0) {
      const existing = await db
        .select({ id: companies.id, domain: companies.domain })
        .from(companies)
        .where(inArray(companies.domain, raced));
      for (const row of existing) ids.set(row.domain, row.id);
    }
  }
  return ids;
}

/** Inserts new people in order (`sequence` follows it), all in one statement. */
export async function insertPeople(db: Database, rows: readonly PersonValues[]): Promise<void> {
  await insertRows(db, people, rows);
}

/**
 * Updates rows by id, every column the rows carry, in one statement with one parameter (the rows
 * as JSON turned into records, as the generator inserts them).
 */
export async function updateRows(db: Database, table: PgTable, rows: readonly { id: string }[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in first && key !== 'id')
    .map(([key, column]) => ({ key, name: column.name }));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries([['id', row.id], ...columns.map(({ key, name }) => [name, Reflect.get(row, key)])]),
    ),
  );
  const assignments: SQL = sql.join(
    columns.map(({ name }) => sql`${sql.identifier(name)} = row_data.${sql.identifier(name)}`),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  await db.execute(
    sql`update ${tableName} as target set ${assignments}
        from json_populate_recordset(null::${tableName}, ${json}::json) as row_data
        where target.id = row_data.id`,
  );
}

/**
 * Rewrites the company columns copied onto people (name, industry, size and revenue bands,
 * funding stage, technologies) for every person of these companies whose copy differs.
 */
export async function rewriteCopiedCompanyColumns(db: Database, companyIds: readonly string[], now: Date) {
  if (companyIds.length === 0) return;
  await db.execute(
    sql`update people as p
        set company_name = c.name, industry = c.industry, size_band = c.size_band, revenue_band = c.revenue_band,
            funding_stage = c.funding_stage, technologies = c.technologies, updated_at = ${now.toISOString()}::timestamptz
        from companies as c
        where p.company_id = c.id and c.id in (select value::uuid from json_array_elements_text(${JSON.stringify(companyIds)}::json))
          and (p.company_name, p.industry, p.size_band, p.revenue_band, p.funding_stage, p.technologies)
            is distinct from (c.name, c.industry, c.size_band, c.revenue_band, c.funding_stage, c.technologies)`,
  );
}
