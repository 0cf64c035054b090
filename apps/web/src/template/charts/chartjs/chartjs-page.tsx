import './register-chartjs.ts';
import { useMemo } from 'react';
import { Bar, Bubble, Doughnut, Line, Pie, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import {
  accountSeries,
  balanceSeries,
  countryCategories,
  countrySeries,
  dealSeries,
  dealSizeSeries,
  deviceSlices,
  goalSlices,
  months,
  planSeries,
  qualities,
  quarters,
  type Slice,
  sourceSlices,
  trafficSeries,
} from '../chart-data.ts';
import { type ChartCardSpec, ChartsPage } from '../charts-page.tsx';
import { ChartJsFigure } from './chartjs-figure.tsx';
import { type ChartJsTheme, toDatasets, useChartJsTheme } from './use-chartjs-theme.ts';

/** Slices as one Chart.js dataset, each slice in its palette colour, edged with the card's background. */
function sliceData(slices: Slice[], theme: ChartJsTheme, isTranslucent = false) {
  return {
    labels: slices.map((slice) => slice.name),
    datasets: [
      {
        data: slices.map((slice) => slice.value),
        backgroundColor: slices.map((_, index) => (isTranslucent ? theme.fill(index) : theme.color(index))),
        borderColor: theme.surface,
      },
    ],
  };
}

function buildCards(theme: ChartJsTheme): ChartCardSpec[] {
  const { common, cartesianScales, radialScale } = theme;
  const cartesian = { ...common, scales: cartesianScales };
  return [
    {
      title: 'Line: revenue and expenses',
      render: (label) => (
        <Line
          role="img"
          aria-label={label}
          data={{
            labels: months,
            datasets: toDatasets(balanceSeries, theme).map((set) => ({ ...set, tension: 0.35 })),
          }}
          options={cartesian}
        />
      ),
    },
    {
      title: 'Area: visits and sign-ups',
      render: (label) => (
        <Line
          role="img"
          aria-label={label}
          data={{
            labels: months,
            datasets: toDatasets(trafficSeries, theme).map((set, index) => ({
              ...set,
              backgroundColor: theme.fill(index),
              fill: true,
              tension: 0.35,
            })),
          }}
          options={cartesian}
        />
      ),
    },
    {
      title: 'Bar: customers by country',
      render: (label) => (
        <Bar
          role="img"
          aria-label={label}
          data={{ labels: countryCategories, datasets: toDatasets(countrySeries, theme) }}
          options={{ ...cartesian, indexAxis: 'y', plugins: { ...common.plugins, legend: { display: false } } }}
        />
      ),
    },
    {
      title: 'Column: deals per quarter',
      render: (label) => (
        <Bar
          role="img"
          aria-label={label}
          data={{
            labels: quarters,
            datasets: toDatasets(dealSeries, theme).map((set) => ({ ...set, borderRadius: 4 })),
          }}
          options={cartesian}
        />
      ),
    },
    {
      title: 'Scatter: deal size and time to close',
      render: (label) => (
        <Scatter
          role="img"
          aria-label={label}
          data={{
            datasets: dealSizeSeries.map((series, index) => ({
              label: series.name,
              data: series.data,
              backgroundColor: theme.color(index),
              pointRadius: 5,
            })),
          }}
          options={cartesian}
        />
      ),
    },
    {
      title: 'Pie: sessions by device',
      render: (label) => <Pie role="img" aria-label={label} data={sliceData(deviceSlices, theme)} options={common} />,
    },
    {
      title: 'Donut: leads by source',
      render: (label) => (
        <Doughnut role="img" aria-label={label} data={sliceData(sourceSlices, theme)} options={common} />
      ),
    },
    {
      title: 'Radar: plans compared',
      render: (label) => (
        <Radar
          role="img"
          aria-label={label}
          data={{
            labels: qualities,
            datasets: toDatasets(planSeries, theme).map((set, index) => ({
              ...set,
              backgroundColor: theme.fill(index),
            })),
          }}
          options={{ ...common, scales: radialScale }}
        />
      ),
    },
    {
      title: 'Polar area: quarterly goals',
      render: (label) => (
        <PolarArea
          role="img"
          aria-label={label}
          data={sliceData(goalSlices, theme, true)}
          options={{ ...common, scales: radialScale }}
        />
      ),
    },
    {
      title: 'Bubble: accounts by seats and usage',
      render: (label) => (
        <Bubble
          role="img"
          aria-label={label}
          data={{
            datasets: accountSeries.map((series, index) => ({
              label: series.name,
              // Chart.js reads `r` as the radius in pixels: the yearly value is scaled to fit the card.
              data: series.data.map((bubble) => ({ x: bubble.x, y: bubble.y, r: 4 + bubble.z / 3 })),
              backgroundColor: theme.fill(index),
              borderColor: theme.color(index),
            })),
          }}
          options={{
            ...common,
            // Room beyond the largest values, so the outermost bubbles are not cut by the plot's edge.
            scales: {
              x: { ...cartesianScales.x, min: 0, max: 60 },
              y: { ...cartesianScales.y, min: 0, max: 100 },
            },
          }}
        />
      ),
    },
  ];
}

/** Chart.js examples (/charts/chartjs). */
export function ChartJsPage() {
  const theme = useChartJsTheme();
  const cards = useMemo(
    () =>
      buildCards(theme).map((card) => ({
        ...card,
        render: (label: string) => <ChartJsFigure>{card.render(label)}</ChartJsFigure>,
      })),
    [theme],
  );
  return (
    <ChartsPage
      title="Chart.js"
      description="Canvas charts: line, area, bar, scatter, pie, radar, polar area and bubble."
      cards={cards}
    />
  );
}
