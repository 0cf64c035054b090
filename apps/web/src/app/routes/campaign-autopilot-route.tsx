import { idSchema } from '@leadpilot/contracts';
import { useParams } from 'react-router';
import { CampaignAutopilotPage } from '../../features/autopilot/components/campaign-autopilot-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/** /campaigns/:id/autopilot */
export function CampaignAutopilotRoute() {
  const { id } = useParams();
  useDocumentTitle('Autopilot');
  const campaignId = idSchema.safeParse(id);
  if (!campaignId.success) return <NotFoundRoute />;
  return <CampaignAutopilotPage key={campaignId.data} campaignId={campaignId.data} />;
}
