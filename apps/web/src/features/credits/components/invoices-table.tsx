import type { Invoice } from '@leadpilot/contracts';
import { Card, Table, VisuallyHidden } from '@mantine/core';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import { InvoiceRow } from './invoice-row.tsx';

interface InvoicesTableProps {
  /** Null while the first page loads. */
  invoices: Invoice[] | null;
  isFetching: boolean;
}

/** Invoices with their PDFs; scrolls sideways on narrow screens. */
export function InvoicesTable({ invoices, isFetching }: InvoicesTableProps) {
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label="Invoices table">
        <Table
          aria-label="Invoices"
          aria-busy={invoices === null || isFetching ? true : undefined}
          style={{ opacity: invoices !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Number</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Plan</Table.Th>
              <Table.Th scope="col" ta="right">
                Credits
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" w={160}>
                <VisuallyHidden>Download</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices === null ? (
              <TableSkeleton columns={7} rows={3} />
            ) : (
              invoices.map((invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />)
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
