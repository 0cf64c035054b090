import type { SavedList } from '@leadpilot/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDeleteSavedListMutation } from '../api/delete-saved-list.ts';

interface DeleteListModalProps {
  list: SavedList;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a saved list. */
export function DeleteListModal({ list, opened, onClose, onDeleted }: DeleteListModalProps) {
  const [deleteList, { isLoading }] = useDeleteSavedListMutation();

  const handleConfirm = async () => {
    try {
      await deleteList(list.id).unwrap();
      onClose();
      onDeleted?.();
    } catch {
      // The HTTP client has shown the server's reason; the dialog stays open.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Delete “${list.name}”?`} size="md">
      <Stack gap="md">
        <Text size="sm">
          The list goes away for everyone in your organisation. The people stay in search, and contacts you revealed
          stay revealed.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isLoading} onClick={() => void handleConfirm()}>
            Delete list
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
