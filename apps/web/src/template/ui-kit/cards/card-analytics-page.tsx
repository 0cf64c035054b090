import { Grid, Stack } from '@mantine/core';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { AvgSessionsCard } from '../../cards/avg-sessions-card.tsx';
import { CustomersCard } from '../../cards/customers-card.tsx';
import { GoalOverviewCard } from '../../cards/goal-overview-card.tsx';
import { ProductOrdersCard } from '../../cards/product-orders-card.tsx';
import { RevenueCard } from '../../cards/revenue-card.tsx';
import { RevenueReportCard } from '../../cards/revenue-report-card.tsx';
import { SessionsDeviceCard } from '../../cards/sessions-device-card.tsx';
import { SupportTrackerCard } from '../../cards/support-tracker-card.tsx';

/** Every analytics card (spec section 7, /card/card-analytics/*), each fed by its own endpoint. */
export function CardAnalyticsPage() {
  useDocumentTitle('Analytics cards');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Analytics cards"
        description="Charts with their figures, for sessions, revenue, orders and customers."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SupportTrackerCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AvgSessionsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RevenueReportCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <GoalOverviewCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 6 }}>
          <RevenueCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 6 }}>
          <ProductOrdersCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SessionsDeviceCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CustomersCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
