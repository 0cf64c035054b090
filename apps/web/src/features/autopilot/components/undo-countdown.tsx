import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useNow } from '../hooks/use-now.ts';

function remainingWords(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A scheduled answer: the time left to undo it, ticking, and the Undo button while there is time. */
export function UndoCountdown({ sendAt, isBusy, onUndo }: { sendAt: string; isBusy: boolean; onUndo: () => void }) {
  const due = new Date(sendAt).getTime();
  const now = useNow(true);
  const left = due - now;
  if (left <= 0) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        Sending now…
      </Text>
    );
  }
  return (
    <Group gap="sm">
      <Text size="sm" aria-live="off">
        Sends in <time dateTime={sendAt}>{remainingWords(left)}</time>
      </Text>
      <Button
        size="xs"
        color="orange"
        variant="light"
        leftSection={<IconArrowBackUp size={14} aria-hidden />}
        loading={isBusy}
        onClick={onUndo}
      >
        Undo
      </Button>
    </Group>
  );
}
