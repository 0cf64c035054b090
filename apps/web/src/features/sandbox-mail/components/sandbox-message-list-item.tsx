import type { SandboxMessageSummary } from '@leadpilot/contracts';
import { Badge, Group, NavLink, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { formatMessageDate } from './format-message-date.ts';

interface SandboxMessageListItemProps {
  message: SandboxMessageSummary;
  isSelected: boolean;
  /** Where the item leads: this page with the message open. */
  to: string;
  onSelect: () => void;
}

/** One message in the list: subject, recipient, date and kind. */
export function SandboxMessageListItem({ message, isSelected, to, onSelect }: SandboxMessageListItemProps) {
  return (
    <NavLink
      component={Link}
      to={to}
      onClick={onSelect}
      active={isSelected}
      aria-current={isSelected ? 'true' : undefined}
      data-message-id={message.id}
      py="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      label={
        <Group component="span" gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text component="span" size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {message.subject || '(no subject)'}
          </Text>
          <Badge component="span" size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
            {message.kind}
          </Badge>
        </Group>
      }
      description={
        <Group component="span" gap="xs" justify="space-between" wrap="nowrap" mt={4}>
          <Text component="span" size="xs" c="dimmed" truncate="end" style={{ display: 'block', minWidth: 0 }}>
            To {message.to}
          </Text>
          <Text component="span" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
              {formatMessageDate(message.createdAt)}
            </time>
          </Text>
        </Group>
      }
    />
  );
}
