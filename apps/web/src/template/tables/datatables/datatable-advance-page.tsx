import 'mantine-datatable/styles.css';
import { ActionIcon, Button, Card, Divider, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconDownload, IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useGetDatatablesDataQuery } from '../../api/datatables-api.ts';
import type { EmployeeRow } from '../../mocks/types.ts';
import { downloadText } from './download-text.ts';
import { EmployeeNameCell, StatusBadge } from './employee-cells.tsx';
import { EmployeeDetails } from './employee-details.tsx';
import { EmployeeFiltersPanel } from './employee-filters-panel.tsx';
import {
  countActiveFilters,
  type EmployeeFilters,
  employeesToCsv,
  filterEmployees,
  formatSalary,
  noEmployeeFilters,
  type SortableEmployeeColumn,
  sortEmployees,
} from './employees.ts';
import { paginationControlProps, selectionCheckboxProps } from './table-labels.ts';

const pageSizes = [10, 25, 50];
// The server searches; every match comes back in one page so the filters and sorting see them all.
const allMatches = 1000;

function emptyText(query: string, filters: EmployeeFilters): string {
  if (query !== '') return `No employee matches “${query}”`;
  return countActiveFilters(filters) > 0 ? 'No employee matches these filters' : 'No employees';
}

/** Employees with a server search, column filters, sorting, page sizes, selection, CSV export and row details. */
export function DatatableAdvancePage() {
  useDocumentTitle('Advanced datatable');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<EmployeeFilters>(noEmployeeFilters);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<EmployeeRow>>({
    columnAccessor: 'id',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<EmployeeRow[]>([]);
  const [expanded, setExpanded] = useState<unknown[]>([]);
  const { data, isFetching, isError } = useGetDatatablesDataQuery({ q: query, perPage: allMatches, page: 1 });

  const matching = useMemo(() => {
    const filtered = filterEmployees(data?.invoices ?? [], filters);
    const column = sortStatus.columnAccessor as SortableEmployeeColumn | 'id';
    return column === 'id' ? filtered : sortEmployees(filtered, { column, direction: sortStatus.direction });
  }, [data, filters, sortStatus]);
  const records = matching.slice((page - 1) * perPage, page * perPage);
  const exportRows = selected.length > 0 ? selected : matching;

  function handleSearch(value: string) {
    setSearch(value);
    setPage(1);
  }

  function handleFilters(next: EmployeeFilters) {
    setFilters(next);
    setPage(1);
  }

  async function handleExport() {
    downloadText(await employeesToCsv(exportRows), 'employees.csv', 'text/csv;charset=utf-8');
  }

  function toggleExpanded(id: number) {
    setExpanded((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Advanced datatable"
        description="Search on the server, then filter by column, sort, choose the page size, select rows and export them to CSV."
        actions={
          <Button leftSection={<IconDownload size={16} />} onClick={handleExport} disabled={exportRows.length === 0}>
            {selected.length > 0 ? `Export ${selected.length} selected` : `Export ${matching.length} rows`}
          </Button>
        }
      />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="filters-heading">
        <Stack gap="md">
          <Text component="h2" fw={600} fz="lg" id="filters-heading" m={0}>
            Search and filters
          </Text>
          <TextInput
            label="Search all columns"
            placeholder="Name, post, email, city, start date, salary or age"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => handleSearch(event.currentTarget.value)}
          />
          <Divider />
          <EmployeeFiltersPanel filters={filters} onChange={handleFilters} />
        </Stack>
      </Card>
      <Card withBorder padding={0} radius="md" component="section" aria-labelledby="advance-table-heading">
        <Group justify="space-between" p="md" gap="sm">
          <Text component="h2" fw={600} fz="lg" id="advance-table-heading" m={0}>
            Employees
          </Text>
          <Text size="sm" data-testid="selection-count" aria-live="polite">
            {matching.length} {matching.length === 1 ? 'match' : 'matches'} ·{' '}
            {selected.length === 0 ? 'none selected' : `${selected.length} selected`}
          </Text>
        </Group>
        {isError ? (
          <Text c="red.8" px="md" pb="md" role="alert">
            The employees could not be loaded. Reload the page to try again.
          </Text>
        ) : null}
        <DataTable<EmployeeRow>
          minHeight={260}
          highlightOnHover
          aria-label="Employees"
          records={records}
          fetching={isFetching}
          loadingText="Loading employees…"
          noRecordsText={emptyText(query, filters)}
          totalRecords={matching.length}
          recordsPerPage={perPage}
          recordsPerPageOptions={pageSizes}
          recordsPerPageLabel="Rows per page"
          onRecordsPerPageChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
          getPaginationControlProps={paginationControlProps}
          sortStatus={sortStatus}
          onSortStatusChange={setSortStatus}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          {...selectionCheckboxProps}
          rowExpansion={{
            trigger: 'never',
            allowMultiple: true,
            expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
            content: ({ record }) => <EmployeeDetails row={record} />,
          }}
          columns={[
            {
              accessor: 'details',
              title: <VisuallyHidden>Details</VisuallyHidden>,
              width: 48,
              render: (row) => {
                const isOpen = expanded.includes(row.id);
                return (
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${isOpen ? 'Hide' : 'Show'} details of ${row.full_name}`}
                    aria-expanded={isOpen}
                    onClick={() => toggleExpanded(row.id)}
                  >
                    {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                );
              },
            },
            { accessor: 'full_name', title: 'Name', sortable: true, render: (row) => <EmployeeNameCell row={row} /> },
            { accessor: 'post', title: 'Post', sortable: true },
            { accessor: 'city', title: 'City', sortable: true },
            {
              accessor: 'salary',
              title: 'Salary',
              sortable: true,
              textAlign: 'right',
              render: (row) => formatSalary(row.salary),
            },
            { accessor: 'age', title: 'Age', sortable: true, textAlign: 'right' },
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
