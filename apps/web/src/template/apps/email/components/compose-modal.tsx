import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';

const ComposeForm = lazy(() => import('./compose-form-panel.tsx').then((module) => ({ default: module.ComposeForm })));

interface ComposeModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Writes a new email in a dialog; the form is mounted only while open, so each message starts empty. */
export function ComposeModal({ opened, onClose }: ComposeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New message"
      size="xl"
      yOffset="5dvh"
      closeButtonProps={{ 'aria-label': 'Close the new message' }}
    >
      {opened ? (
        <Suspense
          fallback={
            <Center mih={320}>
              <Loader aria-label="Loading the editor" />
            </Center>
          }
        >
          <ComposeForm onDone={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
