import { useMemo } from 'react';
import { useChartColors } from '../../cards/use-chart-options.ts';
import { goalSlices, planSeries, qualities, type Slice } from '../chart-data.ts';
import { useChartTheme } from '../use-chart-theme.ts';
import { ApexChart } from './apex-chart.tsx';
import { candleSeries, heatmapSeries, sliceNames, sliceValues } from './apex-series.ts';

// The charts whose options depend on the skin beyond the shared chart theme.

interface ChartProps {
  label: string;
}

/** A pie or donut whose slices are separated by the card's own background, light or dark. */
export function ApexPie({ label, slices, isDonut }: ChartProps & { slices: Slice[]; isDonut: boolean }) {
  const { surface } = useChartTheme();
  const options = useMemo(
    () => ({
      labels: sliceNames(slices),
      legend: { position: 'bottom' as const },
      stroke: { colors: [surface] },
      dataLabels: { enabled: true },
      plotOptions: {
        pie: { donut: { size: '62%', labels: { show: isDonut, total: { show: true, label: 'Leads' } } } },
      },
    }),
    [slices, surface, isDonut],
  );
  return <ApexChart type={isDonut ? 'donut' : 'pie'} series={sliceValues(slices)} options={options} label={label} />;
}

export function ApexRadialBar({ label }: ChartProps) {
  const { grid } = useChartTheme();
  const options = useMemo(
    () => ({
      labels: sliceNames(goalSlices),
      legend: { show: true, position: 'bottom' as const },
      plotOptions: {
        radialBar: {
          hollow: { size: '30%' },
          track: { background: grid },
          dataLabels: { total: { show: true, label: 'Average' } },
        },
      },
    }),
    [grid],
  );
  return <ApexChart type="radialBar" series={sliceValues(goalSlices)} options={options} label={label} />;
}

export function ApexCandlestick({ label }: ChartProps) {
  const colors = useChartColors();
  const options = useMemo(
    () => ({
      xaxis: { type: 'datetime' as const },
      yaxis: { tooltip: { enabled: true }, labels: { formatter: (value: number) => `$${value.toFixed(0)}` } },
      plotOptions: { candlestick: { colors: { upward: colors.success, downward: colors.danger } } },
    }),
    [colors],
  );
  return <ApexChart type="candlestick" series={candleSeries} options={options} label={label} />;
}

export function ApexHeatmap({ label }: ChartProps) {
  const colors = useChartColors();
  const { surface } = useChartTheme();
  const options = useMemo(
    () => ({
      colors: [colors.primary],
      stroke: { colors: [surface] },
      plotOptions: { heatmap: { radius: 4 } },
    }),
    [colors, surface],
  );
  return <ApexChart type="heatmap" series={heatmapSeries} options={options} label={label} />;
}

export function ApexRadar({ label }: ChartProps) {
  const { text } = useChartTheme();
  const options = useMemo(
    () => ({
      // ApexCharts draws a radar's point labels in its own pale grey, too faint to read on either skin.
      xaxis: { categories: qualities, labels: { style: { colors: qualities.map(() => text) } } },
      yaxis: { show: false },
      fill: { opacity: 0.25 },
      markers: { size: 3 },
      legend: { position: 'top' as const },
    }),
    [text],
  );
  return <ApexChart type="radar" series={planSeries} options={options} label={label} />;
}
