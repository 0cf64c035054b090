import { CreditPlansPage } from '../../features/credits/components/credit-plans-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /credits/plans */
export function CreditPlansRoute() {
  useDocumentTitle('Plans');
  return <CreditPlansPage />;
}
