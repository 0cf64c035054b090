import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { DemoUserData } from '../../mocks/types.ts';

/** What a demo sign-in or sign-up shows once it worked: who is signed in, with which demo role. */
export function SignedInPanel({ user }: { user: DemoUserData }) {
  return (
    <Stack gap="md" role="status" aria-label="Signed in">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={user.fullName} src={user.avatar || null} alt="" size="lg" />
        <div>
          <Text fw={600}>Signed in as {user.fullName}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </div>
      </Group>
      <Text size="sm">
        The template now shows its pages to the demo role <Badge variant="light">{user.role}</Badge>
      </Text>
      <Button component={Link} to="/" rightSection={<IconArrowRight size={16} />}>
        Open the dashboard
      </Button>
    </Stack>
  );
}
