import { OrganisationSettingsPage } from '../../features/organisation/components/organisation-settings-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/organisation */
export function OrganisationSettingsRoute() {
  useDocumentTitle('Organisation settings');
  return <OrganisationSettingsPage />;
}
