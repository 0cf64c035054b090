import { CreditsOverviewPage } from '../../features/credits/components/credits-overview-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /credits */
export function CreditsOverviewRoute() {
  useDocumentTitle('Credits');
  return <CreditsOverviewPage />;
}
