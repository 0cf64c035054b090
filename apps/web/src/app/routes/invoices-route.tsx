import { InvoicesPage } from '../../features/credits/components/invoices-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /credits/invoices */
export function InvoicesRoute() {
  useDocumentTitle('Invoices');
  return <InvoicesPage />;
}
