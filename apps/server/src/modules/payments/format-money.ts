import type { BillingCurrency } from '@leadpilot/contracts';

/** `$119.00`, `₹9,999.00` (Indian grouping: `₹1,00,000.00`), from minor units; for display only. */
export function formatMoney(minor: number, currency: BillingCurrency): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency }).format(
    minor / 100,
  );
}

/** `5,000` */
export function formatCredits(credits: number): string {
  return credits.toLocaleString('en-US');
}
