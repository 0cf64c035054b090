import { Button, Skeleton } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { creditHistoryPerPage, useGetCreditSummaryQuery } from '../../../api/endpoints/get-credit-summary.ts';
import { formatCredits } from '../../../shared/format/format-money.ts';

/** The organisation's credit balance, linking to Credits & billing; it refreshes after every reveal. */
export function CreditBalanceLink() {
  const summary = useGetCreditSummaryQuery({ page: 1, perPage: creditHistoryPerPage });
  if (!summary.data) {
    return summary.isError ? null : <Skeleton height={36} width={140} radius="md" aria-label="Loading balance" />;
  }
  return (
    <Button
      component={Link}
      to="/credits"
      variant="default"
      leftSection={<IconCoins size={16} aria-hidden />}
      data-testid="prospects-credit-balance"
    >
      {formatCredits(summary.data.balance)} credits
    </Button>
  );
}
