import type { DatabaseHandle } from '../src/db/client.ts';

/**
 * Snapshots of database contents for "nothing changed" assertions. Tables are read from
 * information_schema at run time, so a table added by a later migration is covered at once.
 */

const systemSchemas = ['pg_catalog', 'information_schema', 'pg_toast'];

export interface TableInfo {
  schema: string;
  name: string;
  /** `"schema"."name"`, ready for SQL. */
  sql: string;
  columns: string[];
}

export async function listTables(database: DatabaseHandle): Promise<TableInfo[]> {
  const rows = await database.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE' and c.table_schema <> all($1::text[])
      order by c.table_schema, c.table_name, c.ordinal_position`,
    [systemSchemas],
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const key = `${row.table_schema}.${row.table_name}`;
    const table = tables.get(key) ?? {
      schema: row.table_schema,
      name: row.table_name,
      sql: `"${row.table_schema}"."${row.table_name}"`,
      columns: [],
    };
    table.columns.push(row.column_name);
    tables.set(key, table);
  }
  return [...tables.values()];
}

async function hashRows(database: DatabaseHandle, table: string, where = 'true', values: unknown[] = []) {
  const [row] = await database.query<{ rows: number; hash: string }>(
    `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash
       from ${table} t where ${where}`,
    values,
  );
  return `${row?.rows ?? 0} rows ${row?.hash ?? ''}`;
}

/** Row count and a hash of every row of every table: equal fingerprints mean nothing was written. */
export async function databaseFingerprint(database: DatabaseHandle): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of await listTables(database)) fingerprint[table.sql] = await hashRows(database, table.sql);
  return fingerprint;
}

interface ForeignKey {
  table: string;
  column: string;
  foreignTable: string;
  foreignColumn: string;
}

async function foreignKeys(database: DatabaseHandle): Promise<ForeignKey[]> {
  return database.query<ForeignKey>(
    `select kcu.table_schema || '.' || kcu.table_name as "table", kcu.column_name as "column",
            ccu.table_schema || '.' || ccu.table_name as "foreignTable", ccu.column_name as "foreignColumn"
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY'`,
  );
}

export interface ScopedTable {
  table: TableInfo;
  /** SQL condition on alias `t` selecting the organisation's rows; `$1` is the organisation id. */
  where: string;
}

/**
 * How each table's rows belong to an organisation: `organisations` by id, a table with an
 * `organisation_id` column by that column, and a table without one through a foreign key to a
 * table that has it (refresh tokens through their session). Tables that match none are returned
 * as `unscoped`, so a suite can insist each is a known platform-wide table.
 */
export async function organisationScopes(database: DatabaseHandle) {
  const tables = await listTables(database);
  const keys = await foreignKeys(database);
  const byKey = new Map(tables.map((table) => [`${table.schema}.${table.name}`, table]));
  const direct = new Map<string, string>();
  for (const table of tables) {
    const key = `${table.schema}.${table.name}`;
    if (table.name === 'organisations' && table.columns.includes('id')) direct.set(key, 't.id = $1');
    else if (table.columns.includes('organisation_id')) direct.set(key, 't.organisation_id = $1');
  }
  const scoped: ScopedTable[] = [];
  const unscoped: TableInfo[] = [];
  for (const table of tables) {
    const key = `${table.schema}.${table.name}`;
    const own = direct.get(key);
    if (own) {
      scoped.push({ table, where: own });
      continue;
    }
    const viaParent = keys.find((fk) => fk.table === key && direct.has(fk.foreignTable));
    const parent = viaParent ? byKey.get(viaParent.foreignTable) : undefined;
    if (viaParent && parent) {
      scoped.push({
        table,
        where: `t."${viaParent.column}" in (select p."${viaParent.foreignColumn}" from ${parent.sql} p where ${direct
          .get(viaParent.foreignTable)
          ?.replaceAll('t.', 'p.')})`,
      });
    } else {
      unscoped.push(table);
    }
  }
  return { scoped, unscoped };
}

/** A hash of every row the organisation owns, table by table. */
export async function organisationFingerprint(database: DatabaseHandle, scoped: ScopedTable[], organisationId: string) {
  const fingerprint: Record<string, string> = {};
  for (const { table, where } of scoped) {
    fingerprint[table.sql] = await hashRows(database, table.sql, where, [organisationId]);
  }
  return fingerprint;
}

/** Every row the organisation owns, as JSON, table by table. */
export async function organisationRows(database: DatabaseHandle, scoped: ScopedTable[], organisationId: string) {
  const rows: { table: string; row: Record<string, unknown> }[] = [];
  for (const { table, where } of scoped) {
    const found = await database.query<{ row: Record<string, unknown> }>(
      `select row_to_json(t) as row from ${table.sql} t where ${where}`,
      [organisationId],
    );
    for (const { row } of found) rows.push({ table: table.name, row });
  }
  return rows;
}
