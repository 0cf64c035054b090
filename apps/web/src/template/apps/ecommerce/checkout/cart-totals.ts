export interface CartLine {
  price: number;
  qty: number;
  discountPercentage: number;
}

export interface CartTotals {
  /** Before any discount. */
  bagTotal: number;
  /** Each product's own discount. */
  bagDiscount: number;
  /** The coupon's share of what is left. */
  couponDiscount: number;
  total: number;
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The cart's price details: each line's discount first, then the coupon (a percent) on the rest.
 * Delivery is free. Worked in cents so the lines add up to the total.
 */
export function computeCartTotals(lines: readonly CartLine[], couponPercent: number): CartTotals {
  const bagCents = lines.reduce((sum, line) => sum + cents(line.price) * line.qty, 0);
  const discountCents = lines.reduce(
    (sum, line) => sum + Math.round((cents(line.price) * line.qty * line.discountPercentage) / 100),
    0,
  );
  const couponCents = Math.round(((bagCents - discountCents) * couponPercent) / 100);
  return {
    bagTotal: bagCents / 100,
    bagDiscount: discountCents / 100,
    couponDiscount: couponCents / 100,
    total: (bagCents - discountCents - couponCents) / 100,
  };
}

/** Demo coupon codes and their percent off. */
export const coupons: Record<string, number> = { LEADPILOT10: 10, WELCOME5: 5 };
