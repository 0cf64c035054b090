import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateSavedListMutation } from '../api/create-saved-list.ts';

interface CreateListModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Names a new, empty saved list. */
export function CreateListModal({ opened, onClose }: CreateListModalProps) {
  const [createList, { isLoading }] = useCreateSavedListMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async () => {
    if (name.trim() === '') return setError('Give the list a name');
    try {
      await createList({ name: name.trim() }).unwrap();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason (a list with this name exists, say).
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New list" size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="List name"
            placeholder="VP Sales, fintech, EU"
            value={name}
            maxLength={120}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Create list
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
