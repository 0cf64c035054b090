import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { creditHistoryPerPage, useGetCreditSummaryQuery } from '../../../api/endpoints/get-credit-summary.ts';
import { planTitle } from '../../../shared/credits/plan-title.ts';
import { formatCredits } from '../../../shared/format/format-money.ts';

/** A small card with the current plan and balance, linking to Credits & billing. */
export function CreditSummaryCard() {
  // The same page as the Credits overview asks for, so the two share one cached reply.
  const summary = useGetCreditSummaryQuery({ page: 1, perPage: creditHistoryPerPage });
  const data = summary.data;
  return (
    <Card component="section" aria-labelledby="plan-credits-title">
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Title order={2} fz="h4" id="plan-credits-title">
            Plan and credits
          </Title>
          {data ? (
            <Text size="sm">
              <Text span fw={600}>
                {planTitle(data.plan)} plan
              </Text>
              {data.hasPurchase ? '' : ' (no purchase yet)'} ·{' '}
              <Text span fw={600} data-testid="organisation-credit-balance">
                {formatCredits(data.balance)} credits
              </Text>{' '}
              left
            </Text>
          ) : summary.isError ? (
            <Text size="sm" c="dimmed">
              Your balance could not be loaded right now.
            </Text>
          ) : (
            <Skeleton height={16} width={220} radius="sm" role="status" aria-label="Loading balance" />
          )}
        </Stack>
        <Button component={Link} to="/credits" variant="light" leftSection={<IconCoins size={16} aria-hidden />}>
          View credits
        </Button>
      </Group>
    </Card>
  );
}
