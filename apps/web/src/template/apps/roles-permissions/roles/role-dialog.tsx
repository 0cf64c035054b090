import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { keyboardScroll } from '../../../shared/ui/keyboard-scroll.ts';
import { accessKey, accessLevels, fullAccess, permissionAreas, selectionState } from './role-access.ts';

interface RoleDialogProps {
  isOpen: boolean;
  /** The role being edited; none to add a new one. */
  role: { name: string; access: ReadonlySet<string> } | null;
  onClose: () => void;
  onSave: (name: string, access: Set<string>) => void;
}

/** Adds or edits a role: its name and, for each of the nine permissions, read, write and create. */
export function RoleDialog({ isOpen, role, onClose, onSave }: RoleDialogProps) {
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Set<string>>(new Set());
  const [nameError, setNameError] = useState<string | null>(null);

  // Each opening starts from the role as it is now.
  useEffect(() => {
    if (!isOpen) return;
    setName(role?.name ?? '');
    setAccess(new Set(role?.access ?? []));
    setNameError(null);
  }, [isOpen, role]);

  const state = selectionState(access);

  function toggle(key: string, isChecked: boolean) {
    const next = new Set(access);
    if (isChecked) next.add(key);
    else next.delete(key);
    setAccess(next);
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Enter the role name');
      return;
    }
    onSave(name.trim(), access);
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title={role ? `Edit role: ${role.name}` : 'Add new role'} size="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Set what this role may read, change and create.
          </Text>
          <TextInput
            label="Role name"
            placeholder="Enter a role name"
            withAsterisk
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Table.ScrollContainer minWidth={520} scrollAreaProps={keyboardScroll}>
            <Table aria-label="Role permissions" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Administrator access</Table.Th>
                  <Table.Th colSpan={3}>
                    <Checkbox
                      label="Select all"
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      onChange={(event) => setAccess(event.currentTarget.checked ? fullAccess() : new Set())}
                    />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {permissionAreas.map((area) => (
                  <Table.Tr key={area}>
                    <Table.Td fw={500}>{area}</Table.Td>
                    {accessLevels.map((level) => {
                      const key = accessKey(area, level);
                      return (
                        <Table.Td key={level}>
                          <Checkbox
                            label={level.charAt(0).toUpperCase() + level.slice(1)}
                            aria-label={`${area}: ${level}`}
                            checked={access.has(key)}
                            onChange={(event) => toggle(key, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{role ? 'Save changes' : 'Add role'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
