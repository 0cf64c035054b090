import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { filledColorProps, kitColors } from './kit-colors.ts';

const positions = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;

/** Shows a toast that starts as "loading" and turns into a success. */
function showProgressToast() {
  const id = notifications.show({
    loading: true,
    title: 'Uploading your file',
    message: 'This takes a couple of seconds.',
    autoClose: false,
    withCloseButton: false,
  });
  setTimeout(() => {
    notifications.update({
      id,
      loading: false,
      color: 'teal',
      icon: <IconCheck size={18} />,
      title: 'Upload finished',
      message: 'report.pdf is in your files.',
      autoClose: 3000,
      withCloseButton: true,
    });
  }, 2000);
}

/** Toasts (Mantine notifications): colours, with icons, loading then done, positions, sticky and clear all. */
export function ToastsPage() {
  return (
    <ExamplePage title="Toasts" description="Short messages that appear in a corner and go away on their own.">
      <ExampleCard title="Colours" description="A toast in each semantic colour.">
        <Group gap="xs">
          {kitColors.map((kitColor) => (
            <Button
              key={kitColor.label}
              {...filledColorProps(kitColor)}
              onClick={() =>
                notifications.show({
                  color: kitColor.color,
                  title: `${kitColor.label} toast`,
                  message: `A ${kitColor.label.toLowerCase()} message for the user.`,
                })
              }
            >
              {kitColor.label}
            </Button>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="With icons" description="An icon says at a glance whether it went well.">
        <Group gap="xs">
          <Button
            variant="light"
            color="teal"
            onClick={() =>
              notifications.show({
                color: 'teal',
                icon: <IconCheck size={18} />,
                title: 'Saved',
                message: 'Your changes are saved.',
              })
            }
          >
            Success with icon
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() =>
              notifications.show({
                color: 'red',
                icon: <IconX size={18} />,
                title: 'Not sent',
                message: 'The server did not answer.',
              })
            }
          >
            Error with icon
          </Button>
        </Group>
      </ExampleCard>
      <ExampleCard title="Loading, then done" description="One toast updated in place when the work ends.">
        <Group>
          <Button onClick={showProgressToast}>Upload a file</Button>
        </Group>
      </ExampleCard>
      <ExampleCard title="Positions" description="Toasts can appear in any corner or centred.">
        <Group gap="xs">
          {positions.map((position) => (
            <Button
              key={position}
              variant="default"
              onClick={() =>
                notifications.show({
                  position,
                  title: `Toast ${position.replace('-', ' ')}`,
                  message: 'It appears here.',
                })
              }
            >
              {position.replace('-', ' ')}
            </Button>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard
        title="Sticky and clear all"
        description="A toast that stays until closed, and a button to close them all."
      >
        <Stack gap="xs" align="flex-start">
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconInfoCircle size={16} />}
              onClick={() =>
                notifications.show({ autoClose: false, title: 'Read me', message: 'I stay until you close me.' })
              }
            >
              Sticky toast
            </Button>
            <Button variant="default" onClick={() => notifications.clean()}>
              Clear all toasts
            </Button>
          </Group>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
