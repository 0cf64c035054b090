import { Navigate } from 'react-router';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { RouteLoading } from '../../../shared/ui/route-loading.tsx';
import { errorMessage } from '../../shared/ui/error-message.ts';
import { useGetInvoicesQuery } from './api/invoice-api.ts';
import { firstPageParams } from './first-page-params.ts';

type InvoiceScreen = 'preview' | 'edit';

/** /apps/invoice/preview and /edit without a number open the newest invoice. */
function FirstInvoiceRedirect({ screen }: { screen: InvoiceScreen }) {
  const { data, error, refetch } = useGetInvoicesQuery(firstPageParams);
  if (error) return <QueryErrorState message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <RouteLoading />;
  const first = data.invoices[0];
  return <Navigate to={first ? `/apps/invoice/${screen}/${first.id}` : '/apps/invoice/list'} replace />;
}

export function FirstInvoicePreviewRedirect() {
  return <FirstInvoiceRedirect screen="preview" />;
}

export function FirstInvoiceEditRedirect() {
  return <FirstInvoiceRedirect screen="edit" />;
}
