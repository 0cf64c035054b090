import { accountSeries, dayParts, dealSizeSeries, openSeries, type Slice, shareCandles } from '../chart-data.ts';

// The demo data in the shapes ApexCharts reads.

export const scatterSeries = dealSizeSeries.map((series) => ({
  name: series.name,
  data: series.data.map((point) => [point.x, point.y]),
}));

export const bubbleSeries = accountSeries.map((series) => ({
  name: series.name,
  data: series.data.map((bubble) => [bubble.x, bubble.y, bubble.z]),
}));

export const candleSeries = [
  {
    name: 'Share price',
    data: shareCandles.map((candle) => ({
      x: new Date(candle.date).getTime(),
      y: [candle.open, candle.high, candle.low, candle.close],
    })),
  },
];

// ApexCharts draws a heatmap's first series at the bottom: the week is reversed so Monday is on top.
export const heatmapSeries = [...openSeries].reverse().map((series) => ({
  name: series.name,
  data: series.data.map((value, index) => ({ x: dayParts[index] ?? '', y: value })),
}));

export function sliceValues(slices: Slice[]): number[] {
  return slices.map((slice) => slice.value);
}

export function sliceNames(slices: Slice[]): string[] {
  return slices.map((slice) => slice.name);
}
