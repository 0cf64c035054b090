import { CampaignsPage } from '../../features/campaigns/components/campaigns-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /campaigns */
export function CampaignsRoute() {
  useDocumentTitle('Campaigns');
  return <CampaignsPage />;
}
