import { Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useGetInvoiceClientsQuery, useGetInvoicesQuery } from '../api/invoice-api.ts';
import { firstPageParams } from '../first-page-params.ts';
import { InvoiceEditor } from './invoice-editor.tsx';
import { newInvoiceValues } from './invoice-form.ts';
import { useSaveInvoice } from './use-save-invoice.ts';

/** /apps/invoice/add: a new invoice for one of the first five clients. */
export function InvoiceAddPage() {
  useDocumentTitle('Create invoice');
  const invoices = useGetInvoicesQuery(firstPageParams);
  const clients = useGetInvoiceClientsQuery();
  const nextId = useMemo(
    () => Math.max(0, ...(invoices.data?.allData.map((invoice) => invoice.id) ?? [])) + 1,
    [invoices.data],
  );
  const initialValues = useMemo(newInvoiceValues, []);
  const save = useSaveInvoice(null, '/apps/invoice/preview/:id');
  const failed = invoices.error ?? clients.error;
  return (
    <Stack gap="lg">
      <PageHeader title="Create invoice" description="Bill a client: add the lines, and the totals follow." />
      {failed ? (
        <QueryErrorState
          message={errorMessage(failed)}
          onRetry={() => {
            invoices.refetch();
            clients.refetch();
          }}
        />
      ) : invoices.isLoading ? (
        <Skeleton height={640} radius="lg" aria-label="Loading" />
      ) : (
        <InvoiceEditor
          invoiceId={nextId}
          initialValues={initialValues}
          clients={clients.data ?? []}
          isLoadingClients={clients.isLoading}
          onSave={save}
        />
      )}
    </Stack>
  );
}
