import { ApiKeysPage } from '../../features/api-keys/components/api-keys-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/api-keys */
export function ApiKeysSettingsRoute() {
  useDocumentTitle('API keys');
  return <ApiKeysPage />;
}
