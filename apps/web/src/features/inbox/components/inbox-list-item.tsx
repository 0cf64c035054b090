import type { InboxItem } from '@leadpilot/contracts';
import { Group, NavLink, Stack, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatFullDate, formatShortDate, MessageBadge } from './inbox-labels.tsx';

interface InboxListItemProps {
  item: InboxItem;
  isSelected: boolean;
  /** Where the item leads: the inbox with this message open, filters kept. */
  to: string;
}

/** One message of the list: label, sender, time, subject, a snippet and its campaign. */
export function InboxListItem({ item, isSelected, to }: InboxListItemProps) {
  const sender = item.fromName || item.fromAddress;
  return (
    <NavLink
      component={Link}
      to={to}
      active={isSelected}
      aria-current={isSelected ? 'true' : undefined}
      data-message-id={item.id}
      py="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      label={
        <Group component="span" gap="xs" justify="space-between" wrap="nowrap">
          <Text
            component="span"
            size="sm"
            fw={item.state === 'open' ? 700 : 500}
            truncate="end"
            style={{ minWidth: 0 }}
          >
            {sender}
          </Text>
          <Text component="span" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            <time dateTime={item.receivedAt} title={formatFullDate(item.receivedAt)}>
              {formatShortDate(item.receivedAt)}
            </time>
          </Text>
        </Group>
      }
      description={
        <Stack component="span" gap={4} mt={4}>
          <Group component="span" gap="xs" wrap="nowrap">
            <MessageBadge item={item} />
            <Text component="span" size="sm" c="var(--mantine-color-text)" truncate="end" style={{ minWidth: 0 }}>
              {item.subject || '(no subject)'}
            </Text>
          </Group>
          <Text component="span" size="xs" c="dimmed" lineClamp={2}>
            {item.snippet}
          </Text>
          <Group component="span" gap="xs" wrap="nowrap">
            {item.campaignName ? (
              <Text component="span" size="xs" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
                {item.campaignName}
              </Text>
            ) : null}
            {item.state === 'snoozed' && item.snoozedUntil ? (
              <Text component="span" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <IconClockPause size={12} aria-hidden /> Until {formatShortDate(item.snoozedUntil)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      }
    />
  );
}
