import { Divider, Drawer, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import type { ChatProfileUser, ChatStatus } from '../../../mocks/types.ts';
import { StatusAvatar, statusName } from './status-avatar.tsx';

const statuses: ChatStatus[] = ['online', 'away', 'busy', 'offline'];

interface ProfileDrawerProps {
  opened: boolean;
  user: ChatProfileUser;
  onClose: () => void;
  onChange: (user: ChatProfileUser) => void;
}

/** The signed-in user's chat profile: status, about and two settings (kept for this visit). */
export function ProfileDrawer({ opened, user, onClose, onChange }: ProfileDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="sm"
      title="Your profile"
      closeButtonProps={{ 'aria-label': 'Close your profile' }}
    >
      <Stack align="center" gap="xs" ta="center">
        <StatusAvatar person={user} size={84} />
        <Title order={2} fz="h4" mt="sm">
          {user.fullName}
        </Title>
        <Text size="sm" c="dimmed">
          {user.role}
        </Text>
      </Stack>
      <Divider my="md" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            About
          </Text>
          <Text size="sm">{user.about}</Text>
        </Stack>
        <Radio.Group
          label="Status"
          value={user.status}
          onChange={(value) => onChange({ ...user, status: value as ChatStatus })}
        >
          <Stack gap="xs" mt="xs">
            {statuses.map((status) => (
              <Radio key={status} value={status} label={statusName(status)} />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap="sm">
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            Settings
          </Text>
          <Switch
            label="Two-step verification"
            checked={user.settings.isTwoStepAuthVerificationEnabled}
            onChange={(event) =>
              onChange({
                ...user,
                settings: { ...user.settings, isTwoStepAuthVerificationEnabled: event.currentTarget.checked },
              })
            }
          />
          <Switch
            label="Notifications"
            checked={user.settings.isNotificationsOn}
            onChange={(event) =>
              onChange({ ...user, settings: { ...user.settings, isNotificationsOn: event.currentTarget.checked } })
            }
          />
        </Stack>
      </Stack>
    </Drawer>
  );
}
