import { type Conversation, type EnrolmentStatus, stopReasonLabel } from '@leadpilot/contracts';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';

const statusColors: Record<EnrolmentStatus, string> = {
  active: 'green',
  held: 'orange',
  paused: 'yellow',
  stopped: 'gray',
  completed: 'indigo',
};
const statusLabels: Record<EnrolmentStatus, string> = {
  active: 'Active',
  held: 'Held',
  paused: 'Paused',
  stopped: 'Stopped',
  completed: 'Completed',
};

/** The prospect's full name, or their address when the name is unknown. */
export function prospectName(prospect: Conversation['prospect']): string {
  return `${prospect.firstName} ${prospect.lastName}`.trim() || prospect.email;
}

/** Who the conversation is with, where their sequence stands, and why it stopped or waits. */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { prospect, archived } = conversation;
  const reason =
    prospect.status === 'held'
      ? prospect.heldReason
      : prospect.stopReason && (prospect.status === 'stopped' || prospect.status === 'paused')
        ? stopReasonLabel(prospect.stopReason)
        : null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} fz="h4">
          {prospectName(prospect)}
        </Title>
        <Badge variant="light" color={statusColors[prospect.status]} tt="none">
          {statusLabels[prospect.status]}
        </Badge>
        {archived ? (
          <Badge variant="outline" color="gray" tt="none">
            Archived
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {prospect.email}
        {prospect.title || prospect.company
          ? ` · ${[prospect.title, prospect.company].filter(Boolean).join(' at ')}`
          : ''}
      </Text>
      {reason ? (
        <Text size="sm" c={prospect.status === 'held' ? 'orange.8' : 'dimmed'}>
          {prospect.status === 'held' ? 'Held: ' : prospect.status === 'paused' ? 'Paused: ' : 'Stopped: '}
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
