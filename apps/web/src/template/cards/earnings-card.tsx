import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { EcommerceDashboardReply } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { formatDollars, formatGrowth } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { TrendText } from './trend-text.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

interface EarningsCardProps {
  earnings: EcommerceDashboardReply['earnings'] | undefined;
  query: CardQueryState;
}

/** This month's earnings and their split by product, as a donut. */
export function EarningsCard({ earnings, query }: EarningsCardProps) {
  const colors = useChartColors();
  const options = useChartOptions(
    useMemo(
      () => ({
        labels: earnings?.labels ?? [],
        colors: [colors.success, colors.primaryLight, colors.primary],
        legend: { show: false },
        stroke: { width: 0 },
        plotOptions: { pie: { donut: { size: '70%', labels: { show: false } } } },
      }),
      [earnings, colors],
    ),
  );
  return (
    <CardFrame title="Earnings" bodyHeight={120} query={query}>
      {() =>
        earnings ? (
          <Group justify="space-between" wrap="nowrap" align="center">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                This month
              </Text>
              <Title order={3} fz={24}>
                {formatDollars(earnings.total)}
              </Title>
              <Text size="sm">
                <TrendText span value={earnings.growth}>
                  {formatGrowth(earnings.growth)}
                </TrendText>{' '}
                more earnings than last month.
              </Text>
            </Stack>
            <div style={{ width: 130, flexShrink: 0 }}>
              <LazyChart
                type="donut"
                series={earnings.series[0]?.data ?? []}
                options={options}
                height={130}
                label="Earnings by product"
              />
            </div>
          </Group>
        ) : null
      }
    </CardFrame>
  );
}
