import { CampaignsLayout } from '../../features/campaigns/components/campaigns-layout.tsx';

/** /campaigns, /campaigns/upcoming, /campaigns/tasks: the Campaigns header and its tabs. */
export function CampaignsLayoutRoute() {
  return <CampaignsLayout />;
}
