import type { ConversationMessage } from '@leadpilot/contracts';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../../shared/format/format-date.ts';
import {
  eventLabel,
  firstScheduledAt,
  stepLabel,
  type TimelineEntry,
  type TimelineTone,
  timelineOf,
} from '../hooks/conversation-timeline.ts';

const toneColors: Record<TimelineTone, string> = {
  sent: 'green',
  upcoming: 'gray',
  sending: 'blue',
  failed: 'red',
  unknown: 'orange',
  skipped: 'gray',
  event: 'blue',
  warning: 'yellow',
};

/** The colour of a reason: a failure reads red, an unknown outcome orange. */
const reasonColors: Partial<Record<TimelineTone, string>> = { failed: 'red.8', unknown: 'orange.8' };

const stateLabels: Record<ConversationMessage['state'], string> = {
  scheduled: 'Upcoming',
  claimed: 'Sending',
  submitting: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unknown: 'Delivery unknown',
  skipped: 'Skipped',
};

const timePrefixes: Record<ConversationMessage['state'], string> = {
  scheduled: 'Due',
  claimed: 'Sending since',
  submitting: 'Sending since',
  sent: 'Sent',
  failed: 'Tried',
  unknown: 'Tried',
  skipped: 'Was due',
};

function When({ at, prefix }: { at: string; prefix?: string }) {
  return (
    <Text size="xs" c="dimmed">
      {prefix ? `${prefix} ` : null}
      <time dateTime={at}>{formatDateTime(at)}</time>
    </Text>
  );
}

function MessageEntry({ entry, message }: { entry: TimelineEntry; message: ConversationMessage }) {
  return (
    <>
      <Text size="sm">{message.subject || 'Subject chosen when it is sent'}</Text>
      {message.mailboxEmail ? (
        <Text size="xs" c="dimmed">
          From {message.mailboxEmail}
        </Text>
      ) : null}
      <When at={entry.at} prefix={timePrefixes[message.state]} />
      {message.reason ? (
        <Text size="xs" c={reasonColors[entry.tone] ?? 'dimmed'}>
          {message.reason}
        </Text>
      ) : null}
    </>
  );
}

function entryTitle(entry: TimelineEntry) {
  if (entry.kind === 'event') return eventLabel(entry.event.kind);
  return (
    <Group gap="xs" wrap="wrap">
      <span>{stepLabel(entry.message)}</span>
      <Badge size="sm" variant="light" color={toneColors[entry.tone]} tt="none">
        {stateLabels[entry.message.state]}
      </Badge>
    </Group>
  );
}

/** Every message and event of the conversation, oldest first, upcoming sends last. */
export function ConversationTimeline({ conversation }: { conversation: Parameters<typeof timelineOf>[0] }) {
  const entries = timelineOf(conversation);
  const firstDue = firstScheduledAt(conversation.messages);
  const hasSent = conversation.messages.some((message) => message.state === 'sent');
  const lastPast = entries.reduce((last, entry, index) => (entry.tone === 'upcoming' ? last : index), -1);
  return (
    <>
      {hasSent ? null : (
        <Text size="sm" c="dimmed">
          {firstDue ? (
            <>
              Nothing sent yet — the first email is scheduled for{' '}
              <time dateTime={firstDue}>{formatDateTime(firstDue)}</time>.
            </>
          ) : (
            'Nothing sent yet, and no email is scheduled.'
          )}
        </Text>
      )}
      {entries.length === 0 ? null : (
        <Timeline bulletSize={14} lineWidth={2} active={lastPast} role="list" aria-label="Conversation timeline">
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} role="listitem" color={toneColors[entry.tone]} title={entryTitle(entry)}>
              {entry.kind === 'message' ? (
                <MessageEntry entry={entry} message={entry.message} />
              ) : (
                <>
                  {entry.event.reason ? (
                    <Text size="sm" c={reasonColors[entry.tone] ?? undefined}>
                      {entry.event.reason}
                    </Text>
                  ) : null}
                  <When at={entry.at} />
                </>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </>
  );
}
