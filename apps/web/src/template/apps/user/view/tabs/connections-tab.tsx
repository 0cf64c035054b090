import { Button, Card, Group, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandLinkedin,
  IconBrandSlack,
  IconBrandX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const apps: { name: string; detail: string; icon: ReactNode; isConnected: boolean }[] = [
  { name: 'Google', detail: 'Calendar and contacts', icon: <IconBrandGoogle size={20} />, isConnected: true },
  { name: 'Slack', detail: 'Communication', icon: <IconBrandSlack size={20} />, isConnected: false },
  { name: 'GitHub', detail: 'Manage your Git repositories', icon: <IconBrandGithub size={20} />, isConnected: true },
];

const socials: { name: string; handle: string | null; icon: ReactNode }[] = [
  { name: 'Facebook', handle: null, icon: <IconBrandFacebook size={20} /> },
  { name: 'X', handle: '@leadpilot', icon: <IconBrandX size={20} /> },
  { name: 'LinkedIn', handle: '@leadpilot', icon: <IconBrandLinkedin size={20} /> },
];

function Row({ icon, name, detail, action }: { icon: ReactNode; name: string; detail: string; action: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

/** The connections tab: connected apps and social accounts. */
export function ConnectionsTab() {
  return (
    <Stack gap="lg">
      <Card>
        <Title order={2} fz="h5" mb="md">
          Connected accounts
        </Title>
        <Stack gap="md">
          {apps.map((app) => (
            <Row
              key={app.name}
              icon={app.icon}
              name={app.name}
              detail={app.detail}
              action={<Switch aria-label={`Connect ${app.name}`} defaultChecked={app.isConnected} />}
            />
          ))}
        </Stack>
      </Card>
      <Card>
        <Title order={2} fz="h5" mb="md">
          Social accounts
        </Title>
        <Stack gap="md">
          {socials.map((social) => (
            <Row
              key={social.name}
              icon={social.icon}
              name={social.name}
              detail={social.handle ?? 'Not connected'}
              action={
                <Button
                  size="xs"
                  variant={social.handle ? 'light' : 'default'}
                  color={social.handle ? 'red' : undefined}
                  aria-label={`${social.handle ? 'Disconnect' : 'Connect'} ${social.name}`}
                >
                  {social.handle ? 'Disconnect' : 'Connect'}
                </Button>
              }
            />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
