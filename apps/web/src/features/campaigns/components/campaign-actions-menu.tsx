import type { CampaignStatus } from '@leadpilot/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconCopy,
  IconDotsVertical,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CampaignAction } from '../hooks/use-campaign-actions.ts';

interface CampaignActionsMenuProps {
  id: string;
  name: string;
  status: CampaignStatus;
  onAction: (action: CampaignAction) => void;
}

/** What a campaign's state allows: edit, pause, resume, archive, duplicate, and delete for a draft. */
export function availableActions(status: CampaignStatus): CampaignAction[] {
  const isArchived = status === 'archived' || status === 'autopilot_archived';
  return [
    ...(status === 'scheduled' || status === 'running' ? (['pause'] as const) : []),
    ...(status === 'paused' ? (['resume'] as const) : []),
    ...(status !== 'draft' && !isArchived ? (['archive'] as const) : []),
    'duplicate' as const,
    ...(status === 'draft' ? (['delete'] as const) : []),
  ];
}

const actionLabels: Record<CampaignAction, string> = {
  pause: 'Pause',
  resume: 'Resume',
  archive: 'Archive',
  duplicate: 'Duplicate',
  delete: 'Delete',
};

const actionIcons = {
  pause: IconPlayerPause,
  resume: IconPlayerPlay,
  archive: IconArchive,
  duplicate: IconCopy,
  delete: IconTrash,
} as const;

/** A row's actions menu in the campaigns table. */
export function CampaignActionsMenu({ id, name, status, onAction }: CampaignActionsMenuProps) {
  const isArchived = status === 'archived' || status === 'autopilot_archived';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!isArchived ? (
          <Menu.Item component={Link} to={`/campaigns/${id}/edit`} leftSection={<IconPencil size={16} aria-hidden />}>
            Edit
          </Menu.Item>
        ) : null}
        {availableActions(status).map((action) => {
          const Icon = actionIcons[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action)}
            >
              {actionLabels[action]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
