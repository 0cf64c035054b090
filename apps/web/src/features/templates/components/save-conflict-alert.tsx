import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGitMerge, IconRefresh } from '@tabler/icons-react';

interface SaveConflictAlertProps {
  isReloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/** A newer version was saved while this one was being edited (the server answered 409). */
export function SaveConflictAlert({ isReloading, onReload, onDismiss }: SaveConflictAlertProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitMerge size={18} />}
      title="Someone saved a newer version of this template"
      role="alert"
    >
      <Text size="sm">
        Someone saved a newer version while you were editing, so yours was not saved. Reload to see theirs — your
        changes here are replaced — or copy what you need first.
      </Text>
      <Group gap="sm" mt="sm">
        <Button
          size="xs"
          color="orange"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={isReloading}
          onClick={onReload}
        >
          Reload the newest version
        </Button>
        <Button size="xs" variant="subtle" color="orange" onClick={onDismiss}>
          Keep editing
        </Button>
      </Group>
    </Alert>
  );
}
