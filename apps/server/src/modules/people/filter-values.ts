import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from './query-rows.ts';

export interface FilterValues {
  industries: string[];
  technologies: string[];
  countries: string[];
  intentTopics: string[];
}

/**
 * Distinct values of an indexed people column without reading every row: hop from one value to the
 * next through the index (a "loose index scan"), one probe per distinct value.
 */
function distinctIndexed(db: Database, column: 'country' | 'industry') {
  const name = sql.identifier(column);
  return queryRows<{ value: string }>(
    db,
    sql`with recursive hops as (
          (select ${name} as value from people order by ${name} limit 1)
          union all
          select (select ${name} from people where ${name} > hops.value order by ${name} limit 1)
          from hops where hops.value is not null
        )
        select value from hops where value is not null and value <> ''`,
  );
}

/** The industries, technologies, countries and intent topics the data holds, each sorted. */
export async function loadFilterValues(db: Database): Promise<FilterValues> {
  const [industries, technologies, countries, intentTopics] = await Promise.all([
    distinctIndexed(db, 'industry'),
    queryRows<{ value: string }>(db, sql`select distinct unnest(technologies) as value from companies`),
    distinctIndexed(db, 'country'),
    queryRows<{ value: string }>(db, sql`select distinct topic as value from intent_signals`),
  ]);
  const sorted = (rows: { value: string }[]) => rows.map((row) => row.value).sort((a, b) => a.localeCompare(b, 'en'));
  return {
    industries: sorted(industries),
    technologies: sorted(technologies),
    countries: countries.map((row) => row.value),
    intentTopics: sorted(intentTopics),
  };
}
