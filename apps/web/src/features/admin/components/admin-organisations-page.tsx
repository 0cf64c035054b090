import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useListAdminOrganisationsQuery } from '../api/list-admin-organisations.ts';
import { AdminOrganisationsTable } from './admin-organisations-table.tsx';

const perPage = 20;

/** Platform admin → Organisations: every organisation on the installation. */
export function AdminOrganisationsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const query = debouncedSearch.trim();
  const organisations = useListAdminOrganisationsQuery({ q: query || undefined, page, perPage });

  const handleSearchChange = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <Stack gap="xl">
      <PageHeader title="Organisations" description="Every organisation on this Leadpilot installation." />
      <Stack gap="md">
        <SearchInput
          aria-label="Search organisations"
          placeholder="Search by name or domain"
          value={search}
          onChange={handleSearchChange}
          maw={{ sm: 360 }}
        />
        {organisations.isError ? (
          <QueryErrorState message={errorMessageOf(organisations.error)} onRetry={() => void organisations.refetch()} />
        ) : (
          <>
            <AdminOrganisationsTable
              organisations={organisations.data?.data ?? null}
              query={query}
              isFetching={organisations.isFetching}
            />
            {organisations.data ? (
              <PaginationFooter
                page={organisations.data.page}
                perPage={organisations.data.perPage}
                total={organisations.data.total}
                onPageChange={setPage}
                noun="organisations"
              />
            ) : null}
          </>
        )}
      </Stack>
    </Stack>
  );
}
