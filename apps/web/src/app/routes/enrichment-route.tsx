import { useParams } from 'react-router';
import { EnrichmentFilePage } from '../../features/enrichment/components/enrichment-file-page.tsx';
import { EnrichmentPage } from '../../features/enrichment/components/enrichment-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /enrichment: upload a list, and the organisation's files. */
export function EnrichmentRoute() {
  useDocumentTitle('Enrichment');
  return <EnrichmentPage />;
}

/** /enrichment/:id: one file's columns, estimate, run and downloads. */
export function EnrichmentFileRoute() {
  useDocumentTitle('Enrichment file');
  const { id = '' } = useParams();
  return <EnrichmentFilePage key={id} id={id} />;
}
