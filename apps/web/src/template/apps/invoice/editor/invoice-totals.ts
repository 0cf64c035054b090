export interface LineItemAmounts {
  cost: number;
  qty: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The totals of an invoice being written: the discount (percent) comes off the subtotal, then the tax
 * (percent) is charged on what is left. Computed in whole cents so the figures always add up.
 */
export function computeInvoiceTotals(
  items: LineItemAmounts[],
  discountPercent: number,
  taxPercent: number,
): InvoiceTotals {
  const subtotalCents = items.reduce((sum, line) => sum + toCents(line.cost) * line.qty, 0);
  const discountCents = Math.round((subtotalCents * discountPercent) / 100);
  const taxCents = Math.round(((subtotalCents - discountCents) * taxPercent) / 100);
  return {
    subtotal: subtotalCents / 100,
    discount: discountCents / 100,
    tax: taxCents / 100,
    total: (subtotalCents - discountCents + taxCents) / 100,
  };
}
