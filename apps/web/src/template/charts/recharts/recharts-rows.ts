import type { NamedSeries } from '../chart-data.ts';

export type Row = Record<string, string | number>;

/** Named series as Recharts rows: one row per category, one column per series (`name` holds the category). */
export function toRows(categories: string[], series: NamedSeries[]): Row[] {
  return categories.map((category, index) => {
    const row: Row = { name: category };
    for (const item of series) row[item.name] = item.data[index] ?? 0;
    return row;
  });
}
