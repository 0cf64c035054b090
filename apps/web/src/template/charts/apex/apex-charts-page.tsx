import type { ApexOptions } from 'apexcharts';
import {
  balanceSeries,
  countryCategories,
  countrySeries,
  dealSeries,
  deviceSlices,
  months,
  quarters,
  sourceSlices,
  trafficSeries,
} from '../chart-data.ts';
import { type ChartCardSpec, ChartsPage } from '../charts-page.tsx';
import { ApexChart } from './apex-chart.tsx';
import { bubbleSeries, scatterSeries } from './apex-series.ts';
import { ApexCandlestick, ApexHeatmap, ApexPie, ApexRadar, ApexRadialBar } from './apex-themed-charts.tsx';

// Options that do not depend on the skin live here, once, so the charts are not redrawn on every render.
const lineOptions: ApexOptions = {
  xaxis: { categories: months },
  stroke: { curve: 'smooth', width: 3 },
  yaxis: { labels: { formatter: (value) => `$${value}k` } },
  legend: { position: 'top' },
};
const areaOptions: ApexOptions = {
  xaxis: { categories: months },
  stroke: { curve: 'smooth', width: 2 },
  fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
  legend: { position: 'top' },
};
const barOptions: ApexOptions = {
  xaxis: { categories: countryCategories },
  plotOptions: { bar: { horizontal: true, borderRadius: 4, barHeight: '55%' } },
};
const columnOptions: ApexOptions = {
  xaxis: { categories: quarters },
  plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
  legend: { position: 'top' },
};
const scatterOptions: ApexOptions = {
  // Room beyond the largest values, so the outermost points are not cut by the plot's edge.
  xaxis: { type: 'numeric', min: 0, max: 60, tickAmount: 6, title: { text: 'Deal size ($k)' } },
  yaxis: { min: 0, max: 80, title: { text: 'Days to close' } },
  legend: { position: 'top' },
};
const bubbleOptions: ApexOptions = {
  xaxis: { type: 'numeric', min: 0, max: 60, tickAmount: 6, title: { text: 'Seats' } },
  yaxis: { min: 0, max: 100, title: { text: 'Usage hours' } },
  plotOptions: { bubble: { minBubbleRadius: 6, maxBubbleRadius: 24 } },
  fill: { opacity: 0.7 },
  legend: { position: 'top' },
};

const cards: ChartCardSpec[] = [
  {
    title: 'Line: revenue and expenses',
    render: (label) => <ApexChart type="line" series={balanceSeries} options={lineOptions} label={label} />,
  },
  {
    title: 'Area: visits and sign-ups',
    render: (label) => <ApexChart type="area" series={trafficSeries} options={areaOptions} label={label} />,
  },
  {
    title: 'Bar: customers by country',
    render: (label) => <ApexChart type="bar" series={countrySeries} options={barOptions} label={label} />,
  },
  {
    title: 'Column: deals per quarter',
    render: (label) => <ApexChart type="bar" series={dealSeries} options={columnOptions} label={label} />,
  },
  {
    title: 'Scatter: deal size and time to close',
    render: (label) => <ApexChart type="scatter" series={scatterSeries} options={scatterOptions} label={label} />,
  },
  {
    title: 'Pie: sessions by device',
    render: (label) => <ApexPie slices={deviceSlices} isDonut={false} label={label} />,
  },
  {
    title: 'Donut: leads by source',
    render: (label) => <ApexPie slices={sourceSlices} isDonut label={label} />,
  },
  {
    title: 'Radar: plans compared',
    render: (label) => <ApexRadar label={label} />,
  },
  { title: 'Radial bar: quarterly goals', render: (label) => <ApexRadialBar label={label} /> },
  { title: 'Candlestick: share price', render: (label) => <ApexCandlestick label={label} /> },
  {
    title: 'Bubble: accounts by seats and usage',
    render: (label) => <ApexChart type="bubble" series={bubbleSeries} options={bubbleOptions} label={label} />,
  },
  { title: 'Heatmap: emails opened by time', render: (label) => <ApexHeatmap label={label} /> },
];

/** ApexCharts examples (/charts/apex). */
export function ApexChartsPage() {
  return (
    <ChartsPage
      title="ApexCharts"
      description="Interactive SVG charts: line, area, bar, scatter, pie, radar, candlestick, bubble and heatmap."
      cards={cards}
    />
  );
}
