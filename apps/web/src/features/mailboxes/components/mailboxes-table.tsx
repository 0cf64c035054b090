import type { Mailbox } from '@leadpilot/contracts';
import { Anchor, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import { MailboxKindBadge, MailboxStatusBadge, MailboxSyncBadge, WarmupStateBadge } from './mailbox-badges.tsx';

interface MailboxesTableProps {
  /** Null while the first page loads. */
  mailboxes: Mailbox[] | null;
  /** A newer page or search is loading; the current rows stay visible. */
  isFetching: boolean;
}

export function SentTodayCell({ mailbox }: { mailbox: Mailbox }) {
  const share = mailbox.dailyLimit > 0 ? Math.min(100, (mailbox.sentToday / mailbox.dailyLimit) * 100) : 0;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {mailbox.sentToday} / {mailbox.dailyLimit}
      </Text>
      <Progress
        value={share}
        size="sm"
        color={share >= 100 ? 'orange' : 'indigo'}
        aria-label={`${mailbox.sentToday} of ${mailbox.dailyLimit} sent today`}
      />
    </Stack>
  );
}

export function WarmupCell({ mailbox }: { mailbox: Mailbox }) {
  const { warmup } = mailbox;
  return (
    <Group gap="xs" wrap="nowrap">
      <WarmupStateBadge state={warmup.state} />
      {warmup.score === null ? null : (
        <Text size="sm" fw={600} aria-label={`Warm-up score ${warmup.score} of 100`}>
          {warmup.score}
        </Text>
      )}
    </Group>
  );
}

/** The organisation's mailboxes: address, kind, health, today's sending and warm-up; it scrolls sideways on phones. */
export function MailboxesTable({ mailboxes, isFetching }: MailboxesTableProps) {
  return (
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label="Mailboxes table">
      <Table
        aria-label="Mailboxes"
        aria-busy={mailboxes === null || isFetching}
        style={{ opacity: mailboxes !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mailbox</Table.Th>
            <Table.Th w={190}>Kind</Table.Th>
            <Table.Th w={220}>Status</Table.Th>
            <Table.Th w={130}>Sent today</Table.Th>
            <Table.Th w={160}>Warm-up</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mailboxes === null ? (
            <TableSkeleton columns={5} rows={4} />
          ) : (
            mailboxes.map((mailbox) => (
              <Table.Tr key={mailbox.id} data-mailbox={mailbox.email}>
                <Table.Td>
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={`/mailboxes/${mailbox.id}`} fw={600} size="sm" truncate="end">
                      {mailbox.email}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end">
                      {mailbox.senderName || 'No sender name'}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <MailboxKindBadge kind={mailbox.kind} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <MailboxStatusBadge status={mailbox.status} />
                    <MailboxSyncBadge sync={mailbox.sync} />
                    {mailbox.statusReason ? (
                      <Text size="xs" c="dimmed" lineClamp={2} title={mailbox.statusReason}>
                        {mailbox.statusReason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <SentTodayCell mailbox={mailbox} />
                </Table.Td>
                <Table.Td>
                  <WarmupCell mailbox={mailbox} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
