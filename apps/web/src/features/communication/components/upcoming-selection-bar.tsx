import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCalendarTime, IconPlayerSkipForward, IconSend, IconX } from '@tabler/icons-react';
import type { UpcomingAction } from '../hooks/use-upcoming-actions.ts';

interface UpcomingSelectionBarProps {
  count: number;
  /** The action on its way, if any. */
  busyAction: UpcomingAction | null;
  onAction: (action: UpcomingAction) => void;
  onClear: () => void;
}

/** The chosen emails' count and what can be done to all of them at once. */
export function UpcomingSelectionBar({ count, busyAction, onAction, onClear }: UpcomingSelectionBarProps) {
  const isBusy = busyAction !== null;
  return (
    <Paper withBorder p="xs" px="md" radius="md" role="region" aria-label="Selected emails">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {count} selected
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClear}
          >
            Clear
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={busyAction === 'send-now'}
            disabled={isBusy && busyAction !== 'send-now'}
            onClick={() => onAction('send-now')}
          >
            Send now
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCalendarTime size={14} aria-hidden />}
            disabled={isBusy}
            onClick={() => onAction('reschedule')}
          >
            Reschedule
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconPlayerSkipForward size={14} aria-hidden />}
            disabled={isBusy}
            onClick={() => onAction('skip')}
          >
            Skip
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
