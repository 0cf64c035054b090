import { Alert, Button, Group, Text, useComputedColorScheme } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SweetAlertIcon } from 'sweetalert2';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { openAlert } from './open-alert.ts';

const icons: { icon: SweetAlertIcon; title: string; text: string }[] = [
  { icon: 'success', title: 'Saved', text: 'Your changes are saved.' },
  { icon: 'error', title: 'Something went wrong', text: 'The file could not be uploaded.' },
  { icon: 'warning', title: 'Check your input', text: 'Two fields still need a value.' },
  { icon: 'info', title: 'Heads up', text: 'A new version is ready to install.' },
  { icon: 'question', title: 'Need help?', text: 'Our guides answer most questions.' },
];

/** Sweet Alert: sweetalert2's dialogs (loaded on the first click), themed to the light or dark skin. */
export function SweetAlertPage() {
  const scheme = useComputedColorScheme('light');
  const [outcome, setOutcome] = useState<'deleted' | 'cancelled' | null>(null);

  async function confirmDelete() {
    const answer = await openAlert(scheme, {
      title: 'Are you sure?',
      text: 'You will not be able to undo this.',
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: 'Yes, delete it',
      cancelButtonText: 'Cancel',
      confirmButtonColor: 'var(--mantine-color-red-9)',
      focusCancel: true,
    });
    if (answer.isConfirmed) {
      setOutcome('deleted');
      await openAlert(scheme, { title: 'Deleted!', text: 'The file has been deleted.', icon: 'success' });
    } else {
      setOutcome('cancelled');
      await openAlert(scheme, { title: 'Cancelled', text: 'The file is safe.', icon: 'error' });
    }
  }

  return (
    <ExtensionPage
      title="Sweet Alert"
      description="Beautiful, accessible replacements for the browser's alert and confirm boxes, in the skin you use."
    >
      <DemoCard title="Basic" description="A message and a button, nothing more.">
        <Group>
          <Button onClick={() => void openAlert(scheme, { title: 'Any fool can use a computer' })}>Basic alert</Button>
          <Button
            variant="light"
            onClick={() =>
              void openAlert(scheme, {
                title: 'The Internet?',
                text: 'That thing is still around?',
                footer: 'Sent from the demo template',
              })
            }
          >
            Title and text
          </Button>
        </Group>
      </DemoCard>
      <DemoCard title="Icons" description="Success, error, warning, info and question.">
        <Group>
          {icons.map(({ icon, title, text }) => (
            <Button key={icon} variant="default" onClick={() => void openAlert(scheme, { icon, title, text })}>
              {icon[0]?.toUpperCase()}
              {icon.slice(1)}
            </Button>
          ))}
        </Group>
      </DemoCard>
      <DemoCard title="Timer" description="Closes by itself after two seconds, with a progress bar.">
        <Group>
          <Button
            variant="light"
            onClick={() =>
              void openAlert(scheme, {
                title: 'Auto close alert',
                text: 'I will close in two seconds.',
                timer: 2000,
                timerProgressBar: true,
                showConfirmButton: false,
              })
            }
          >
            Timed alert
          </Button>
        </Group>
      </DemoCard>
      <DemoCard title="Confirm" description="Ask before a destructive action, then report what happened.">
        <Group>
          <Button color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void confirmDelete()}>
            Delete file
          </Button>
        </Group>
        <div aria-live="polite">
          {outcome === 'deleted' ? (
            <Alert color="green" variant="light" title="Deleted">
              The file was deleted.
            </Alert>
          ) : null}
          {outcome === 'cancelled' ? (
            <Alert color="gray" variant="light" title="Cancelled">
              The file was kept.
            </Alert>
          ) : null}
          {outcome === null ? <Text size="sm">No decision yet.</Text> : null}
        </div>
      </DemoCard>
    </ExtensionPage>
  );
}
