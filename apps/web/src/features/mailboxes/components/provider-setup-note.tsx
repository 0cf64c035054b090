import { Text } from '@mantine/core';

/** One line for an owner on a connection the server has not set up yet; nothing otherwise. */
export function ProviderSetupNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="provider-setup-note">
      {note}
    </Text>
  );
}
