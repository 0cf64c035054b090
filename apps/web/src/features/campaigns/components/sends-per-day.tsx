import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatDay } from '../../../shared/format/format-date.ts';

/** The most recent days shown. */
const shownDays = 14;

/** Messages sent per day as bars (the latest two weeks with sends), each labelled with its count. */
export function SendsPerDay({ days }: { days: { day: string; sent: number }[] }) {
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has been sent yet.
      </Text>
    );
  }
  const recent = days.slice(-shownDays);
  const most = Math.max(...recent.map((entry) => entry.sent), 1);
  return (
    <Stack gap={6} role="list" aria-label="Emails sent per day">
      {recent.map((entry) => (
        <Group key={entry.day} gap="sm" wrap="nowrap" role="listitem">
          <Text size="xs" w={96} style={{ flexShrink: 0 }}>
            {formatDay(entry.day)}
          </Text>
          <Progress value={(entry.sent / most) * 100} style={{ flex: 1 }} aria-hidden />
          <Text size="xs" w={48} ta="right" style={{ flexShrink: 0 }}>
            {entry.sent.toLocaleString()}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
