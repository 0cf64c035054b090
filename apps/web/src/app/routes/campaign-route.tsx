import { idSchema } from '@leadpilot/contracts';
import { useParams } from 'react-router';
import { CampaignNotFound } from '../../features/campaigns/components/campaign-builder-page.tsx';
import { CampaignPage } from '../../features/campaigns/components/campaign-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /campaigns/:id */
export function CampaignRoute() {
  const { id } = useParams();
  useDocumentTitle('Campaign');
  const campaignId = idSchema.safeParse(id);
  if (!campaignId.success) return <CampaignNotFound />;
  return <CampaignPage key={campaignId.data} campaignId={campaignId.data} />;
}
