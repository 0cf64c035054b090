import { Button, type FloatingPosition, Group, Kbd, Menu, Stack, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconCopy,
  IconDownload,
  IconMessageCircle,
  IconPencil,
  IconSettings,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { filledColorProps, kitColors } from './kit-colors.ts';

const directions: { label: string; position: FloatingPosition }[] = [
  { label: 'Drop down', position: 'bottom-start' },
  { label: 'Drop up', position: 'top-start' },
  { label: 'Drop right', position: 'right-start' },
  { label: 'Drop left', position: 'left-start' },
];

const fileActions = [
  { label: 'Edit', icon: IconPencil, shortcut: 'E' },
  { label: 'Duplicate', icon: IconCopy, shortcut: 'D' },
  { label: 'Share', icon: IconShare, shortcut: 'S' },
  { label: 'Download', icon: IconDownload, shortcut: 'L' },
];

/** Dropdown menus: sections with icons and shortcuts, colours, directions and a split button. */
export function DropdownsPage() {
  const [lastAction, setLastAction] = useState('');
  return (
    <ExamplePage title="Dropdowns" description="Menus of actions that open from a button.">
      <ExampleCard
        title="Sections, icons and shortcuts"
        description="Labelled groups, a divider and a dangerous action apart."
      >
        <Stack gap="sm" align="flex-start">
          <Menu width={220} position="bottom-start">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} />}>File actions</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>File</Menu.Label>
              {fileActions.map((action) => (
                <Menu.Item
                  key={action.label}
                  leftSection={<action.icon size={14} />}
                  rightSection={<Kbd size="xs">{action.shortcut}</Kbd>}
                  onClick={() => setLastAction(action.label)}
                >
                  {action.label}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Label>Danger zone</Menu.Label>
              <Menu.Item color="red.9" leftSection={<IconTrash size={14} />} onClick={() => setLastAction('Delete')}>
                Delete
              </Menu.Item>
              <Menu.Item disabled leftSection={<IconMessageCircle size={14} />}>
                Comment (read only)
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" aria-live="polite" data-testid="dropdown-last-action">
            {lastAction ? `You chose “${lastAction}”.` : 'Nothing chosen yet.'}
          </Text>
        </Stack>
      </ExampleCard>
      <ExampleCard title="Colours" description="A menu button in each semantic colour.">
        <Group gap="xs">
          {kitColors.map((kitColor) => (
            <Menu key={kitColor.label}>
              <Menu.Target>
                <Button {...filledColorProps(kitColor)} rightSection={<IconChevronDown size={14} />}>
                  {kitColor.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {['Action', 'Another action', 'Something else'].map((label) => (
                  <Menu.Item key={label}>{label}</Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Directions" description="The menu opens below, above, to the right or to the left.">
        <Group gap="xs">
          {directions.map((direction) => (
            <Menu key={direction.label} position={direction.position} withArrow>
              <Menu.Target>
                <Button variant="default">{direction.label}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item>First item</Menu.Item>
                <Menu.Item>Second item</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Split button" description="A main action beside a menu of related ones.">
        <Group gap={0} wrap="nowrap">
          <Button style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}>Save</Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                px="xs"
                aria-label="More ways to save"
                style={{
                  borderTopLeftRadius: 0,
                  borderBottomLeftRadius: 0,
                  borderLeft: '1px solid var(--mantine-color-body)',
                }}
              >
                <IconChevronDown size={16} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconSettings size={14} />}>Save as template</Menu.Item>
              <Menu.Item leftSection={<IconCopy size={14} />}>Save a copy</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
