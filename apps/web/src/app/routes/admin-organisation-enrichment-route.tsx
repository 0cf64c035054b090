import { Navigate, useLocation, useParams } from 'react-router';
import { AdminEnrichmentPage } from '../../features/admin/components/admin-enrichment-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** The name the organisation's page passes along with its link. */
function organisationNameFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('organisationName' in state)) return null;
  return typeof state.organisationName === 'string' ? state.organisationName : null;
}

/** /admin/organisations/:id/enrichment (super-admin only) */
export function AdminOrganisationEnrichmentRoute() {
  const { id } = useParams();
  const organisationName = organisationNameFrom(useLocation().state);
  useDocumentTitle(organisationName ? `Enrichment files · ${organisationName}` : 'Enrichment files');
  if (!id) return <Navigate to="/admin/organisations" replace />;
  return <AdminEnrichmentPage key={id} organisationId={id} organisationName={organisationName} />;
}
