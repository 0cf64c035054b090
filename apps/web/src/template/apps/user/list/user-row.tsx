import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { User } from '../../../mocks/types.ts';
import { capitalise, roleColors, statusColors } from '../user-options.ts';

interface UserRowProps {
  user: User;
  onDelete: (user: User) => void;
}

/** One user: who, role, plan, billing, status and actions. */
export function UserRow({ user, onDelete }: UserRowProps) {
  const viewPath = `/apps/user/view/${user.id}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={user.fullName} src={user.avatar || null} alt="" size={36} />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={viewPath} size="sm" fw={600} c="var(--mantine-color-text)">
              {user.fullName}
            </Anchor>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="dot" color={roleColors[user.role]}>
          {capitalise(user.role)}
        </Badge>
      </Table.Td>
      <Table.Td>{capitalise(user.currentPlan)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.billing}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={statusColors[user.status]}>
          {capitalise(user.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon
              component={Link}
              to={viewPath}
              variant="subtle"
              color="gray"
              aria-label={`View ${user.fullName}`}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Delete ${user.fullName}`}
              onClick={() => onDelete(user)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
