import { ActionIcon, Checkbox, Group, Menu, Tooltip } from '@mantine/core';
import { IconFolder, IconMail, IconMailOpened, IconRefresh, IconTag, IconTrash } from '@tabler/icons-react';
import type { EmailLabel, UpdateEmailsRequest } from '../../../mocks/types.ts';
import { emailLabels } from '../email-location.ts';
import { folderDisplay, labelName } from './email-mailboxes.ts';

/** The folders an email can be moved to by hand (the starred view is not a folder). */
const movableFolders = ['inbox', 'sent', 'draft', 'spam'] as const;

interface EmailBulkActionsProps {
  total: number;
  selectedCount: number;
  onSelectAll: (isSelected: boolean) => void;
  onUpdate: (dataToUpdate: UpdateEmailsRequest['dataToUpdate']) => void;
  onLabel: (label: EmailLabel) => void;
  onRefresh: () => void;
}

/** Select all, and what can be done to the selected emails at once. */
export function EmailBulkActions({
  total,
  selectedCount,
  onSelectAll,
  onUpdate,
  onLabel,
  onRefresh,
}: EmailBulkActionsProps) {
  const hasSelection = selectedCount > 0;
  return (
    <Group gap="xs" px="md" py={8} wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <Checkbox
          aria-label="Select all emails"
          checked={total > 0 && selectedCount === total}
          indeterminate={hasSelection && selectedCount < total}
          disabled={total === 0}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        {hasSelection ? (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Move to trash">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Move to trash"
                onClick={() => onUpdate({ folder: 'trash' })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Mark as read">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Mark as read"
                onClick={() => onUpdate({ isRead: true })}
              >
                <IconMailOpened size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Mark as unread">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Mark as unread"
                onClick={() => onUpdate({ isRead: false })}
              >
                <IconMail size={18} />
              </ActionIcon>
            </Tooltip>
            <Menu position="bottom-start" shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Move to folder">
                  <IconFolder size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Move to</Menu.Label>
                {movableFolders.map((folder) => {
                  const { label, icon: Icon } = folderDisplay[folder];
                  return (
                    <Menu.Item key={folder} leftSection={<Icon size={16} />} onClick={() => onUpdate({ folder })}>
                      {label}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
            <Menu position="bottom-start" shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Add or remove a label">
                  <IconTag size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Toggle label</Menu.Label>
                {emailLabels.map((label) => (
                  <Menu.Item key={label} onClick={() => onLabel(label)}>
                    {labelName(label)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
      </Group>
      <Tooltip label="Refresh">
        <ActionIcon variant="subtle" color="gray" aria-label="Refresh the list" onClick={onRefresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
