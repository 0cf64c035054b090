import { describe, expect, it } from 'vitest';
import { computeCartTotals } from './cart-totals.ts';

describe('computeCartTotals', () => {
  it('takes each line’s discount off its quantity times its price', () => {
    const totals = computeCartTotals(
      [
        { price: 100, qty: 2, discountPercentage: 10 },
        { price: 49.99, qty: 1, discountPercentage: 0 },
      ],
      0,
    );
    expect(totals).toEqual({ bagTotal: 249.99, bagDiscount: 20, couponDiscount: 0, total: 229.99 });
  });

  it('applies the coupon to what is left after the product discounts', () => {
    const totals = computeCartTotals([{ price: 200, qty: 1, discountPercentage: 20 }], 10);
    expect(totals.couponDiscount).toBe(16);
    expect(totals.total).toBe(144);
  });

  it('is zero for an empty cart', () => {
    expect(computeCartTotals([], 10).total).toBe(0);
  });
});
