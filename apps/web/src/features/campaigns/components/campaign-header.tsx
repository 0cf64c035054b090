import type { CampaignDetail } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconCopy, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCampaignActions } from '../hooks/use-campaign-actions.ts';
import { availableActions } from './campaign-actions-menu.tsx';
import { CampaignStatusBadge } from './campaign-status-badge.tsx';

const buttons = {
  pause: { label: 'Pause', icon: IconPlayerPause },
  resume: { label: 'Resume', icon: IconPlayerPlay },
  archive: { label: 'Archive', icon: IconArchive },
  duplicate: { label: 'Duplicate', icon: IconCopy },
} as const;

/** The campaign's name, state and owner, with the actions its state allows. */
export function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const actions = useCampaignActions();
  const isArchived = campaign.status === 'archived' || campaign.status === 'autopilot_archived';
  const shown = availableActions(campaign.status).filter((action) => action !== 'delete');
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/campaigns" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> Campaigns
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {campaign.name}
            </Title>
            <CampaignStatusBadge status={campaign.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {campaign.ownerName ? `Owned by ${campaign.ownerName} · ` : ''}
            {campaign.stepCount} {campaign.stepCount === 1 ? 'step' : 'steps'} · {campaign.mailboxes.length}{' '}
            {campaign.mailboxes.length === 1 ? 'mailbox' : 'mailboxes'}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {!isArchived ? (
            <Button
              component={Link}
              to={`/campaigns/${campaign.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          ) : null}
          {shown.map((action) => {
            const { label, icon: Icon } = buttons[action];
            return (
              <Button
                key={action}
                variant={action === 'archive' || action === 'duplicate' ? 'default' : 'filled'}
                leftSection={<Icon size={16} aria-hidden />}
                loading={actions.isBusy}
                onClick={() => void actions.run(action, campaign.id)}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      </Group>
      {actions.error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={actions.clearError}
        >
          {actions.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
