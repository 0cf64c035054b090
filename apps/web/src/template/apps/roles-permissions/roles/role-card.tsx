import { Anchor, Avatar, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { User } from '../../../mocks/types.ts';
import { accentText } from '../../../shared/ui/accent-text.ts';

const shownMembers = 4;

interface RoleCardProps {
  name: string;
  members: User[];
  accessCount: number;
  onEdit: () => void;
}

/** A role: how many users hold it, their faces, and the way to edit what it may do. */
export function RoleCard({ name, members, accessCount, onEdit }: RoleCardProps) {
  const hidden = members.length - shownMembers;
  return (
    <Card component="article" aria-label={`${name} role`}>
      <Group justify="space-between" align="center" mb="md">
        <Text size="sm" c="dimmed">
          Total {members.length} {members.length === 1 ? 'user' : 'users'}
        </Text>
        <Avatar.Group spacing="sm">
          {members.slice(0, shownMembers).map((member) => (
            <Tooltip key={member.id} label={member.fullName}>
              <UserAvatar name={member.fullName} src={member.avatar || null} alt={member.fullName} size={34} />
            </Tooltip>
          ))}
          {hidden > 0 ? (
            <Avatar size={34} radius="xl" color="gray.8" variant="filled" aria-label={`${hidden} more users`}>
              +{hidden}
            </Avatar>
          ) : null}
        </Avatar.Group>
      </Group>
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {name}
        </Title>
        <Text size="xs" c="dimmed">
          {accessCount} of 27 permissions
        </Text>
        <Anchor
          c={accentText}
          component="button"
          type="button"
          size="sm"
          onClick={onEdit}
          w="fit-content"
          aria-label={`Edit role ${name}`}
        >
          Edit role
        </Anchor>
      </Stack>
    </Card>
  );
}
