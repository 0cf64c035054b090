import { idSchema } from '@leadpilot/contracts';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CampaignAutopilotLink } from '../../features/autopilot/components/campaign-autopilot-link.tsx';
import { ProspectAutopilotActions } from '../../features/autopilot/components/prospect-autopilot-actions.tsx';
import { CampaignNotFound } from '../../features/campaigns/components/campaign-builder-page.tsx';
import { CampaignPage } from '../../features/campaigns/components/campaign-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** The autopilot's actions on one prospect, for the conversation drawer of a campaign on the autopilot. */
const prospectAutopilotActions = (enrolmentId: string) => <ProspectAutopilotActions enrolmentId={enrolmentId} />;

/**
 * /campaigns/:id, with the way to the campaign's autopilot above it. The autopilot and the campaigns
 * are two features that never import each other: this route composes them.
 */
export function CampaignRoute() {
  const { id } = useParams();
  useDocumentTitle('Campaign');
  const campaignId = idSchema.safeParse(id);
  if (!campaignId.success) return <CampaignNotFound />;
  return (
    <Stack gap="xs">
      <CampaignAutopilotLink campaignId={campaignId.data} />
      <CampaignPage key={campaignId.data} campaignId={campaignId.data} autopilotActions={prospectAutopilotActions} />
    </Stack>
  );
}
