import { Grid, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { isNotFound } from '../../../shared/ui/is-not-found.ts';
import { useGetInvoiceQuery } from '../api/invoice-api.ts';
import { InvoiceNotFound } from '../invoice-not-found.tsx';
import { AddPaymentDrawer } from './add-payment-drawer.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { printInvoice } from './print-invoice.ts';
import { SendInvoiceDrawer } from './send-invoice-drawer.tsx';

/** /apps/invoice/preview/:id: the invoice with send, download, print, edit and add-payment actions. */
export function InvoicePreviewPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  useDocumentTitle(`Invoice #${id}`);
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, isLoading, isError, error, refetch } = useGetInvoiceQuery(id, { skip: !Number.isInteger(id) });
  const [isSendOpen, send] = useDisclosure(false);
  const [isPaymentOpen, payment] = useDisclosure(false);
  const wantsDownload = searchParams.get('download') === 'pdf';

  // "Download PDF" from the list arrives here with ?download=pdf: print once the invoice is on screen.
  useEffect(() => {
    if (!wantsDownload || !data) return;
    setSearchParams({}, { replace: true });
    printInvoice(data.invoice.id);
  }, [wantsDownload, data, setSearchParams]);

  if (!Number.isInteger(id) || isNotFound(error)) {
    return <InvoiceNotFound id={rawId} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Invoice #${id}`}
        description={data ? `${data.invoice.client.name} · ${data.invoice.invoiceStatus}` : 'Loading the invoice…'}
      />
      {isError ? (
        <QueryErrorState message={errorMessage(error)} onRetry={refetch} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 9 }}>
            {isLoading || !data ? (
              <Skeleton height={640} radius="lg" aria-label="Loading invoice" />
            ) : (
              <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack>
              <InvoiceActions
                invoiceId={id}
                onSend={send.open}
                onAddPayment={payment.open}
                onPrint={() => printInvoice(id)}
              />
            </Stack>
          </Grid.Col>
          {data ? (
            <>
              <SendInvoiceDrawer invoice={data.invoice} isOpen={isSendOpen} onClose={send.close} />
              <AddPaymentDrawer invoice={data.invoice} isOpen={isPaymentOpen} onClose={payment.close} />
            </>
          ) : null}
        </Grid>
      )}
    </Stack>
  );
}
