import { Badge, Button, Card, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBriefcase, IconChecks } from '@tabler/icons-react';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { User } from '../../../mocks/types.ts';
import { capitalise, roleColors, statusColors } from '../user-options.ts';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={90}>
        {label}:
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Figure({ icon, value, label }: { icon: React.ReactNode; value: string; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={700}>{value}</Text>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Group>
  );
}

/** The user's picture, role, activity figures and details. */
export function UserProfileCard({ user }: { user: User }) {
  return (
    <Card>
      <Stack align="center" gap="xs">
        <UserAvatar name={user.fullName} src={user.avatar || null} alt={user.fullName} size={100} radius="md" />
        <Text fw={700} fz="lg">
          {user.fullName}
        </Text>
        <Badge variant="light" color={roleColors[user.role]}>
          {capitalise(user.role)}
        </Badge>
      </Stack>
      <Group justify="center" gap="xl" my="lg" wrap="wrap">
        <Figure icon={<IconChecks size={20} />} value="1.23k" label="Tasks done" />
        <Figure icon={<IconBriefcase size={20} />} value="568" label="Projects done" />
      </Group>
      <Text fw={600} size="sm" tt="uppercase" c="dimmed">
        Details
      </Text>
      <Divider my="xs" />
      <Stack gap={8}>
        <Detail label="Username">@{user.username}</Detail>
        <Detail label="Email">{user.email}</Detail>
        <Detail label="Status">
          <Badge variant="light" color={statusColors[user.status]}>
            {capitalise(user.status)}
          </Badge>
        </Detail>
        <Detail label="Role">{capitalise(user.role)}</Detail>
        <Detail label="Company">{user.company}</Detail>
        <Detail label="Contact">{user.contact}</Detail>
        <Detail label="Country">{user.country}</Detail>
        <Detail label="Billing">{user.billing}</Detail>
      </Stack>
      <Group justify="center" mt="lg" gap="sm">
        <Button onClick={() => notifications.show({ message: 'Editing users is not part of the demo.' })}>Edit</Button>
        <Button
          variant="light"
          color="red"
          onClick={() => notifications.show({ color: 'orange', message: `${user.fullName} would be suspended.` })}
        >
          Suspend
        </Button>
      </Group>
    </Card>
  );
}
