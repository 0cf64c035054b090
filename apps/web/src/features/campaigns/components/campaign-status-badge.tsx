import { type CampaignStatus, campaignStatusLabels } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

const statusColors: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'cyan',
  running: 'green',
  paused: 'yellow',
  completed: 'indigo',
  archived: 'dark',
  autopilot_archived: 'dark',
};

/** A campaign's state in words and colour. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]} tt="none">
      {campaignStatusLabels[status]}
    </Badge>
  );
}
