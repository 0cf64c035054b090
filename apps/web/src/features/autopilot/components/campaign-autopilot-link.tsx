import { Button, Group } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router';

/** On the campaign page: the way to its autopilot (settings, switch, knowledge). */
export function CampaignAutopilotLink({ campaignId }: { campaignId: string }) {
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={`/campaigns/${campaignId}/autopilot`}
        variant="light"
        size="xs"
        leftSection={<IconRobot size={14} aria-hidden />}
      >
        Autopilot
      </Button>
    </Group>
  );
}
