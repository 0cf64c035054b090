import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';

interface RemoveItemModalProps {
  title: string;
  description: string;
  confirmLabel: string;
  opened: boolean;
  onClose: () => void;
  /** Rejects with the server's error when it refuses (a field still in use). */
  onConfirm: () => Promise<unknown>;
}

/** Asks before removing a custom field or a signature, and shows why when the server refuses. */
export function RemoveItemModal({
  title,
  description,
  confirmLabel,
  opened,
  onClose,
  onConfirm,
}: RemoveItemModalProps) {
  const [isLoading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleConfirm = async () => {
    setLoading(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setRefusal(errorMessageOf(error) ?? 'It could not be removed. Try again.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        {refusal ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isLoading} onClick={() => void handleConfirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
