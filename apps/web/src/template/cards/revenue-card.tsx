import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { CardFigure } from './card-figure.tsx';
import { CardFrame } from './card-frame.tsx';
import { useGetRevenueCardQuery } from './cards-api.ts';
import { formatCompact, formatDollars } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

/** This month's revenue against last month's: both totals, and both months day by day as lines. */
export function RevenueCard() {
  const query = useGetRevenueCardQuery();
  const { data } = query;
  const colors = useChartColors();
  const options = useChartOptions(
    useMemo(
      () => ({
        colors: [colors.primary, colors.muted],
        stroke: { curve: 'smooth' as const, width: [3, 2], dashArray: [0, 6] },
        legend: { show: true, position: 'top' as const, horizontalAlign: 'left' as const },
        xaxis: {
          labels: { show: false },
          axisBorder: { show: false },
          axisTicks: { show: false },
          tooltip: { enabled: false },
        },
        yaxis: { labels: { formatter: (value: number) => formatCompact(value) } },
        grid: { padding: { top: -10 } },
      }),
      [colors],
    ),
  );
  return (
    <CardFrame title="Revenue" bodyHeight={330} query={query}>
      {() =>
        data ? (
          <>
            <Group gap="xl" mb="sm">
              <CardFigure label="This month" value={formatDollars(data.thisMonth)} />
              <CardFigure label="Last month" value={formatDollars(data.lastMonth)} />
            </Group>
            <LazyChart
              type="line"
              series={data.series}
              options={options}
              height={250}
              label="Revenue this month and last month, day by day"
            />
          </>
        ) : null
      }
    </CardFrame>
  );
}
