import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals } from './invoice-totals.ts';

describe('computeInvoiceTotals', () => {
  it('adds quantity times cost over every line', () => {
    expect(
      computeInvoiceTotals(
        [
          { cost: 24, qty: 2 },
          { cost: 10.5, qty: 3 },
        ],
        0,
        0,
      ),
    ).toEqual({
      subtotal: 79.5,
      discount: 0,
      tax: 0,
      total: 79.5,
    });
  });

  it('takes the discount off the subtotal and charges tax on what is left', () => {
    expect(computeInvoiceTotals([{ cost: 200, qty: 1 }], 10, 21)).toEqual({
      subtotal: 200,
      discount: 20,
      tax: 37.8,
      total: 217.8,
    });
  });

  it('rounds to whole cents without drifting', () => {
    const totals = computeInvoiceTotals(
      [
        { cost: 0.1, qty: 3 },
        { cost: 0.2, qty: 1 },
      ],
      0,
      7.5,
    );
    expect(totals.subtotal).toBe(0.5);
    expect(totals.tax).toBe(0.04);
    expect(totals.total).toBe(0.54);
  });

  it('gives zero for an invoice without lines', () => {
    expect(computeInvoiceTotals([], 15, 20).total).toBe(0);
  });
});
