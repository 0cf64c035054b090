import { TemplatesPage } from '../../features/templates/components/templates-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /templates */
export function TemplatesRoute() {
  useDocumentTitle('Templates');
  return <TemplatesPage />;
}
