import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface PermissionDialogProps {
  isOpen: boolean;
  /** The permission being renamed; none to add one. */
  permission: { name: string } | null;
  isPending: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}

/** Adds a permission (it goes to administrator) or renames one. */
export function PermissionDialog({ isOpen, permission, isPending, onClose, onSave }: PermissionDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setName(permission?.name ?? '');
    setError(null);
  }, [isOpen, permission]);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Enter the permission name');
      return;
    }
    onSave(name.trim());
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title={permission ? 'Edit permission' : 'Add new permission'}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {permission
              ? 'Renaming a permission changes it for every role that holds it.'
              : 'A new permission is given to administrators first; other roles can get it later.'}
          </Text>
          <TextInput
            label="Permission name"
            placeholder="Enter a permission name"
            withAsterisk
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {permission ? null : <Checkbox label="Set as core permission" />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {permission ? 'Update' : 'Create permission'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
