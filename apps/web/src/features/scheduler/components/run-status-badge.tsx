import type { ScheduledRunStatus } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

const looks: Record<ScheduledRunStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  running: { color: 'blue', label: 'Running' },
  succeeded: { color: 'green', label: 'Succeeded' },
  skipped: { color: 'yellow', label: 'Skipped' },
  failed: { color: 'red', label: 'Failed' },
};

/** A run's outcome as a coloured word. */
export function RunStatusBadge({ status }: { status: ScheduledRunStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
