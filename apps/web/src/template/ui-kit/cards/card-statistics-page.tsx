import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconActivity,
  IconCurrencyDollar,
  IconMail,
  IconPackage,
  IconTrendingUp,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { StatisticsAreaCard } from '../../cards/statistics-area-card.tsx';
import { StatisticsMiniChartCard } from '../../cards/statistics-mini-chart-card.tsx';

/** Every statistics card (spec section 7, /card/card-statistics/*), each fed by its own endpoint. */
export function CardStatisticsPage() {
  useDocumentTitle('Statistics cards');
  return (
    <Stack gap="lg">
      <PageHeader title="Statistics cards" description="A headline figure, its change and its trend, per metric." />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        <StatisticsMiniChartCard name="orders-bar-chart" label="Orders" type="bar" />
        <StatisticsMiniChartCard name="profit-line-chart" label="Profit" type="line" />
        <StatisticsAreaCard name="sales" label="Quarterly sales" icon={IconTrendingUp} color="red" isPercent />
        <StatisticsAreaCard name="revenue" label="Revenue generated" icon={IconCurrencyDollar} color="teal" />
        <StatisticsAreaCard name="subscribers" label="Subscribers gained" icon={IconUsers} color="indigo" />
        <StatisticsAreaCard name="orders" label="Orders received" icon={IconPackage} color="orange" />
        <StatisticsAreaCard name="site-traffic" label="Site traffic" icon={IconWorld} color="cyan" />
        <StatisticsAreaCard name="active-users" label="Active users" icon={IconActivity} color="grape" />
        <StatisticsAreaCard name="newsletter" label="Newsletter" icon={IconMail} color="orange" />
      </SimpleGrid>
    </Stack>
  );
}
