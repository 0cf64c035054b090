import { idSchema } from '@leadpilot/contracts';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CampaignAutopilotLink } from '../../features/autopilot/components/campaign-autopilot-link.tsx';
import { CampaignNotFound } from '../../features/campaigns/components/campaign-builder-page.tsx';
import { CampaignPage } from '../../features/campaigns/components/campaign-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /campaigns/:id, with the way to the campaign's autopilot above it. */
export function CampaignRoute() {
  const { id } = useParams();
  useDocumentTitle('Campaign');
  const campaignId = idSchema.safeParse(id);
  if (!campaignId.success) return <CampaignNotFound />;
  return (
    <Stack gap="xs">
      <CampaignAutopilotLink campaignId={campaignId.data} />
      <CampaignPage key={campaignId.data} campaignId={campaignId.data} />
    </Stack>
  );
}
