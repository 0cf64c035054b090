import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface UnsavedChangesModalProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asks before leaving the editor with changes that are not saved. */
export function UnsavedChangesModal({ opened, onStay, onLeave }: UnsavedChangesModalProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave without saving?" size="sm">
      <Stack gap="md">
        <Text size="sm">Your changes to this template are not saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
