import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUserData } from '../../session/use-session.ts';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { useDemoRole } from '../auth/demo-role.ts';
import { DemoRoleMenuGroup } from '../auth/demo-role-menu-group.tsx';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';

/** The signed-in user, the demo role switch and the way back to the product. */
export function TemplateUserMenu() {
  const userData = useUserData();
  const role = useDemoRole();
  const t = useTemplateTranslation();
  const name = userData?.name ?? t('Demo user');
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('Account menu for {{name}}', { name })} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} tt="capitalize">
                {role}
              </Text>
            </Stack>
            <UserAvatar src={userData?.avatar} name={name} size={36} />
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={6}>
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
          {userData ? (
            <Text size="xs" c="dimmed" truncate="end">
              {userData.email}
            </Text>
          ) : null}
        </Stack>
        <Menu.Divider />
        <DemoRoleMenuGroup />
        <Menu.Divider />
        <Menu.Item component={Link} to="/home" leftSection={<IconArrowBackUp size={16} aria-hidden />}>
          {t('Back to Leadpilot')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
