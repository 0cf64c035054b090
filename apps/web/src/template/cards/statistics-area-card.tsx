import { Group, Stack, Text, ThemeIcon, Title, useMantineTheme } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { StatisticsCardName } from '../mocks/types.ts';
import { CardFrame } from './card-frame.tsx';
import { useGetStatisticsCardQuery } from './cards-api.ts';
import { formatCompact, formatGrowth } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { TrendText } from './trend-text.tsx';
import { useChartOptions } from './use-chart-options.ts';

interface StatisticsAreaCardProps {
  name: StatisticsCardName;
  /** The card's name for screen readers, before and after its data loads. */
  label: string;
  icon: Icon;
  /** A Mantine colour name for the icon and the chart. */
  color: string;
  /** Shows the value as a percent (sales, newsletter rates). */
  isPercent?: boolean;
}

/** A headline figure with an icon over an area sparkline: subscribers, orders, traffic, users. */
export function StatisticsAreaCard({ name, label, icon: CardIcon, color, isPercent = false }: StatisticsAreaCardProps) {
  const query = useGetStatisticsCardQuery(name);
  // ApexCharts derives its gradients from the colour, so it needs a resolved value, not a CSS variable.
  const chartColor = useMantineTheme().colors[color]?.[6] ?? color;
  const options = useChartOptions(
    useMemo(
      () => ({
        chart: { sparkline: { enabled: true } },
        colors: [chartColor],
        stroke: { curve: 'smooth', width: 2.5 },
        fill: { type: 'gradient', gradient: { shadeIntensity: 0.9, opacityFrom: 0.6, opacityTo: 0.05 } },
        tooltip: { x: { show: false } },
      }),
      [chartColor],
    ),
  );
  const { data } = query;
  return (
    <CardFrame title={label} bodyHeight={181} query={query} hasOwnHeading>
      {() =>
        data ? (
          <Stack gap={0} mx="calc(var(--mantine-spacing-lg) * -1)" mb="calc(var(--mantine-spacing-lg) * -1)">
            <Stack gap={6} px="lg">
              <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
                <CardIcon size={22} />
              </ThemeIcon>
              <Group gap="xs" align="baseline">
                <Title order={2} fz={26} data-testid={`${name}-value`}>
                  {isPercent ? `${data.analyticsData.value}%` : formatCompact(data.analyticsData.value)}
                </Title>
                <TrendText size="sm" value={data.analyticsData.growth}>
                  {formatGrowth(data.analyticsData.growth)}
                </TrendText>
              </Group>
              <Text c="dimmed" size="sm">
                {data.title}
              </Text>
            </Stack>
            <LazyChart type="area" series={data.series} options={options} height={90} label={`${data.title} trend`} />
          </Stack>
        ) : null
      }
    </CardFrame>
  );
}
