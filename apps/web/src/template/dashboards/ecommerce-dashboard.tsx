import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { BrowserStatesCard } from '../cards/browser-states-card.tsx';
import { CardPlaceholder } from '../cards/card-frame.tsx';
import { CompanyTableCard } from '../cards/company-table-card.tsx';
import { EarningsCard } from '../cards/earnings-card.tsx';
import { GoalOverviewCard } from '../cards/goal-overview-card.tsx';
import { MedalCard } from '../cards/medal-card.tsx';
import { MeetupCard } from '../cards/meetup-card.tsx';
import { RevenueReportCard } from '../cards/revenue-report-card.tsx';
import { StatisticsMiniChartCard } from '../cards/statistics-mini-chart-card.tsx';
import { StatisticsOverviewCard } from '../cards/statistics-overview-card.tsx';
import { TransactionsCard } from '../cards/transactions-card.tsx';
import { useGetEcommerceDashboardQuery } from './dashboards-api.ts';

/** The e-commerce dashboard, the template's home (`/`). */
export function EcommerceDashboard() {
  useDocumentTitle('eCommerce dashboard');
  const query = useGetEcommerceDashboardQuery();
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader title="eCommerce" description="Sales, revenue, goals and customers of the demo shop." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {data ? (
            <MedalCard
              name={data.congratulations.name}
              saleToday={data.congratulations.saleToday}
              percent={data.congratulations.percent}
            />
          ) : (
            <CardPlaceholder label="Congratulations" height={200} query={query} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <StatisticsOverviewCard statistics={data?.statistics} query={query} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <SimpleGrid cols={2} spacing="lg">
              <StatisticsMiniChartCard name="orders-bar-chart" label="Orders" type="bar" />
              <StatisticsMiniChartCard name="profit-line-chart" label="Profit" type="line" />
            </SimpleGrid>
            <EarningsCard earnings={data?.earnings} query={query} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RevenueReportCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CompanyTableCard companies={data?.companyTable} query={query} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <MeetupCard meetup={data?.meetup} query={query} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <BrowserStatesCard browserStates={data?.browserStates} query={query} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <GoalOverviewCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TransactionsCard transactions={data?.transactions} query={query} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
