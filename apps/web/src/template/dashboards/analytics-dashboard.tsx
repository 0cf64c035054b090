import { Grid, Stack } from '@mantine/core';
import { IconPackage, IconUsers } from '@tabler/icons-react';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { AppDesignCard } from '../cards/app-design-card.tsx';
import { AvgSessionsCard } from '../cards/avg-sessions-card.tsx';
import { CardPlaceholder } from '../cards/card-frame.tsx';
import { CongratulationsCard } from '../cards/congratulations-card.tsx';
import { ChartsWhenVisible } from '../cards/lazy-chart.tsx';
import { SalesRadarCard } from '../cards/sales-radar-card.tsx';
import { StatisticsAreaCard } from '../cards/statistics-area-card.tsx';
import { SupportTrackerCard } from '../cards/support-tracker-card.tsx';
import { TimelineCard } from '../cards/timeline-card.tsx';
import { useGetAnalyticsDashboardQuery } from './dashboards-api.ts';

/**
 * The analytics dashboard (/dashboard/analytics). Its charts draw after the greeting, when scrolled
 * to: on a phone the first screen shows the greeting and the first figures without loading the
 * charts below.
 */
export function AnalyticsDashboard() {
  useDocumentTitle('Analytics dashboard');
  const query = useGetAnalyticsDashboardQuery();
  const { data } = query;
  return (
    <ChartsWhenVisible isPageReady={data !== undefined || query.isError}>
      <Stack gap="lg">
        <PageHeader title="Analytics" description="Subscribers, sessions, support and sales at a glance." />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            {data ? (
              <CongratulationsCard name={data.congratulations.name} growth={data.congratulations.growth} />
            ) : (
              <CardPlaceholder label="Congratulations" height={255} query={query} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <StatisticsAreaCard name="subscribers" label="Subscribers gained" icon={IconUsers} color="indigo" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <StatisticsAreaCard name="orders" label="Orders received" icon={IconPackage} color="orange" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <AvgSessionsCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <SupportTrackerCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TimelineCard items={data?.timeline} query={query} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <SalesRadarCard salesRadar={data?.salesRadar} query={query} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <AppDesignCard appDesign={data?.appDesign} query={query} />
          </Grid.Col>
        </Grid>
      </Stack>
    </ChartsWhenVisible>
  );
}
