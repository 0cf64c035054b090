import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import ReactApexChart, { type Props as ReactApexChartProps } from 'react-apexcharts';
import { useChartOptions } from '../../cards/use-chart-options.ts';
import { chartHeight } from '../charts-page.tsx';

interface ApexChartFigureProps {
  type: NonNullable<ReactApexChartProps['type']>;
  series: ApexOptions['series'];
  /** Memoised or module-level: the template's chart theme is merged in on each change. */
  options: ApexOptions;
  label: string;
}

/**
 * An ApexCharts chart of the chart page, themed to the current skin. The page itself loads lazily,
 * so the library comes with the page's chunk rather than one more request per chart.
 */
export function ApexChart({ type, series, options, label }: ApexChartFigureProps) {
  // ApexCharts writes into the series it is given: it gets a copy, and the demo data stays as it is.
  const chartSeries = useMemo(() => structuredClone(series), [series]);
  const themedOptions = useChartOptions(options);
  return (
    <figure aria-label={label} style={{ margin: 0, minHeight: chartHeight }}>
      <ReactApexChart type={type} series={chartSeries} options={themedOptions} height={chartHeight} width="100%" />
    </figure>
  );
}
