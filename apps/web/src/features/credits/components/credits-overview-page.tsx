import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { creditHistoryPerPage, useGetCreditSummaryQuery } from '../../../api/endpoints/get-credit-summary.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { CreditHistorySection } from '../../../shared/credits/credit-history-section.tsx';
import { CreditLotsSection } from '../../../shared/credits/credit-lots-section.tsx';
import { CreditStats } from '../../../shared/credits/credit-stats.tsx';
import { useCreditHistoryState } from '../../../shared/credits/use-credit-history-state.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { ExportCreditsButton } from './export-credits-button.tsx';
import { LowBalanceAlert } from './low-balance-alert.tsx';
import { MyAllowanceCard } from './my-allowance-card.tsx';

/** Credits → Overview: balance, plan, allowance, lots and the filtered history. */
export function CreditsOverviewPage() {
  const canBuy = useAppAbility().can('manage', 'Credits');
  const history = useCreditHistoryState();
  const summary = useGetCreditSummaryQuery({
    page: history.page,
    perPage: creditHistoryPerPage,
    ...history.queryFilters,
  });

  if (summary.isError && !summary.data) {
    return <QueryErrorState message={errorMessageOf(summary.error)} onRetry={() => void summary.refetch()} />;
  }
  const data = summary.data ?? null;

  return (
    <Stack gap="xl">
      {data?.isLowBalance ? <LowBalanceAlert balance={data.balance} canBuy={canBuy} /> : null}
      <CreditStats summary={data} />
      {data?.myAllowance ? <MyAllowanceCard allowance={data.myAllowance} /> : null}
      <CreditLotsSection
        lots={data?.lots ?? null}
        emptyAction={
          canBuy ? (
            <Button component={Link} to="/credits/plans" size="xs" variant="light">
              See plans
            </Button>
          ) : null
        }
      />
      <CreditHistorySection
        history={data?.history ?? null}
        isFetching={summary.isFetching}
        filters={history.filters}
        onFiltersChange={history.setFilters}
        page={history.page}
        onPageChange={history.setPage}
        actions={<ExportCreditsButton filters={history.queryFilters} />}
      />
    </Stack>
  );
}
