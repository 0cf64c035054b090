import { Skeleton } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useMemo } from 'react';

// ApexCharts is large: it loads with the first chart, not with the page.
const ReactApexChart = lazy(() => import('react-apexcharts'));

export interface LazyChartProps {
  type: 'line' | 'area' | 'bar' | 'donut' | 'radialBar' | 'radar' | 'pie';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
  /** What the chart shows, for screen readers (the chart itself is a picture). */
  label: string;
}

/** An ApexCharts chart in a box of fixed height, so nothing moves when it loads. */
export function LazyChart({ type, series, options, height, label }: LazyChartProps) {
  // ApexCharts writes into the series it is given, and the store's data is frozen: it gets a copy.
  const chartSeries = useMemo(() => structuredClone(series), [series]);
  return (
    <figure aria-label={label} style={{ margin: 0, minHeight: height }}>
      <Suspense fallback={<Skeleton height={height} radius="md" />}>
        <ReactApexChart type={type} series={chartSeries} options={options} height={height} width="100%" />
      </Suspense>
    </figure>
  );
}
