import type { BillingCurrency } from '@leadpilot/contracts';

const creditFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: BillingCurrency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // Rupees group the Indian way (1,00,000); dollars the US way.
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** "$23", "$0.20", "₹1,999", "₹16.66": whole amounts without decimals, others with two. */
export function formatPrice(amount: number, currency: BillingCurrency): string {
  return moneyFormat(currency, Number.isInteger(amount) ? 0 : 2).format(amount);
}

/** An amount in minor units (cents, paise) with two decimals: 2300 → "$23.00". */
export function formatMinorUnits(amountMinor: number, currency: BillingCurrency): string {
  return moneyFormat(currency, 2).format(amountMinor / 100);
}

/** A number of credits with thousands separators: "5,000". */
export function formatCredits(credits: number): string {
  return creditFormat.format(credits);
}

/** A signed number of credits: "+600", "−25" (a true minus sign), "0". */
export function formatSignedCredits(credits: number): string {
  if (credits > 0) return `+${formatCredits(credits)}`;
  if (credits < 0) return `−${formatCredits(Math.abs(credits))}`;
  return '0';
}
