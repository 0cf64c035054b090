import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AnalyticsPeriod } from '../mocks/types.ts';
import { CardFrame } from './card-frame.tsx';
import { CardList, CardListRow } from './card-list-row.tsx';
import { useGetSessionsDeviceQuery } from './cards-api.ts';
import { formatGrowth } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { PeriodSelect } from './period-select.tsx';
import { TrendText } from './trend-text.tsx';
import { useChartOptions } from './use-chart-options.ts';
import { useNamedColors } from './use-named-colors.ts';

/** Sessions by device for a period: a donut of the shares, then each device's share and its change. */
export function SessionsDeviceCard() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('Last 28 Days');
  const query = useGetSessionsDeviceQuery();
  const { data } = query;
  const devices = data?.chart_info;
  const colorNames = useMemo(() => devices?.map((device) => device.iconColor) ?? [], [devices]);
  const colors = useNamedColors(colorNames);
  const options = useChartOptions(
    useMemo(
      () => ({
        labels: devices?.map((device) => device.name) ?? [],
        colors,
        legend: { show: false },
        stroke: { width: 0 },
        plotOptions: { pie: { donut: { size: '70%' } } },
        tooltip: { y: { formatter: (value: number) => `${value}%` } },
      }),
      [devices, colors],
    ),
  );
  return (
    <CardFrame
      title="Sessions by device"
      bodyHeight={360}
      query={query}
      action={data ? <PeriodSelect periods={data.last_days} value={period} onChange={setPeriod} /> : null}
    >
      {() =>
        devices ? (
          <>
            <LazyChart
              type="donut"
              series={devices.map((device) => device.usage)}
              options={options}
              height={200}
              label={`Sessions in the ${period.toLowerCase()}: ${devices
                .map((device) => `${device.name} ${device.usage}%`)
                .join(', ')}`}
            />
            <CardList>
              {devices.map((device) => (
                <CardListRow
                  key={device.name}
                  icon={device.icon}
                  color={device.iconColor}
                  title={device.name}
                  end={
                    <Group gap="md" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {device.usage}%
                      </Text>
                      <TrendText size="sm" value={device.upDown} w={48} ta="right">
                        {formatGrowth(device.upDown)}
                      </TrendText>
                    </Group>
                  }
                />
              ))}
            </CardList>
          </>
        ) : null
      }
    </CardFrame>
  );
}
