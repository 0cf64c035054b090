import { Menu, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCopy, IconEdit, IconEye, IconScissors, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { PointerMenu } from './pointer-menu.tsx';
import { useContextMenu } from './use-context-menu.ts';

const people = [
  { name: 'Ana Costa', company: 'Nordwind', city: 'Lisbon' },
  { name: 'Lukas Berg', company: 'Hafenlicht', city: 'Hamburg' },
  { name: 'Chloé Martin', company: 'Atelier Sud', city: 'Lyon' },
  { name: 'Rui Almeida', company: 'Porto Labs', city: 'Porto' },
];

const areaActions = [
  { label: 'Cut', icon: IconScissors },
  { label: 'Copy', icon: IconCopy },
  { label: 'Share', icon: IconShare },
];
const rowActions = [
  { label: 'View', icon: IconEye },
  { label: 'Edit', icon: IconEdit },
];

/** Context Menu: a Mantine Menu opened with a right-click, the context-menu key or Shift+F10. */
export function ContextMenuPage() {
  const { menu, triggerProps, close } = useContextMenu<string>();
  const [lastAction, setLastAction] = useState<string | null>(null);
  const isRow = menu !== null && menu.subject !== 'the area';

  function choose(action: string) {
    setLastAction(`${action} on ${menu?.subject ?? ''}`);
    close();
  }

  return (
    <ExtensionPage
      title="Context Menu"
      description="Right-click, or focus an element and press the context-menu key or Shift+F10."
      columns={1}
    >
      <DemoCard title="On an area" description="Right-click anywhere in the box.">
        <Paper
          withBorder
          p="xl"
          radius="md"
          tabIndex={0}
          aria-label="Area with a context menu"
          data-testid="context-area"
          style={{ borderStyle: 'dashed', textAlign: 'center', cursor: 'context-menu' }}
          {...triggerProps('the area')}
        >
          <Text>Right-click here</Text>
        </Paper>
      </DemoCard>
      <DemoCard title="On a table row" description="Each row has its own menu.">
        <Table.ScrollContainer minWidth={420}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>City</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr
                  key={person.name}
                  tabIndex={0}
                  style={{ cursor: 'context-menu' }}
                  {...triggerProps(person.name)}
                >
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>{person.company}</Table.Td>
                  <Table.Td>{person.city}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DemoCard>
      <Stack gap={4}>
        <Text size="sm" role="status" data-testid="context-menu-result">
          {lastAction ? `You chose ${lastAction}.` : 'No action chosen yet.'}
        </Text>
      </Stack>
      {/* Mounted per opening, at the point where it opens. */}
      {menu ? (
        <PointerMenu position={menu} label={isRow ? `Actions for ${menu.subject}` : 'Area actions'} onClose={close}>
          <Menu.Label>{isRow ? menu?.subject : 'Clipboard'}</Menu.Label>
          {(isRow ? rowActions : areaActions).map(({ label, icon: Icon }) => (
            <Menu.Item key={label} leftSection={<Icon size={16} aria-hidden />} onClick={() => choose(label)}>
              {label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconTrash size={16} color="var(--mantine-color-red-filled)" aria-hidden />}
            onClick={() => choose('Delete')}
          >
            Delete
          </Menu.Item>
        </PointerMenu>
      ) : null}
    </ExtensionPage>
  );
}
