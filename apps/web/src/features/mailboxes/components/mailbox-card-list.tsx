import type { Mailbox } from '@leadpilot/contracts';
import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MailboxKindBadge, MailboxStatusBadge, MailboxSyncBadge } from './mailbox-badges.tsx';
import { SentTodayCell, WarmupCell } from './mailboxes-table.tsx';

interface MailboxCardListProps {
  /** Null while the first page loads. */
  mailboxes: Mailbox[] | null;
  isFetching: boolean;
}

/** The mailbox list on phones: one card per mailbox with everything the table shows, nothing to scroll sideways. */
export function MailboxCardList({ mailboxes, isFetching }: MailboxCardListProps) {
  if (mailboxes === null) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading mailboxes">
        {[0, 1, 2].map((row) => (
          <Card key={row} padding="md">
            <Stack gap="xs">
              <Skeleton height={16} width="70%" radius="sm" />
              <Skeleton height={12} width="40%" radius="sm" />
              <Skeleton height={20} width="60%" radius="sm" />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label="Mailboxes"
      aria-busy={isFetching}
      style={{ listStyle: 'none', padding: 0, margin: 0, opacity: isFetching ? 0.6 : 1 }}
    >
      {mailboxes.map((mailbox) => (
        <Card key={mailbox.id} padding="md" component="li" data-mailbox={mailbox.email}>
          <Stack gap="sm">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={`/mailboxes/${mailbox.id}`} fw={600} size="sm" truncate="end">
                {mailbox.email}
              </Anchor>
              <Text size="xs" c="dimmed" truncate="end">
                {mailbox.senderName || 'No sender name'}
              </Text>
            </Stack>
            <Group gap="xs">
              <MailboxKindBadge kind={mailbox.kind} />
              <MailboxStatusBadge status={mailbox.status} />
              {mailbox.mode === 'Email' ? <MailboxSyncBadge sync={mailbox.sync} /> : null}
            </Group>
            {mailbox.statusReason ? (
              <Text size="xs" c="dimmed">
                {mailbox.statusReason}
              </Text>
            ) : null}
            <Group justify="space-between" align="flex-end" gap="md" wrap="nowrap">
              <Stack gap={2} style={{ flex: 1 }}>
                <Text size="xs" c="dimmed">
                  Sent today
                </Text>
                <SentTodayCell mailbox={mailbox} />
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="xs" c="dimmed">
                  Warm-up
                </Text>
                <WarmupCell mailbox={mailbox} />
              </Stack>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
