import { WebhooksPage } from '../../features/webhooks/components/webhooks-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/webhooks */
export function WebhooksSettingsRoute() {
  useDocumentTitle('Webhooks');
  return <WebhooksPage />;
}
