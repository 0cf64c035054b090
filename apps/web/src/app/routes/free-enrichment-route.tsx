import { FreeEnrichmentPage } from '../../features/free-enrichment/components/free-enrichment-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /free-enrichment (public): one small file enriched for free after a work email is proven. */
export function FreeEnrichmentRoute() {
  useDocumentTitle('Free enrichment');
  return <FreeEnrichmentPage />;
}
