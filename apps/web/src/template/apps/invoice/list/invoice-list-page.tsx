import { Button, Card, Group, Select, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../../shared/ui/search-input.tsx';
import { TableSkeleton } from '../../../../shared/ui/table-skeleton.tsx';
import type { Invoice, InvoiceStatus } from '../../../mocks/types.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { keyboardScroll } from '../../../shared/ui/keyboard-scroll.ts';
import { SortableHeader, type SortDirection } from '../../../shared/ui/sortable-header.tsx';
import { TableEmptyRow } from '../../../shared/ui/table-empty-row.tsx';
import { useDeleteInvoiceMutation, useGetInvoicesQuery } from '../api/invoice-api.ts';
import { invoiceStatuses, isInvoiceStatus } from '../invoice-status.ts';
import { InvoiceRow } from './invoice-row.tsx';

const perPage = 10;
const columnCount = 7;

type InvoiceSortColumn = 'id' | 'invoiceStatus' | 'client.name' | 'total' | 'issuedDate' | 'balance';

/** /apps/invoice/list: search, status filter, sortable columns, pages of 10 and delete. */
export function InvoiceListPage() {
  useDocumentTitle('Invoices');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [page, setPage] = useState(1);
  const [sortColumn, setSortColumn] = useState<InvoiceSortColumn>('id');
  const [sort, setSort] = useState<SortDirection>('desc');
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetInvoicesQuery({
    q,
    perPage,
    page,
    status: status ?? '',
    sort,
    sortColumn,
  });
  const [deleteInvoice, deletion] = useDeleteInvoiceMutation();

  function handleSort(column: InvoiceSortColumn, direction: SortDirection) {
    setSortColumn(column);
    setSort(direction);
    setPage(1);
  }

  async function handleConfirmDelete() {
    if (!toDelete) return;
    try {
      await deleteInvoice(toDelete.id).unwrap();
      notifications.show({ color: 'green', message: `Invoice #${toDelete.id} was deleted.` });
      // The last row of a page gone: step back so the table is not left empty.
      if (data?.invoices.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The invoice could not be deleted.' });
    } finally {
      setToDelete(null);
    }
  }

  const header = { sortColumn, sort, onSort: handleSort };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Invoices"
        description="Every invoice sent to your clients, with its status and balance."
        actions={
          <Button component={Link} to="/apps/invoice/add" leftSection={<IconPlus size={16} />}>
            Create invoice
          </Button>
        }
      />
      <Card padding={0}>
        <Group p="md" gap="sm" justify="space-between" wrap="wrap">
          <SearchInput
            aria-label="Search invoices"
            placeholder="Search invoices"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={[...invoiceStatuses]}
            value={status}
            onChange={(value) => {
              setStatus(isInvoiceStatus(value) ? value : null);
              setPage(1);
            }}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {isError ? (
          <Stack p="md">
            <QueryErrorState message={errorMessage(error)} onRetry={refetch} />
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={820} scrollAreaProps={keyboardScroll}>
            <Table aria-label="Invoices" aria-busy={isFetching} style={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  <SortableHeader column="id" {...header}>
                    #
                  </SortableHeader>
                  <SortableHeader column="invoiceStatus" {...header}>
                    Status
                  </SortableHeader>
                  <SortableHeader column="client.name" {...header}>
                    Client
                  </SortableHeader>
                  <SortableHeader column="total" {...header}>
                    Total
                  </SortableHeader>
                  <SortableHeader column="issuedDate" {...header}>
                    Issued
                  </SortableHeader>
                  <SortableHeader column="balance" {...header}>
                    Balance
                  </SortableHeader>
                  <Table.Th fz="xs" tt="uppercase">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isLoading ? <TableSkeleton columns={columnCount} rows={perPage} /> : null}
                {data?.invoices.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} onDelete={setToDelete} />
                ))}
                {data && data.invoices.length === 0 ? (
                  <TableEmptyRow
                    columns={columnCount}
                    title="No invoices found"
                    description="Try another search or clear the status filter."
                  />
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data ? (
          <Stack p="md">
            <PaginationFooter page={page} perPage={perPage} total={data.total} onPageChange={setPage} noun="invoices" />
          </Stack>
        ) : null}
      </Card>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this invoice?"
        message={toDelete ? `Invoice #${toDelete.id} for ${toDelete.client.name} will be removed.` : ''}
        confirmLabel="Delete invoice"
        isPending={deletion.isLoading}
        onConfirm={handleConfirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
