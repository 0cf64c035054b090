import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** Says how many cards were removed and brings them back; takes the focus when a card goes, so keyboard users are not lost. */
export function RemovedCardsNotice({ count, onRestore }: { count: number; onRestore: () => void }) {
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (count > 0) restoreRef.current?.focus();
  }, [count]);
  if (count === 0) return null;
  return (
    <Paper withBorder p="sm" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{count === 1 ? 'One card removed.' : `${count} cards removed.`}</Text>
        <Button ref={restoreRef} variant="light" size="xs" onClick={onRestore}>
          Restore {count === 1 ? 'it' : 'them'}
        </Button>
      </Group>
    </Paper>
  );
}
