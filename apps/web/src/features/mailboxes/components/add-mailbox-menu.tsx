import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ConnectOption, ConnectOptionKey } from './connect-options.ts';

interface AddMailboxMenuProps {
  /** The ways to add a mailbox this server offers. */
  options: readonly ConnectOption[];
  onChoose: (key: ConnectOptionKey) => void;
  /** An option waiting for its consent address. */
  pendingKey: string | null;
}

/** The page's main action: one button listing every way to add a mailbox. */
export function AddMailboxMenu({ options, onChoose, pendingKey }: AddMailboxMenuProps) {
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={pendingKey === 'gmail' || pendingKey === 'microsoft'}
        >
          Add mailbox
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map(({ key, label, icon: Icon }) => (
          <Menu.Item key={key} leftSection={<Icon size={18} stroke={1.7} aria-hidden />} onClick={() => onChoose(key)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
