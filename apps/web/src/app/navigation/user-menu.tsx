import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUserData } from '../../session/use-session.ts';
import { useSignOut } from '../../shared/auth/use-sign-out.ts';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';

/** The signed-in user's avatar with links to the profile and to sign out. */
export function UserMenu() {
  const userData = useUserData();
  const { signOut, isSigningOut } = useSignOut();
  if (!userData) return null;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${userData.name}`} style={{ borderRadius: 999 }}>
          <Group gap={6} wrap="nowrap">
            <UserAvatar src={userData.avatar} name={userData.name} size={34} />
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={6}>
          <Text size="sm" fw={600} truncate="end">
            {userData.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {userData.email}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" hiddenFrom="xs">
            {userData.organisation.name}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          Your profile
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={isSigningOut}
          onClick={() => void signOut({ everywhere: false })}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
