import { describe, expect, it } from 'vitest';
import { createPricing } from '../../mocks/fixtures/pricing-data.ts';
import { planPrice } from './plan-price.ts';

describe('plan prices', () => {
  const { basicPlan, standardPlan, enterprisePlan } = createPricing();

  it('bills Standard 49 a month, or 40 a month paid as 480 a year', () => {
    expect(planPrice(standardPlan, 'monthly')).toEqual({ perMonth: 49, billedYearly: null });
    expect(planPrice(standardPlan, 'yearly')).toEqual({ perMonth: 40, billedYearly: 480 });
  });

  it('bills Enterprise 99 a month, or 80 a month paid as 960 a year', () => {
    expect(planPrice(enterprisePlan, 'monthly')).toEqual({ perMonth: 99, billedYearly: null });
    expect(planPrice(enterprisePlan, 'yearly')).toEqual({ perMonth: 80, billedYearly: 960 });
  });

  it('keeps Basic free without a yearly bill', () => {
    expect(planPrice(basicPlan, 'yearly')).toEqual({ perMonth: 0, billedYearly: null });
  });
});
