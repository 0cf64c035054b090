import { ExtensionSettingsPage } from '../../features/extension/components/extension-settings-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/extension */
export function ExtensionSettingsRoute() {
  useDocumentTitle('Browser extension');
  return <ExtensionSettingsPage />;
}
