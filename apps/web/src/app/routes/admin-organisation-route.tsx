import { Navigate, useLocation, useParams } from 'react-router';
import { AdminOrganisationCreditsPage } from '../../features/admin/components/admin-organisation-credits-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** The name the organisations list passes along with its link. */
function organisationNameFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('organisationName' in state)) return null;
  return typeof state.organisationName === 'string' ? state.organisationName : null;
}

/** /admin/organisations/:id (super-admin only) */
export function AdminOrganisationRoute() {
  const { id } = useParams();
  const organisationName = organisationNameFrom(useLocation().state);
  useDocumentTitle(organisationName ?? 'Organisation');
  if (!id) return <Navigate to="/admin/organisations" replace />;
  return <AdminOrganisationCreditsPage key={id} organisationId={id} organisationName={organisationName} />;
}
