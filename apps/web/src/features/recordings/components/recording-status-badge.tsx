import type { RecordingStatus } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';
import { statusLooks } from './recording-format.ts';

/** A recording's status in plain words. */
export function RecordingStatusBadge({ status }: { status: RecordingStatus }) {
  const look = statusLooks[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
