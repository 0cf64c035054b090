import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type RunQuery, runOn } from './query-rows.ts';

/** Counting stops here; above it the planner's estimate is shown as approximate. */
export const exactTotalLimit = 100_000;

/**
 * When the planner expects more than this many times the limit, its estimate is answered without
 * counting at all: an estimate that far above the limit is very unlikely to hide a result small
 * enough to count (its errors are a few tens of percent for these filters, and it is far more
 * often too low than too high, which only means counting).
 */
export const trustedEstimateFactor = 2;

function planRowsOf(explained: unknown): number | null {
  const plan: unknown = typeof explained === 'string' ? JSON.parse(explained) : explained;
  const root = Array.isArray(plan) ? plan[0] : null;
  const rows = root?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : null;
}

/** The planner's row estimate for `select … from people p <where>` (EXPLAIN: planned, not run). */
export async function plannedRows(run: RunQuery, where: SQL): Promise<number | null> {
  const [explained] = await run<Record<string, unknown>>(sql`explain (format json) select 1 from people p ${where}`);
  return planRowsOf(explained ? Object.values(explained)[0] : null);
}

/**
 * Exact up to `limit`, the planner's estimate above it (never below limit + 1, `isExact: false`):
 * - when the page query of the same search counted its matches (a search with text), that count
 *   (`seen`: the `matches` of `searchPage`, passed along by the caller);
 * - else the planner's estimate first (planning only, well under a millisecond): far above
 *   `limit`, that is the answer;
 * - else an exact `count(*)` that stops at limit + 1 rows; when it gets there, the estimate.
 */
export async function searchTotalWith(run: RunQuery, where: SQL, limit = exactTotalLimit, seen?: number) {
  if (seen !== undefined && seen <= limit) return { value: seen, isExact: true };
  const estimate = await plannedRows(run, where);
  if (seen !== undefined) return { value: Math.max(Math.round(estimate ?? seen), limit + 1), isExact: false };
  if (estimate !== null && estimate > limit * trustedEstimateFactor) {
    return { value: Math.round(estimate), isExact: false };
  }
  const [counted] = await run<{ total: number }>(
    sql`select count(*)::int as total from (select 1 from people p ${where} limit ${limit + 1}) as matching`,
  );
  const total = counted?.total ?? 0;
  if (total <= limit) return { value: total, isExact: true };
  return { value: Math.max(Math.round(estimate ?? total), limit + 1), isExact: false };
}

export function searchTotal(db: Database, where: SQL, limit = exactTotalLimit, seenByPage?: number) {
  return searchTotalWith(runOn(db), where, limit, seenByPage);
}
