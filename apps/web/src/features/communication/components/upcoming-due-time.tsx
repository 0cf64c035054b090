import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { formatDueAbsolute, formatDueFull, formatDueRelative } from './format-due.ts';

interface UpcomingDueTimeProps {
  dueAt: string;
  deferred: boolean;
  reason: string | null;
  /** The current time (milliseconds), for the relative time. */
  now: number;
}

/** When an email goes out: relative, then absolute in the reader's time zone; why it was moved, if it was. */
export function UpcomingDueTime({ dueAt, deferred, reason, now }: UpcomingDueTimeProps) {
  return (
    <Stack gap={2} miw={0}>
      <Tooltip label={formatDueFull(dueAt)} openDelay={300} withArrow>
        <Text size="sm" fw={500} component="time" dateTime={dueAt}>
          {formatDueRelative(dueAt, now)}
        </Text>
      </Tooltip>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDueAbsolute(dueAt)}
      </Text>
      {deferred ? (
        <Stack gap={2} align="flex-start" miw={0}>
          <Badge color="orange" variant="light" size="sm" leftSection={<IconClockPause size={12} aria-hidden />}>
            Deferred
          </Badge>
          {reason ? (
            <Tooltip label={reason} multiline w={280} openDelay={300} withArrow>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {reason}
              </Text>
            </Tooltip>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
