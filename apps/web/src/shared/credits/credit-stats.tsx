import type { CreditSummary } from '@leadpilot/contracts';
import { Box, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCredits } from '../format/format-money.ts';
import { planTitle } from './plan-title.ts';

interface StatProps {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  testId: string;
}

function Stat({ label, value, hint, testId }: StatProps) {
  return (
    <Card component="div" padding="lg">
      <Text component="dt" size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} mt={4}>
        <Text fz={32} fw={750} lh={1.15} data-testid={testId}>
          {value}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      </Box>
    </Card>
  );
}

/** Balance (large), current plan and credits expiring in 30 days; placeholders while `summary` is null. */
export function CreditStats({ summary }: { summary: CreditSummary | null }) {
  if (!summary) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        role="status"
        aria-busy="true"
        aria-label="Loading credit balance"
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={124} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
      <Stat
        label="Balance"
        testId="credit-balance"
        value={`${formatCredits(summary.balance)} credits`}
        hint="Shared by everyone in the organisation"
      />
      <Stat
        label="Current plan"
        testId="credit-plan"
        value={planTitle(summary.plan)}
        hint={summary.hasPurchase ? 'Your highest plan with unexpired credits' : 'No purchase yet'}
      />
      <Stat
        label="Expiring in 30 days"
        testId="credit-expiring"
        value={`${formatCredits(summary.expiringSoon)} credits`}
        hint={summary.expiringSoon > 0 ? 'Spent first, before they lapse' : 'Nothing expires soon'}
      />
    </SimpleGrid>
  );
}
