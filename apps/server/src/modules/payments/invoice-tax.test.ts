import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInclusiveTax, taxSettingsOf } from './invoice-tax.ts';
import { creditsToRemove } from './refund-payment.ts';

describe('tax on tax-inclusive prices', () => {
  it('takes the included tax out of the total: round(total × p / (100 + p))', () => {
    const gst = { label: 'GST', percent: 18 };
    expect(splitInclusiveTax(999_900, gst)).toEqual({ subtotalMinor: 847_373, taxMinor: 152_527 });
    expect(splitInclusiveTax(11_800, gst)).toEqual({ subtotalMinor: 10_000, taxMinor: 1_800 });
    expect(splitInclusiveTax(2_300, { label: 'VAT', percent: 7.25 })).toEqual({ subtotalMinor: 2_145, taxMinor: 155 });
    expect(splitInclusiveTax(999_900, null)).toEqual({ subtotalMinor: 999_900, taxMinor: 0 });
    expect(splitInclusiveTax(999_900, { label: 'GST', percent: 0 })).toEqual({ subtotalMinor: 999_900, taxMinor: 0 });
  });

  it('always adds up to the total, in whole minor units, within half a unit of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => basisPoints / 100),
        (total, percent) => {
          const { subtotalMinor, taxMinor } = splitInclusiveTax(total, { label: 'Tax', percent });
          expect(Number.isInteger(taxMinor) && Number.isInteger(subtotalMinor)).toBe(true);
          expect(subtotalMinor + taxMinor).toBe(total);
          expect(Math.abs(taxMinor - (total * percent) / (100 + percent))).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  it('shows a tax line only when both the label and the percentage are configured', () => {
    expect(taxSettingsOf({ INVOICE_TAX_LABEL: 'GST', INVOICE_TAX_PERCENT: 18 })).toEqual({ label: 'GST', percent: 18 });
    expect(taxSettingsOf({ INVOICE_TAX_LABEL: 'GST' })).toBeNull();
    expect(taxSettingsOf({ INVOICE_TAX_PERCENT: 18 })).toBeNull();
  });
});

describe('credits a refund takes back', () => {
  it('is the refunded share of the purchase, rounded, or everything once the payment is fully refunded', () => {
    const growth = { credits: 5000, amountMinor: 999_900 };
    expect(creditsToRemove(growth, 499_950, false)).toBe(2500);
    expect(creditsToRemove(growth, 100, false)).toBe(1);
    expect(creditsToRemove(growth, 999_900, true)).toBe(5000);
    expect(creditsToRemove(growth, 1, true)).toBe(5000);
  });
});
