import type { AdminCommLogEntry, CommUpdateAction } from '@leadpilot/contracts';
import { ActionIcon, Menu, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconDotsVertical, IconSend, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { isUndecided, LogEntryKind, resolutionOf } from './log-entry-kind.tsx';

interface CommunicationLogRowProps {
  entry: AdminCommLogEntry;
  isBusy: boolean;
  onAction: (entry: AdminCommLogEntry, action: CommUpdateAction) => void;
}

/** A cell of two lines: the main value (addresses wrap anywhere) and a dimmed one under it. */
function TwoLines({ main, under, strong }: { main: string | null; under: string; strong?: boolean }) {
  return (
    <Stack gap={2} miw={0}>
      <Text
        size="sm"
        fw={strong ? 600 : undefined}
        c={main ? undefined : 'dimmed'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {main ?? '—'}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {under}
      </Text>
    </Stack>
  );
}

/** One entry of the log, with resend, drop and mark handled while it is open. */
export function CommunicationLogRow({ entry, isBusy, onAction }: CommunicationLogRowProps) {
  const isOpen = resolutionOf(entry) === null;
  const canResend = isUndecided(entry);
  const who = entry.recipient ?? entry.organisationName;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Text>
      </Table.Td>
      <Table.Td>
        <TwoLines main={entry.organisationName} under={entry.campaignName ?? 'No campaign: a one-off email'} strong />
      </Table.Td>
      <Table.Td>
        <TwoLines main={entry.recipient} under={entry.mailboxEmail ? `from ${entry.mailboxEmail}` : 'No mailbox'} />
      </Table.Td>
      <Table.Td>
        <LogEntryKind entry={entry} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={3} title={entry.reason}>
          {entry.reason || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        {isOpen ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Actions for the entry about ${who}`}
                disabled={isBusy}
              >
                <IconDotsVertical size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canResend ? (
                <>
                  <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => onAction(entry, 'resend')}>
                    Resend…
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onAction(entry, 'drop')}
                  >
                    Drop…
                  </Menu.Item>
                </>
              ) : null}
              <Menu.Item leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onAction(entry, 'handled')}>
                Mark handled
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
