import { Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconInbox, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors } from './kit-colors.ts';

const folders = [
  { label: 'Inbox', icon: IconInbox, count: 14 },
  { label: 'Starred', icon: IconStar, count: 3 },
  { label: 'Sent', icon: IconSend, count: 0 },
  { label: 'Notifications', icon: IconBell, count: 7 },
  { label: 'Trash', icon: IconTrash, count: 0 },
];

const tasks = ['Review the pull request', 'Write the release notes', 'Book the team lunch'];

const rowBorder = '1px solid var(--mantine-color-default-border)';

/** A bordered list whose rows are separated by lines. */
function ListBox({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, overflow: 'hidden' }}
    >
      {children}
    </Paper>
  );
}

/** List groups: plain, selectable with counts, contextual colours and with checkboxes. */
export function ListGroupPage() {
  const [active, setActive] = useState('Inbox');
  const [done, setDone] = useState<string[]>([]);
  return (
    <ExamplePage title="List Group" description="Bordered lists of items, links or actions.">
      <ExampleCard title="Basic" description="A plain list of items.">
        <ListBox label="Fruits">
          {['Apples', 'Bananas', 'Cherries', 'Dates'].map((item, index) => (
            <Text
              component="li"
              key={item}
              size="sm"
              px="md"
              py="sm"
              style={{ borderTop: index ? rowBorder : undefined }}
            >
              {item}
            </Text>
          ))}
        </ListBox>
      </ExampleCard>
      <ExampleCard
        title="Selectable, with icons and counts"
        description="The chosen item is highlighted; counts sit on the right."
      >
        <ListBox label="Folders">
          {folders.map((folder, index) => {
            const isActive = folder.label === active;
            return (
              <li key={folder.label} style={{ borderTop: index ? rowBorder : undefined }}>
                <UnstyledButton
                  w="100%"
                  px="md"
                  py="sm"
                  onClick={() => setActive(folder.label)}
                  aria-current={isActive || undefined}
                  bg={isActive ? 'var(--mantine-color-indigo-light)' : undefined}
                  c={isActive ? 'var(--mantine-color-indigo-light-color)' : undefined}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <folder.icon size={16} aria-hidden />
                      <Text size="sm" fw={isActive ? 600 : 400} inherit>
                        {folder.label}
                      </Text>
                    </Group>
                    {folder.count ? (
                      <Badge size="sm" variant="light" radius="xl">
                        {folder.count}
                      </Badge>
                    ) : null}
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </ListBox>
        <Text size="sm" aria-live="polite" data-testid="list-group-active">
          Open folder: {active}
        </Text>
      </ExampleCard>
      <ExampleCard title="Contextual colours" description="A tinted row per semantic colour.">
        <ListBox label="Contextual rows">
          {kitColors.map((kitColor, index) => (
            <Text
              component="li"
              key={kitColor.label}
              size="sm"
              px="md"
              py="sm"
              bg={`var(--mantine-color-${kitColor.color}-light)`}
              c={`var(--mantine-color-${kitColor.color}-light-color)`}
              style={{ borderTop: index ? rowBorder : undefined }}
            >
              A simple {kitColor.label.toLowerCase()} list item
            </Text>
          ))}
        </ListBox>
      </ExampleCard>
      <ExampleCard title="With checkboxes" description="Tick the items that are done.">
        <Stack gap={0}>
          <ListBox label="Tasks">
            {tasks.map((task, index) => (
              <li
                key={task}
                style={{
                  borderTop: index ? rowBorder : undefined,
                  padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
                }}
              >
                <Checkbox
                  label={task}
                  checked={done.includes(task)}
                  onChange={(event) => {
                    // Read the box now: React may run the updater after the event is gone.
                    const isChecked = event.currentTarget.checked;
                    setDone((current) => (isChecked ? [...current, task] : current.filter((item) => item !== task)));
                  }}
                />
              </li>
            ))}
          </ListBox>
          <Text size="sm" mt="sm">
            {done.length} of {tasks.length} done
          </Text>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
