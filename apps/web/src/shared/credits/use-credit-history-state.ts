import type { LedgerKind } from '@leadpilot/contracts';
import { useState } from 'react';
import { type CreditHistoryFilterValues, isRangeReversed, noHistoryFilters } from './credit-history-filters.tsx';

export interface CreditHistoryQueryFilters {
  kind?: LedgerKind;
  from?: string;
  to?: string;
}

/** The history's filters and page; any filter change starts again at page 1. */
export function useCreditHistoryState() {
  const [filters, setFilters] = useState<CreditHistoryFilterValues>(noHistoryFilters);
  const filterKey = `${filters.kind ?? ''}\n${filters.from}\n${filters.to}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  // A reversed range is shown as an error and leaves the end out until it is fixed.
  const queryFilters: CreditHistoryQueryFilters = {
    kind: filters.kind ?? undefined,
    from: filters.from || undefined,
    to: isRangeReversed(filters) ? undefined : filters.to || undefined,
  };
  return { filters, setFilters, page, setPage, queryFilters };
}
