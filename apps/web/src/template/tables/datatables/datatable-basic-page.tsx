import 'mantine-datatable/styles.css';
import { Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useGetDatatablesDataQuery } from '../../api/datatables-api.ts';
import type { EmployeeRow } from '../../mocks/types.ts';
import { EmployeeNameCell, StatusBadge } from './employee-cells.tsx';
import { formatSalary, type SortableEmployeeColumn, sortEmployees } from './employees.ts';
import { paginationControlProps, selectionCheckboxProps } from './table-labels.ts';

const perPage = 10;

/** Employees searched and paged by the server, ten a page; sorting orders the page, rows can be selected. */
export function DatatableBasicPage() {
  useDocumentTitle('Basic datatable');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<EmployeeRow>>({
    columnAccessor: 'full_name',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<EmployeeRow[]>([]);
  const { data, isFetching, isError } = useGetDatatablesDataQuery({ q: query, perPage, page });

  const records = useMemo(
    () =>
      sortEmployees(data?.invoices ?? [], {
        column: sortStatus.columnAccessor as SortableEmployeeColumn,
        direction: sortStatus.direction,
      }),
    [data, sortStatus],
  );

  function handleSearch(value: string) {
    setSearch(value);
    setPage(1);
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Basic datatable"
        description="Employees from the server: search and pages are answered by the server, sorting orders the page you see."
      />
      <Card withBorder padding={0} radius="md" component="section" aria-labelledby="basic-table-heading">
        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Text component="h2" fw={600} fz="lg" id="basic-table-heading" m={0}>
              Employees
            </Text>
            <Text size="sm" data-testid="selection-count" aria-live="polite">
              {selected.length === 0 ? 'No row selected' : `${selected.length} selected`}
            </Text>
          </Stack>
          <TextInput
            aria-label="Search employees"
            placeholder="Search name, post, email, city…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => handleSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {isError ? (
          <Text c="red.8" px="md" pb="md" role="alert">
            The employees could not be loaded. Reload the page to try again.
          </Text>
        ) : null}
        <DataTable<EmployeeRow>
          minHeight={240}
          highlightOnHover
          verticalSpacing="sm"
          aria-label="Employees"
          records={records}
          fetching={isFetching}
          loadingText="Loading employees…"
          noRecordsText={query ? `No employee matches “${query}”` : 'No employees'}
          totalRecords={data?.total ?? 0}
          recordsPerPage={perPage}
          page={page}
          onPageChange={setPage}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
          getPaginationControlProps={paginationControlProps}
          sortStatus={sortStatus}
          onSortStatusChange={setSortStatus}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          {...selectionCheckboxProps}
          columns={[
            { accessor: 'full_name', title: 'Name', sortable: true, render: (row) => <EmployeeNameCell row={row} /> },
            { accessor: 'post', title: 'Post', sortable: true },
            { accessor: 'city', title: 'City', sortable: true },
            { accessor: 'start_date', title: 'Start date', sortable: true },
            {
              accessor: 'salary',
              title: 'Salary',
              sortable: true,
              textAlign: 'right',
              render: (row) => formatSalary(row.salary),
            },
            {
              accessor: 'status',
              title: 'Status',
              sortable: true,
              render: (row) => <StatusBadge status={row.status} />,
            },
          ]}
        />
      </Card>
    </Stack>
  );
}
