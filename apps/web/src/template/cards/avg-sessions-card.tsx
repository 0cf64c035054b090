import { Box, Divider, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AnalyticsPeriod } from '../mocks/types.ts';
import { CardFrame } from './card-frame.tsx';
import { analyticsPeriods, isAnalyticsPeriod } from './card-options.ts';
import { useGetAvgSessionsQuery } from './cards-api.ts';
import { formatCompact, formatGrowth, formatWhole } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { TrendText } from './trend-text.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

const weekDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Average sessions for a chosen period: the figure, a bar per day of the week, and four goals. */
export function AvgSessionsCard() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('Last 28 Days');
  const query = useGetAvgSessionsQuery(period);
  const colors = useChartColors();
  const options = useChartOptions(
    useMemo(
      () => ({
        colors: [colors.primaryLight, colors.primaryLight, colors.primary, colors.primaryLight, colors.primaryLight],
        plotOptions: { bar: { columnWidth: '45%', distributed: true, borderRadius: 6 } },
        legend: { show: false },
        grid: { show: false, padding: { left: 0, right: 0 } },
        xaxis: {
          categories: weekDays,
          labels: { show: true },
          axisBorder: { show: false },
          axisTicks: { show: false },
        },
        yaxis: { show: false },
        tooltip: { x: { show: true } },
      }),
      [colors],
    ),
  );
  const { data, isFetching } = query;
  const periodSelect = (
    <Select
      aria-label="Period"
      size="xs"
      w={140}
      data={analyticsPeriods}
      value={period}
      allowDeselect={false}
      onChange={(value) => {
        if (isAnalyticsPeriod(value)) setPeriod(value);
      }}
    />
  );
  return (
    <CardFrame title="Average sessions" action={periodSelect} bodyHeight={286} query={query}>
      {() =>
        data ? (
          <Box style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Stack gap={4} justify="center">
                <Title order={3} fz={30} data-testid="avg-sessions-value">
                  {formatCompact(data.sessions)}
                </Title>
                <Text c="dimmed" size="sm">
                  Avg sessions
                </Text>
                <Text size="sm" mt="sm">
                  <TrendText span value={data.growth}>
                    {formatGrowth(data.growth)}
                  </TrendText>{' '}
                  vs the period before
                </Text>
              </Stack>
              <LazyChart
                type="bar"
                series={data.series}
                options={options}
                height={180}
                label="Sessions per day of the week"
              />
            </SimpleGrid>
            <Divider my="md" />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <Goal
                label={`Goal: ${formatWhole(data.goal)} sessions`}
                value={percentOf(data.sessions, data.goal)}
                color="indigo"
              />
              <Goal
                label={`Users: ${formatCompact(data.users)}`}
                value={percentOf(data.users, data.goal)}
                color="orange"
              />
              <Goal label={`Retention: ${data.retention}%`} value={data.retention} color="red" />
              <Goal label={`Duration: ${data.duration} yr`} value={Math.min(100, data.duration * 10)} color="teal" />
            </SimpleGrid>
          </Box>
        ) : null
      }
    </CardFrame>
  );
}

function percentOf(value: number, total: number): number {
  return total > 0 ? Math.min(100, (value / total) * 100) : 0;
}

function Goal({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm">{label}</Text>
      <Progress value={value} color={color} size="sm" aria-label={label} />
    </Stack>
  );
}
