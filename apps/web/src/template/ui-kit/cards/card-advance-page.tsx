import { Grid, Stack } from '@mantine/core';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { BrowserStatesCard } from '../../cards/browser-states-card.tsx';
import { CardPlaceholder } from '../../cards/card-frame.tsx';
import { CongratulationsCard } from '../../cards/congratulations-card.tsx';
import { EarningsCard } from '../../cards/earnings-card.tsx';
import { MeetupCard } from '../../cards/meetup-card.tsx';
import { TimelineCard } from '../../cards/timeline-card.tsx';
import { TransactionsCard } from '../../cards/transactions-card.tsx';
import { useGetAnalyticsDashboardQuery, useGetEcommerceDashboardQuery } from '../../dashboards/dashboards-api.ts';
import { EmployeeTaskCard } from './advance/employee-task-card.tsx';
import { PaymentCard } from './advance/payment-card.tsx';
import { ProfileCard } from './advance/profile-card.tsx';

/** The advance cards: profile, meetup, employee tasks, timeline, payment and more, fed by the dashboards' data. */
export function CardAdvancePage() {
  useDocumentTitle('Advance cards');
  const analytics = useGetAnalyticsDashboardQuery();
  const ecommerce = useGetEcommerceDashboardQuery();
  return (
    <Stack gap="lg">
      <PageHeader title="Advance cards" description="Richer cards: people, events, activity, payments and lists." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <ProfileCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <MeetupCard meetup={ecommerce.data?.meetup} query={ecommerce} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <EmployeeTaskCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TimelineCard items={analytics.data?.timeline} query={analytics} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <PaymentCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TransactionsCard transactions={ecommerce.data?.transactions} query={ecommerce} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          {analytics.data ? (
            <CongratulationsCard
              name={analytics.data.congratulations.name}
              growth={analytics.data.congratulations.growth}
            />
          ) : (
            <CardPlaceholder label="Congratulations" height={240} query={analytics} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <BrowserStatesCard browserStates={ecommerce.data?.browserStates} query={ecommerce} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <EarningsCard earnings={ecommerce.data?.earnings} query={ecommerce} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
