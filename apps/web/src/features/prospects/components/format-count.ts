const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** "1,204". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** "1,204 people", "1 person", or "About 1.2M people" for an estimate. */
export function formatPeopleTotal(total: { value: number; isExact: boolean }): string {
  if (!total.isExact) return `About ${compactFormat.format(total.value)} people`;
  return `${formatCount(total.value)} ${total.value === 1 ? 'person' : 'people'}`;
}
