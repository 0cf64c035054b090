import { useMemo } from 'react';
import type { AnalyticsDashboardReply } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { LazyChart } from './lazy-chart.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

interface SalesRadarCardProps {
  salesRadar: AnalyticsDashboardReply['salesRadar'] | undefined;
  query: CardQueryState;
}

/** Sales by month for two series, on a radar. */
export function SalesRadarCard({ salesRadar, query }: SalesRadarCardProps) {
  const colors = useChartColors();
  const options = useChartOptions(
    useMemo(
      () => ({
        colors: [colors.primary, colors.info],
        xaxis: { categories: salesRadar?.categories ?? [] },
        yaxis: { show: false },
        legend: { show: true, position: 'top' as const },
        stroke: { width: 0 },
        fill: { opacity: [0.4, 0.6] },
        markers: { size: 0 },
        plotOptions: { radar: { polygons: { connectorColors: 'transparent' } } },
      }),
      [salesRadar, colors],
    ),
  );
  return (
    <CardFrame title="Sales" bodyHeight={320} query={query}>
      {() =>
        salesRadar ? (
          <LazyChart type="radar" series={salesRadar.series} options={options} height={320} label="Sales by month" />
        ) : null
      }
    </CardFrame>
  );
}
