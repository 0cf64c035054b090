import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AnalyticsPeriod } from '../mocks/types.ts';
import { CardFrame } from './card-frame.tsx';
import { CardList, CardListRow } from './card-list-row.tsx';
import { useGetCustomersQuery } from './cards-api.ts';
import { formatWhole } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { PeriodSelect } from './period-select.tsx';
import { useChartOptions } from './use-chart-options.ts';
import { useNamedColors } from './use-named-colors.ts';

/** Customers by kind for a period: a pie of the kinds, then each kind's count. */
export function CustomersCard() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('Last 28 Days');
  const query = useGetCustomersQuery();
  const { data } = query;
  const rows = data?.listData;
  const colorNames = useMemo(() => rows?.map((row) => row.iconColor) ?? [], [rows]);
  const colors = useNamedColors(colorNames);
  const options = useChartOptions(
    useMemo(
      () => ({
        labels: rows?.map((row) => row.text) ?? [],
        colors,
        legend: { show: false },
        stroke: { width: 2 },
        dataLabels: { enabled: false },
      }),
      [rows, colors],
    ),
  );
  return (
    <CardFrame
      title="Customers"
      bodyHeight={360}
      query={query}
      action={data ? <PeriodSelect periods={data.last_days} value={period} onChange={setPeriod} /> : null}
    >
      {() =>
        rows ? (
          <>
            <LazyChart
              type="pie"
              series={rows.map((row) => row.result)}
              options={options}
              height={200}
              label={`Customers in the ${period.toLowerCase()}: ${rows
                .map((row) => `${formatWhole(row.result)} ${row.text.toLowerCase()}`)
                .join(', ')}`}
            />
            <CardList>
              {rows.map((row) => (
                <CardListRow
                  key={row.text}
                  icon={row.icon}
                  color={row.iconColor}
                  title={row.text}
                  end={
                    <Text size="sm" fw={600}>
                      {formatWhole(row.result)}
                    </Text>
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
