import type { CreditSummary } from '@leadpilot/contracts';
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PaginationFooter } from '../ui/pagination-footer.tsx';
import { CreditHistoryFilters, type CreditHistoryFilterValues, isFiltered } from './credit-history-filters.tsx';
import { CreditHistoryTable } from './credit-history-table.tsx';

interface CreditHistorySectionProps {
  /** Null while the first page loads. */
  history: CreditSummary['history'] | null;
  isFetching: boolean;
  filters: CreditHistoryFilterValues;
  onFiltersChange: (filters: CreditHistoryFilterValues) => void;
  page: number;
  onPageChange: (page: number) => void;
  withDateRange?: boolean;
  /** Beside the heading (the CSV export). */
  actions?: ReactNode;
}

/** "History": filters, the ledger table and its pages. */
export function CreditHistorySection({
  history,
  isFetching,
  filters,
  onFiltersChange,
  page,
  onPageChange,
  withDateRange = true,
  actions,
}: CreditHistorySectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="credit-history-title">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} fz="h4" id="credit-history-title">
          History
        </Title>
        {actions}
      </Group>
      <CreditHistoryFilters values={filters} onChange={onFiltersChange} withDateRange={withDateRange} />
      <CreditHistoryTable entries={history?.data ?? null} isFetching={isFetching} isFiltered={isFiltered(filters)} />
      {history ? (
        <PaginationFooter
          page={page}
          perPage={history.perPage}
          total={history.total}
          onPageChange={onPageChange}
          noun="entries"
        />
      ) : null}
    </Stack>
  );
}
