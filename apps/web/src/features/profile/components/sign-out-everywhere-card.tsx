import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDevicesOff } from '@tabler/icons-react';
import { useSignOut } from '../../../shared/auth/use-sign-out.ts';

/** Ends every session of the user, on every device, including this one. */
export function SignOutEverywhereCard() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Card>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Title order={2} fz="h4">
            Sign out everywhere
          </Title>
          <Text size="sm" c="dimmed">
            Lost a laptop or signed in on a shared computer? End every session of your account, on every device,
            including this one.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconDevicesOff size={16} />}
          loading={isSigningOut}
          onClick={() => void signOut({ everywhere: true })}
        >
          Sign out everywhere
        </Button>
      </Group>
    </Card>
  );
}
