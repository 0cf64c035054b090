import { TemplateFieldsPage } from '../../features/templates/components/template-fields-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /templates/fields — custom fields and signatures (loaded on its own: it carries the rich-text editor). */
export function TemplateFieldsRoute() {
  useDocumentTitle('Fields & signatures');
  return <TemplateFieldsPage />;
}
