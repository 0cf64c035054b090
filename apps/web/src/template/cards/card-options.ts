import type { AnalyticsPeriod } from '../mocks/types.ts';

/** Spec section 9: the analytics period options. */
export const analyticsPeriods: AnalyticsPeriod[] = ['Last 28 Days', 'Last Month', 'Last Year'];

/** Spec section 9: the revenue report's years. */
export const revenueReportYears = ['2020', '2019', '2018'];

export function isAnalyticsPeriod(value: string | null): value is AnalyticsPeriod {
  return analyticsPeriods.some((period) => period === value);
}
