import { type InboxItem, type InboxLabel, inboxLabelNames } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

/** Each label's colour: warm for the replies to act on, grey for the ones to leave. */
export const labelColors: Record<InboxLabel, string> = {
  interested: 'teal',
  meeting_request: 'green',
  question: 'blue',
  not_now: 'yellow',
  not_interested: 'gray',
  wrong_person: 'grape',
  unsubscribe_request: 'red',
};

const kindNames = { auto_reply: 'Automatic reply', bounce: 'Bounce', reply: 'Reply' } as const;

/** What a message is, in one badge: its label, else its kind ("Bounce"), else "Unread". */
export function MessageBadge({ item }: { item: Pick<InboxItem, 'label' | 'kind' | 'labelOverride'> }) {
  if (item.label) {
    return (
      <Badge component="span" size="sm" variant="light" color={labelColors[item.label]} style={{ flexShrink: 0 }}>
        {inboxLabelNames[item.label]}
      </Badge>
    );
  }
  return (
    <Badge component="span" size="sm" variant="outline" color="gray" style={{ flexShrink: 0 }}>
      {item.kind ? kindNames[item.kind] : 'Not classified'}
    </Badge>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayMonthFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const fullDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A mail client's short date: the time today, day and month this year, else the date. */
export function formatShortDate(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayMonthFormat.format(date);
  return fullDateFormat.format(date);
}

export function formatFullDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
