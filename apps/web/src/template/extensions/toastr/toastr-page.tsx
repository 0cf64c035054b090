import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type NotificationData, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';

const types = [
  { label: 'Success', color: 'green', icon: <IconCheck size={18} aria-hidden />, text: 'The report was sent.' },
  { label: 'Info', color: 'cyan', icon: <IconInfoCircle size={18} aria-hidden />, text: 'A new version is out.' },
  { label: 'Warning', color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden />, text: 'Disk almost full.' },
  { label: 'Error', color: 'red', icon: <IconX size={18} aria-hidden />, text: 'The upload failed.' },
] as const;

type NotificationPosition = NonNullable<NotificationData['position']>;

const positions: { value: NotificationPosition; label: string }[] = [
  { value: 'top-left', label: 'Top left' },
  { value: 'top-right', label: 'Top right' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'top-center', label: 'Top centre' },
  { value: 'bottom-center', label: 'Bottom centre' },
];

/** Toastr: short notifications (Mantine notifications) by type, position, with a title, timed or persistent. */
export function ToastrPage() {
  const [position, setPosition] = useState<NotificationPosition>('top-right');
  const [title, setTitle] = useState('Toastr notification');
  const [message, setMessage] = useState('Have fun storming the castle!');

  return (
    <ExtensionPage
      title="Toastr"
      description="Non-blocking notifications: a type, a place on the screen, a title, and a time to live."
      actions={
        <Button variant="default" onClick={() => notifications.clean()}>
          Clear all
        </Button>
      }
    >
      <DemoCard title="Types" description="Four colours for four kinds of news.">
        <Group>
          {types.map((type) => (
            <Button
              key={type.label}
              variant="light"
              color={type.color}
              onClick={() =>
                notifications.show({ title: type.label, message: type.text, color: type.color, icon: type.icon })
              }
            >
              {type.label}
            </Button>
          ))}
        </Group>
      </DemoCard>
      <DemoCard title="Position" description="Pick a corner, then show a notification there.">
        <Stack gap="sm" align="flex-start">
          <Select
            label="Position"
            data={positions}
            value={position}
            onChange={(value) => setPosition(positions.find((item) => item.value === value)?.value ?? 'top-right')}
            allowDeselect={false}
            w={220}
          />
          <Button
            onClick={() =>
              notifications.show({
                position,
                title: 'Over here',
                message: `Shown ${positions.find((item) => item.value === position)?.label.toLowerCase()}.`,
              })
            }
          >
            Show here
          </Button>
        </Stack>
      </DemoCard>
      <DemoCard title="With a title" description="Write your own title and message.">
        <Stack gap="sm">
          <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
          <TextInput label="Message" value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
          <Group>
            <Button onClick={() => notifications.show({ title, message: message || 'No message.' })}>Show</Button>
          </Group>
        </Stack>
      </DemoCard>
      <DemoCard title="Time to live" description="Close after a few seconds, or stay until you close them.">
        <Group>
          <Button
            variant="light"
            onClick={() => notifications.show({ message: 'Gone in two seconds.', autoClose: 2000 })}
          >
            Auto close (2 s)
          </Button>
          <Button
            variant="light"
            onClick={() =>
              notifications.show({
                title: 'Uploading',
                message: 'This one stays until you close it.',
                loading: true,
                autoClose: false,
              })
            }
          >
            Persistent
          </Button>
        </Group>
        <Text size="sm">At most four show at once; the rest wait their turn. Clear all closes every one.</Text>
      </DemoCard>
    </ExtensionPage>
  );
}
