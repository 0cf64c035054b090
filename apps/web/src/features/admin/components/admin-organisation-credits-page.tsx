import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { CreditHistorySection } from '../../../shared/credits/credit-history-section.tsx';
import { CreditLotsSection } from '../../../shared/credits/credit-lots-section.tsx';
import { CreditStats } from '../../../shared/credits/credit-stats.tsx';
import { useCreditHistoryState } from '../../../shared/credits/use-credit-history-state.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetOrganisationCreditQuery } from '../api/get-organisation-credit.ts';
import { AdjustCreditsForm } from './adjust-credits-form.tsx';

const perPage = 10;

interface AdminOrganisationCreditsPageProps {
  organisationId: string;
  /** The name, when the link from the list passed it on. */
  organisationName: string | null;
}

/** Platform admin → one organisation: balance, plan, lots, ledger and credit adjustments. */
export function AdminOrganisationCreditsPage({ organisationId, organisationName }: AdminOrganisationCreditsPageProps) {
  const history = useCreditHistoryState();
  const summary = useGetOrganisationCreditQuery({
    organisationId,
    page: history.page,
    perPage,
    kind: history.queryFilters.kind,
  });
  const data = summary.data ?? null;
  const name = organisationName ?? data?.organisationName ?? null;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={Link} to="/admin/organisations" size="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Back to organisations
        </Anchor>
        <PageHeader
          title={name ?? 'Organisation credits'}
          description="Balance, credit lots and the full credit history of this organisation."
          actions={
            <Button
              component={Link}
              to={`/admin/organisations/${organisationId}/enrichment`}
              state={name ? { organisationName: name } : undefined}
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            >
              Enrichment files
            </Button>
          }
        />
      </Stack>
      {summary.isError && !data ? (
        <QueryErrorState message={errorMessageOf(summary.error)} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <CreditStats summary={data} />
          <AdjustCreditsForm organisationId={organisationId} />
          <CreditLotsSection lots={data?.lots ?? null} />
          <CreditHistorySection
            history={data?.history ?? null}
            isFetching={summary.isFetching}
            filters={history.filters}
            onFiltersChange={history.setFilters}
            page={history.page}
            onPageChange={history.setPage}
            withDateRange={false}
          />
        </>
      )}
    </Stack>
  );
}
