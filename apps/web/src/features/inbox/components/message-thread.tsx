import type { InboxThreadEntry } from '@leadpilot/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatFullDate } from './inbox-labels.tsx';

function sourceLabel(entry: InboxThreadEntry): string {
  if (entry.source === 'campaign') return `Campaign email, step ${(entry.stepPosition ?? 0) + 1}`;
  if (entry.source === 'manual') return 'Written by hand';
  return entry.isCurrent ? 'This reply' : 'Their reply';
}

/** The conversation in order: what we sent (campaign steps, replies by hand) and what they wrote. */
export function MessageThread({ thread }: { thread: InboxThreadEntry[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="inbox-thread-heading">
      <Title order={3} fz="sm" id="inbox-thread-heading">
        Thread
      </Title>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {thread.map((entry) => (
          <li key={`${entry.source}-${entry.id}`} aria-current={entry.isCurrent ? 'true' : undefined}>
            <Paper
              withBorder
              p="sm"
              radius="md"
              ml={entry.direction === 'outbound' ? 0 : 'lg'}
              mr={entry.direction === 'outbound' ? 'lg' : 0}
              bg={entry.direction === 'outbound' ? 'var(--mantine-color-default-hover)' : undefined}
              style={entry.isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs">
                  <Badge size="xs" variant="light" color={entry.direction === 'outbound' ? 'gray' : 'blue'}>
                    {entry.direction === 'outbound' ? 'Sent' : 'Received'}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {sourceLabel(entry)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.at}>{formatFullDate(entry.at)}</time>
                </Text>
              </Group>
              <Text size="sm" fw={600} mt={6} style={{ overflowWrap: 'anywhere' }}>
                {entry.subject || '(no subject)'}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                From {entry.from} to {entry.to}
              </Text>
              {entry.text ? (
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.text}
                </Text>
              ) : null}
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
