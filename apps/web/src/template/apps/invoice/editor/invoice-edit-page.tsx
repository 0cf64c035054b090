import { Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { InvoiceClient } from '../../../mocks/types.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { isNotFound } from '../../../shared/ui/is-not-found.ts';
import { useGetInvoiceClientsQuery, useGetInvoiceQuery } from '../api/invoice-api.ts';
import { InvoiceNotFound } from '../invoice-not-found.tsx';
import { InvoiceEditor } from './invoice-editor.tsx';
import { invoiceValues } from './invoice-form.ts';
import { useSaveInvoice } from './use-save-invoice.ts';

/** /apps/invoice/edit/:id: the invoice in the editor, its own client added to the first five. */
export function InvoiceEditPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  useDocumentTitle(`Edit invoice #${rawId}`);
  const invoice = useGetInvoiceQuery(id, { skip: !Number.isInteger(id) });
  const clients = useGetInvoiceClientsQuery();
  const current = invoice.data?.invoice;
  const save = useSaveInvoice(current ?? null, '/apps/invoice/preview/:id');
  const clientOptions = useMemo<InvoiceClient[]>(() => {
    const firstFive = clients.data ?? [];
    if (!current || firstFive.some((client) => client.name === current.client.name)) return firstFive;
    return [current.client, ...firstFive];
  }, [clients.data, current]);
  const initialValues = useMemo(() => (current ? invoiceValues(current) : null), [current]);

  if (!Number.isInteger(id) || isNotFound(invoice.error)) return <InvoiceNotFound id={rawId} />;
  const failed = invoice.error ?? clients.error;
  return (
    <Stack gap="lg">
      <PageHeader title={`Edit invoice #${id}`} description="Change the client, the dates or the lines." />
      {failed ? (
        <QueryErrorState
          message={errorMessage(failed)}
          onRetry={() => {
            invoice.refetch();
            clients.refetch();
          }}
        />
      ) : initialValues ? (
        <InvoiceEditor
          invoiceId={id}
          initialValues={initialValues}
          clients={clientOptions}
          isLoadingClients={clients.isLoading}
          previewPath={`/apps/invoice/preview/${id}`}
          onSave={save}
        />
      ) : (
        <Skeleton height={640} radius="lg" aria-label="Loading invoice" />
      )}
    </Stack>
  );
}
