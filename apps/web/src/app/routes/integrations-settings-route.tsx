import { IntegrationsPage } from '../../features/integrations/components/integrations-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/integrations */
export function IntegrationsSettingsRoute() {
  useDocumentTitle('Integrations');
  return <IntegrationsPage />;
}
