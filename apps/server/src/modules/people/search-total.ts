import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from './query-rows.ts';

/** Counting stops here; above it the planner's estimate is shown as approximate. */
export const exactTotalLimit = 100_000;

function planRowsOf(explained: unknown): number | null {
  const plan: unknown = typeof explained === 'string' ? JSON.parse(explained) : explained;
  const root = Array.isArray(plan) ? plan[0] : null;
  const rows = root?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : null;
}

/**
 * Exact `count(*)` while it is at most `limit` (the count itself stops at limit + 1 rows); otherwise
 * the planner's row estimate for the same query, never below limit + 1.
 */
export async function searchTotal(db: Database, where: SQL, limit = exactTotalLimit) {
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from people p ${where} limit ${limit + 1}) as matching`,
  );
  const total = counted?.total ?? 0;
  if (total <= limit) return { value: total, isExact: true };
  const [explained] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from people p ${where}`,
  );
  const estimate = planRowsOf(explained ? Object.values(explained)[0] : null) ?? total;
  return { value: Math.max(Math.round(estimate), limit + 1), isExact: false };
}
