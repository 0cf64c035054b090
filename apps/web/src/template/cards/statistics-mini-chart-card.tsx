import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { StatisticsCardName } from '../mocks/types.ts';
import { CardFrame } from './card-frame.tsx';
import { useGetStatisticsCardQuery } from './cards-api.ts';
import { formatCompact, formatGrowth } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { TrendText } from './trend-text.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

interface StatisticsMiniChartCardProps {
  name: StatisticsCardName;
  label: string;
  type: 'bar' | 'line';
}

/** A small card with a title, a figure and a bar or line sparkline: orders, profit. */
export function StatisticsMiniChartCard({ name, label, type }: StatisticsMiniChartCardProps) {
  const query = useGetStatisticsCardQuery(name);
  const colors = useChartColors();
  const options = useChartOptions(
    useMemo(
      () =>
        type === 'bar'
          ? {
              chart: { stacked: true },
              colors: [colors.warning, colors.muted],
              plotOptions: { bar: { columnWidth: '30%', borderRadius: 3 } },
              grid: { show: false, padding: { left: 0, right: 0, top: -20, bottom: -10 } },
              xaxis: { labels: { show: false }, axisBorder: { show: false }, axisTicks: { show: false } },
              yaxis: { show: false },
              legend: { show: false },
              tooltip: { x: { show: false } },
            }
          : {
              colors: [colors.info],
              stroke: { width: 3, curve: 'straight' },
              markers: { size: 3, strokeWidth: 2, hover: { size: 4 } },
              grid: { padding: { top: -20, bottom: -10, left: 10, right: 10 }, xaxis: { lines: { show: true } } },
              xaxis: { labels: { show: false }, axisBorder: { show: false }, axisTicks: { show: false } },
              yaxis: { show: false },
              tooltip: { x: { show: false } },
            },
      [type, colors],
    ),
  );
  const { data } = query;
  return (
    <CardFrame title={label} bodyHeight={130} query={query} hasOwnHeading>
      {() =>
        data ? (
          <Stack gap={4}>
            <Text c="dimmed" size="sm" fw={500}>
              {data.title}
            </Text>
            <Group gap={6} align="baseline" wrap="nowrap">
              <Title order={2} fz={24}>
                {formatCompact(data.analyticsData.value)}
              </Title>
              <TrendText size="xs" value={data.analyticsData.growth}>
                {formatGrowth(data.analyticsData.growth)}
              </TrendText>
            </Group>
            <LazyChart type={type} series={data.series} options={options} height={80} label={`${data.title} trend`} />
          </Stack>
        ) : null
      }
    </CardFrame>
  );
}
