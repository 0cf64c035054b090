import type { CommunicationEvent, Conversation, ConversationMessage } from '@leadpilot/contracts';

/** How an entry of the timeline reads: its colour and whether its reason is a problem. */
export type TimelineTone = 'sent' | 'upcoming' | 'sending' | 'failed' | 'unknown' | 'skipped' | 'event' | 'warning';

export type TimelineEntry =
  | { kind: 'message'; id: string; at: string; tone: TimelineTone; message: ConversationMessage }
  | { kind: 'event'; id: string; at: string; tone: TimelineTone; event: CommunicationEvent };

const messageTones: Record<ConversationMessage['state'], TimelineTone> = {
  scheduled: 'upcoming',
  claimed: 'sending',
  submitting: 'sending',
  sent: 'sent',
  failed: 'failed',
  unknown: 'unknown',
  skipped: 'skipped',
};

const eventTones: Record<string, TimelineTone> = {
  failed: 'failed',
  unknown: 'unknown',
  bounced: 'failed',
  unsubscribed: 'failed',
  complained: 'failed',
  stopped: 'warning',
  deferred: 'warning',
  held: 'warning',
  skipped: 'skipped',
  sent: 'sent',
  replied: 'sent',
};

/** The moment a message belongs at: when it went, when it was handed over, or when it is due. */
export function messageTime(message: ConversationMessage): string {
  return message.sentAt ?? message.submittedAt ?? message.dueAt;
}

/**
 * Messages and events in one line, oldest first (upcoming sends last). A `sent` event of a ledger row
 * the messages already show is left out: the message says it.
 */
export function timelineOf(conversation: Pick<Conversation, 'messages' | 'events'>): TimelineEntry[] {
  const ledgerIds = new Set(conversation.messages.map((message) => message.id));
  const messages: TimelineEntry[] = conversation.messages.map((message) => ({
    kind: 'message',
    id: `message-${message.id}`,
    at: messageTime(message),
    tone: messageTones[message.state],
    message,
  }));
  const events: TimelineEntry[] = conversation.events
    .filter((event) => !(event.kind === 'sent' && event.ledgerId && ledgerIds.has(event.ledgerId)))
    .map((event) => ({
      kind: 'event',
      id: `event-${event.id}`,
      at: event.at,
      tone: eventTones[event.kind] ?? 'event',
      event,
    }));
  return [...messages, ...events].sort((first, second) => Date.parse(first.at) - Date.parse(second.at));
}

/** The first scheduled send when nothing has gone out yet, for the empty timeline's note. */
export function firstScheduledAt(messages: ConversationMessage[]): string | null {
  if (messages.some((message) => message.state === 'sent')) return null;
  const due = messages
    .filter((message) => message.state === 'scheduled')
    .map((message) => message.dueAt)
    .sort((first, second) => Date.parse(first) - Date.parse(second));
  return due[0] ?? null;
}

const eventLabels: Record<string, string> = {
  sent: 'Email sent',
  failed: 'Not sent',
  unknown: 'Delivery unknown',
  stopped: 'Sequence stopped',
  unsubscribed: 'Unsubscribed',
  opened: 'Opened',
  clicked: 'Clicked a link',
  replied: 'Replied',
  bounced: 'Bounced',
  deferred: 'Deferred',
  held: 'Held',
  skipped: 'Skipped',
  send_now: 'Set to send now',
  rescheduled: 'Rescheduled',
  resend: 'Sent again',
  archived: 'Conversation archived',
  unarchived: 'Conversation brought back',
};

/** An event's kind in words ("send_now" reads "Send now" when it has no label of its own). */
export function eventLabel(kind: string): string {
  const label = eventLabels[kind];
  if (label) return label;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Event';
}

/** "Step 2 · variant B" (positions count from 0). */
export function stepLabel(message: ConversationMessage): string {
  const step = `Step ${message.stepPosition + 1}`;
  return message.variantLabel ? `${step} · variant ${message.variantLabel}` : step;
}
