import { ActionIcon, Menu } from '@mantine/core';
import { IconCalendarTime, IconDotsVertical, IconPlayerSkipForward, IconSend } from '@tabler/icons-react';
import type { UpcomingAction } from '../hooks/use-upcoming-actions.ts';

/** One scheduled email's actions: send now, reschedule, skip. */
export function UpcomingEmailActionsMenu({
  label,
  disabled,
  onAction,
}: {
  /** Who the email goes to, for the button's name: "Ada Lovelace, step 2". */
  label: string;
  disabled: boolean;
  onAction: (action: UpcomingAction) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`} disabled={disabled}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => onAction('send-now')}>
          Send now
        </Menu.Item>
        <Menu.Item leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={() => onAction('reschedule')}>
          Reschedule…
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconPlayerSkipForward size={16} aria-hidden />}
          onClick={() => onAction('skip')}
        >
          Skip…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
