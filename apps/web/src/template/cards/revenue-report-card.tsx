import { Box, Grid, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CardFrame } from './card-frame.tsx';
import { revenueReportYears } from './card-options.ts';
import { useGetRevenueReportQuery } from './cards-api.ts';
import { formatDollars } from './format.ts';
import { LazyChart } from './lazy-chart.tsx';
import { useChartColors, useChartOptions } from './use-chart-options.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

/** Earnings against expenses per month for a chosen year, beside the year's total and budget. */
export function RevenueReportCard() {
  const [year, setYear] = useState(revenueReportYears[0] ?? '2020');
  const query = useGetRevenueReportQuery(year);
  const colors = useChartColors();
  const reportOptions = useChartOptions(
    useMemo(
      () => ({
        chart: { stacked: true },
        colors: [colors.primary, colors.warning],
        plotOptions: { bar: { columnWidth: '20%', borderRadius: 5 } },
        legend: { show: true, position: 'top' as const, horizontalAlign: 'left' as const },
        xaxis: { categories: months, axisBorder: { show: false }, axisTicks: { show: false } },
        grid: { padding: { top: -20, bottom: -10 }, yaxis: { lines: { show: false } } },
      }),
      [colors],
    ),
  );
  const budgetOptions = useChartOptions(
    useMemo(
      () => ({
        chart: { sparkline: { enabled: true } },
        stroke: { curve: 'smooth' as const, dashArray: [0, 5], width: [2, 2] },
        colors: [colors.primary, colors.muted],
        tooltip: { enabled: false },
      }),
      [colors],
    ),
  );
  const { data, isFetching } = query;
  return (
    <CardFrame title="Revenue report" bodyHeight={330} query={query}>
      {() =>
        data ? (
          <Grid gap="lg" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <LazyChart
                type="bar"
                series={data.series}
                options={reportOptions}
                height={260}
                label={`Earnings and expenses in ${year}`}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack align="center" gap="xs" ta="center">
                <Select
                  aria-label="Year"
                  size="xs"
                  w={110}
                  data={data.years.length > 0 ? data.years : revenueReportYears}
                  value={year}
                  allowDeselect={false}
                  onChange={(value) => value && setYear(value)}
                />
                <Title order={3} fz={26} data-testid="revenue-report-price">
                  {formatDollars(data.price)}
                </Title>
                <Text size="sm">
                  <Text span fw={600}>
                    Budget:
                  </Text>{' '}
                  {formatDollars(data.budget)}
                </Text>
                <Box w="100%">
                  <LazyChart
                    type="line"
                    series={data.budgetSeries}
                    options={budgetOptions}
                    height={80}
                    label={`Budget in ${year}`}
                  />
                </Box>
              </Stack>
            </Grid.Col>
          </Grid>
        ) : null
      }
    </CardFrame>
  );
}
