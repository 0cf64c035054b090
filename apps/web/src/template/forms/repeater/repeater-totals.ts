/** One line of the repeater: what it is, its unit cost and how many. */
export interface RepeaterRow {
  key: string;
  item: string;
  cost: number | string;
  quantity: number | string;
}

function toNumber(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** A row's price: cost × quantity, rounded to the cent; blank fields count as 0. */
export function rowPrice(row: Pick<RepeaterRow, 'cost' | 'quantity'>): number {
  return Math.round(toNumber(row.cost) * toNumber(row.quantity) * 100) / 100;
}

/** The sum of every row's price, rounded to the cent. */
export function repeaterTotal(rows: Pick<RepeaterRow, 'cost' | 'quantity'>[]): number {
  return Math.round(rows.reduce((sum, row) => sum + rowPrice(row), 0) * 100) / 100;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price as US dollars: "$1,234.50". */
export function formatPrice(value: number): string {
  return currency.format(value);
}
