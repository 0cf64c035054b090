import { idSchema } from '@leadpilot/contracts';
import { useParams } from 'react-router';
import { CampaignBuilderPage, CampaignNotFound } from '../../features/campaigns/components/campaign-builder-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /campaigns/new and /campaigns/:id/edit */
export function CampaignBuilderRoute() {
  const { id } = useParams();
  useDocumentTitle(id === undefined ? 'New campaign' : 'Edit campaign');
  if (id === undefined) return <CampaignBuilderPage key="new" campaignId={null} />;
  const campaignId = idSchema.safeParse(id);
  if (!campaignId.success) return <CampaignNotFound />;
  return <CampaignBuilderPage key={campaignId.data} campaignId={campaignId.data} />;
}
