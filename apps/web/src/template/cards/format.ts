const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 92600 → '92.6K'. */
export function formatCompact(value: number): string {
  return compact.format(value);
}

/** 25852 → '25,852'. */
export function formatWhole(value: number): string {
  return whole.format(value);
}

/** 25852 → '$25,852'. */
export function formatDollars(value: number): string {
  return dollars.format(value);
}

/** 5.2 → '+5.2%', -1.3 → '-1.3%'. */
export function formatGrowth(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
