import { Button, Card, Checkbox, Group, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { keyboardScroll } from '../../../../shared/ui/keyboard-scroll.ts';

const events = ['New for you', 'Account activity', 'A new browser used to sign in', 'A new device is linked'];
const channels = ['Email', 'Browser', 'App'] as const;

/** The notifications tab: which events reach the user, and how. */
export function NotificationsTab() {
  const [choices, setChoices] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      events.flatMap((event, row) =>
        channels.map((channel, column) => [`${event}|${channel}`, (row + column) % 3 !== 2]),
      ),
    ),
  );
  return (
    <Card padding={0}>
      <Title order={2} fz="h5" px="md" pt="md">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" px="md" pb="sm">
        Choose how each event reaches you.
      </Text>
      <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScroll}>
        <Table aria-label="Notification channels">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              {channels.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {channel}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>{event}</Table.Td>
                {channels.map((channel) => {
                  const key = `${event}|${channel}`;
                  return (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Checkbox
                          aria-label={`${event} by ${channel.toLowerCase()}`}
                          checked={choices[key] ?? false}
                          onChange={(change) => setChoices({ ...choices, [key]: change.currentTarget.checked })}
                        />
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group p="md">
        <Button onClick={() => notifications.show({ color: 'green', message: 'Notification choices were saved.' })}>
          Save changes
        </Button>
      </Group>
    </Card>
  );
}
