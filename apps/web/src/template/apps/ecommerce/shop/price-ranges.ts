/** The price choices of the shop's filter: [label, min, max] in dollars, null for no bound. */
export const priceRanges: readonly { value: string; label: string; min: number | null; max: number | null }[] = [
  { value: 'all', label: 'All prices', min: null, max: null },
  { value: 'under-100', label: 'Under $100', min: null, max: 100 },
  { value: '100-500', label: '$100 – $500', min: 100, max: 500 },
  { value: '500-1000', label: '$500 – $1,000', min: 500, max: 1000 },
  { value: 'over-1000', label: '$1,000 and above', min: 1000, max: null },
];

/** Which choice matches the filter's bounds. */
export function priceRangeValue(min: number | null, max: number | null): string {
  return priceRanges.find((range) => range.min === min && range.max === max)?.value ?? 'all';
}
