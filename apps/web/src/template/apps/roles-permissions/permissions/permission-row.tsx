import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Permission } from '../../../mocks/types.ts';
import { permissionRoleColors, roleLabel } from '../permission-roles.ts';

interface PermissionRowProps {
  permission: Permission;
  onEdit: (permission: Permission) => void;
  onDelete: (permission: Permission) => void;
}

/** One permission: its name, the roles that hold it, when it was made, and its actions. */
export function PermissionRow({ permission, onEdit, onDelete }: PermissionRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {permission.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {permission.assignedTo.map((role) => (
            <Badge key={role} variant="light" color={permissionRoleColors[role]}>
              {roleLabel(role)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{permission.createdDate}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${permission.name}`}
              onClick={() => onEdit(permission)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Delete ${permission.name}`}
              onClick={() => onDelete(permission)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
