import { Group, Stack, Text, ThemeIcon, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { AnalyticsPeriod } from '../mocks/types.ts';
import { CardFrame } from './card-frame.tsx';
import { useGetProductOrdersQuery } from './cards-api.ts';
import { formatWhole } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { PeriodSelect } from './period-select.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

const statuses = [
  { key: 'finished', label: 'Finished', color: 'indigo' },
  { key: 'pending', label: 'Pending', color: 'orange' },
  { key: 'rejected', label: 'Rejected', color: 'red' },
] as const;

/** Orders by status for a period: one ring per status, the total in the middle, the counts below. */
export function ProductOrdersCard() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('Last 28 Days');
  const query = useGetProductOrdersQuery();
  const { data } = query;
  const colors = useChartColors();
  const theme = useMantineTheme();
  const trackColor = useComputedColorScheme('light') === 'dark' ? theme.colors.dark[5] : theme.colors.gray[1];
  const total = data ? data.chart_info.finished + data.chart_info.pending + data.chart_info.rejected : 0;
  const options = useChartOptions(
    useMemo(
      () => ({
        labels: statuses.map((status) => status.label),
        colors: [colors.primary, colors.warning, colors.danger],
        stroke: { lineCap: 'round' as const },
        plotOptions: {
          radialBar: {
            hollow: { size: '28%' },
            track: { margin: 8, background: trackColor },
            dataLabels: {
              name: { fontSize: '14px' },
              value: { fontSize: '20px', fontWeight: 650, formatter: (value: number) => `${value}%` },
              total: { show: true, label: 'Total', formatter: () => formatWhole(total) },
            },
          },
        },
      }),
      [colors, total, trackColor],
    ),
  );
  const shares = data ? statuses.map((status) => Math.round((data.chart_info[status.key] / total) * 100)) : [];
  return (
    <CardFrame
      title="Product orders"
      bodyHeight={360}
      query={query}
      action={data ? <PeriodSelect periods={data.last_days} value={period} onChange={setPeriod} /> : null}
    >
      {() =>
        data ? (
          <Stack gap="md">
            <LazyChart
              type="radialBar"
              series={shares}
              options={options}
              height={260}
              label={`Orders in the ${period.toLowerCase()}: ${statuses
                .map((status, index) => `${shares[index]}% ${status.label.toLowerCase()}`)
                .join(', ')}`}
            />
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {statuses.map((status) => (
                <Group component="li" key={status.key} justify="space-between">
                  <Group gap="xs">
                    <ThemeIcon size={14} variant="transparent" color={status.color} aria-hidden>
                      <IconCircleFilled size={12} />
                    </ThemeIcon>
                    <Text size="sm">{status.label}</Text>
                  </Group>
                  <Text size="sm" fw={600} data-testid={`product-orders-${status.key}`}>
                    {formatWhole(data.chart_info[status.key])}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        ) : null
      }
    </CardFrame>
  );
}
