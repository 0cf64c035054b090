import { AdminOrganisationsPage } from '../../features/admin/components/admin-organisations-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /admin/organisations (super-admin only) */
export function AdminOrganisationsRoute() {
  useDocumentTitle('Organisations');
  return <AdminOrganisationsPage />;
}
