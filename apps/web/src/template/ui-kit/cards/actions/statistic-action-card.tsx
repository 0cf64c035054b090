import { Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { useGetStatisticsCardQuery } from '../../../cards/cards-api.ts';
import { formatCompact, formatGrowth } from '../../../cards/format.ts';
import { TrendText } from '../../../cards/trend-text.tsx';
import type { StatisticsCardName } from '../../../mocks/types.ts';
import { ActionCard } from './action-card.tsx';

interface StatisticActionCardProps {
  name: StatisticsCardName;
  title: string;
  isCollapsible?: boolean;
  isRefreshable?: boolean;
  onRemove?: () => void;
}

/** An action card showing one statistic, fetched again on refresh, with the time it was last fetched. */
export function StatisticActionCard({ name, title, isCollapsible, isRefreshable, onRemove }: StatisticActionCardProps) {
  const query = useGetStatisticsCardQuery(name);
  const { data, fulfilledTimeStamp } = query;
  return (
    <ActionCard
      title={title}
      isCollapsible={isCollapsible}
      onRefresh={isRefreshable ? () => query.refetch() : undefined}
      onRemove={onRemove}
    >
      {query.isError ? (
        <QueryErrorState onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap={4} mih={96}>
          <Text size="sm" c="dimmed">
            {data?.title ?? 'Loading…'}
          </Text>
          <Group gap="xs" align="baseline">
            <Title order={3} fz={28}>
              {data ? formatCompact(data.analyticsData.value) : '–'}
            </Title>
            {data ? (
              <TrendText size="sm" value={data.analyticsData.growth}>
                {formatGrowth(data.analyticsData.growth)}
              </TrendText>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" data-testid={`${name}-updated`}>
            {fulfilledTimeStamp ? `Updated at ${dayjs(fulfilledTimeStamp).format('HH:mm:ss.SSS')}` : ' '}
          </Text>
        </Stack>
      )}
    </ActionCard>
  );
}
