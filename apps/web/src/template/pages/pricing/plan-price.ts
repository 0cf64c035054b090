import type { PricingPlan } from '../../mocks/types.ts';

export type Billing = 'monthly' | 'yearly';

export interface PlanPrice {
  /** What a month costs on this billing. */
  perMonth: number;
  /** The yearly bill, shown under the price when billed yearly; null when billed monthly or free. */
  billedYearly: number | null;
}

/** A plan's price on a billing: the monthly price, or the yearly plan's month and annual total. */
export function planPrice(plan: PricingPlan, billing: Billing): PlanPrice {
  if (billing === 'monthly') return { perMonth: plan.monthlyPrice, billedYearly: null };
  const { perMonth, totalAnnual } = plan.yearlyPlan;
  return { perMonth, billedYearly: totalAnnual > 0 ? totalAnnual : null };
}
