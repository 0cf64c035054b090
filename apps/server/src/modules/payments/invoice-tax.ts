export interface TaxSettings {
  label: string;
  percent: number;
}

/**
 * Prices are tax-inclusive: the charged total already contains the tax. The tax is the part the
 * rate adds on top of the net price, `round(total × p / (100 + p))` (half up), and the subtotal
 * is what remains. Computed in integers (the rate in basis points), so no float touches money.
 */
export function splitInclusiveTax(totalMinor: number, tax: TaxSettings | null) {
  if (!tax || tax.percent <= 0) return { subtotalMinor: totalMinor, taxMinor: 0 };
  const basisPoints = Math.round(tax.percent * 100);
  const denominator = 10_000 + basisPoints;
  const taxMinor = Math.floor((2 * totalMinor * basisPoints + denominator) / (2 * denominator));
  return { subtotalMinor: totalMinor - taxMinor, taxMinor };
}

/** The tax line's settings, when both the label and the percentage are configured. */
export function taxSettingsOf(config: {
  INVOICE_TAX_LABEL?: string | undefined;
  INVOICE_TAX_PERCENT?: number | undefined;
}) {
  return config.INVOICE_TAX_LABEL !== undefined && config.INVOICE_TAX_PERCENT !== undefined
    ? { label: config.INVOICE_TAX_LABEL, percent: config.INVOICE_TAX_PERCENT }
    : null;
}
