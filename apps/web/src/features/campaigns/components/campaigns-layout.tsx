import { Button } from '@mantine/core';
import { IconChecklist, IconClockPlay, IconPlus, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RouteTabsLayout } from '../../../shared/ui/route-tabs-layout.tsx';

const tabs = [
  { path: '/campaigns', label: 'Campaigns', icon: IconRocket },
  { path: '/campaigns/upcoming', label: 'Upcoming emails', icon: IconClockPlay },
  { path: '/campaigns/tasks', label: 'Tasks', icon: IconChecklist },
] as const;

/** Campaigns: the page title, "New campaign", and the Campaigns / Upcoming emails / Tasks tabs. */
export function CampaignsLayout() {
  return (
    <RouteTabsLayout
      title="Campaigns"
      description="Sequences of emails and tasks sent from your mailboxes to an audience, within your limits."
      actions={
        <Button component={Link} to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New campaign
        </Button>
      }
      label="Campaigns sections"
      tabs={tabs}
    />
  );
}
