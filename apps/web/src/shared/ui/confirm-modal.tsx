import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  color?: string;
  opened: boolean;
  isBusy: boolean;
  /** The server's refusal, shown in the dialog under `errorTitle` ("Not deleted"). */
  error: string | null;
  errorTitle: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that is hard to take back; Cancel has the focus, the server's refusal shows inside. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  color = 'red',
  opened,
  isBusy,
  error,
  errorTitle,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={errorTitle}>
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color={color} loading={isBusy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
