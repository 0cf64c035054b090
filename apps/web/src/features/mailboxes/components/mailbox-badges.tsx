import {
  type CalendarProvider,
  type MailboxKind,
  type MailboxStatus,
  type MailboxSync,
  mailboxKindLabels,
  type WarmupState,
} from '@leadpilot/contracts';
import { Badge, Tooltip } from '@mantine/core';
import { formatDateTime } from '../../../shared/format/format-date.ts';

const kindColors: Record<MailboxKind, string> = { gmail: 'red', microsoft: 'blue', smtp: 'grape', sandbox: 'gray' };

/** Which kind of mailbox: Gmail, Microsoft 365 / Outlook, SMTP + IMAP or sandbox. */
export function MailboxKindBadge({ kind }: { kind: MailboxKind }) {
  return (
    <Badge variant="light" color={kindColors[kind]} style={{ flexShrink: 0 }}>
      {mailboxKindLabels[kind]}
    </Badge>
  );
}

export const calendarProviderLabels: Record<CalendarProvider, string> = {
  google: 'Google Calendar',
  microsoft: 'Microsoft calendar',
};

const statusBadges: Record<MailboxStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  broken: { label: 'Broken', color: 'red' },
  deactivated: { label: 'Deactivated', color: 'gray' },
};

/** Active, broken (a connection failed) or deactivated (switched off by the team). */
export function MailboxStatusBadge({ status }: { status: MailboxStatus }) {
  const badge = statusBadges[status];
  return (
    <Badge variant="light" color={badge.color} style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

export const warmupStateLabels: Record<WarmupState, { label: string; color: string }> = {
  off: { label: 'Off', color: 'gray' },
  ramping: { label: 'Ramping up', color: 'indigo' },
  steady: { label: 'Steady', color: 'green' },
  paused: { label: 'Paused', color: 'orange' },
};

/** The warm-up's state: off, ramping up to the target, steady at it, or paused while the mailbox is not active. */
export function WarmupStateBadge({ state }: { state: WarmupState }) {
  const badge = warmupStateLabels[state];
  return (
    <Badge variant="dot" color={badge.color} style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

/**
 * Whether the reply reader can read the mailbox: replies read (and when), catching up (a first read
 * or a backfill after a gap), or failing, with the reason in plain words on hover and focus.
 */
export function MailboxSyncBadge({ sync }: { sync: MailboxSync | null | undefined }) {
  if (!sync) return null;
  if (sync.status === 'failing') {
    return (
      <Tooltip label={sync.lastError || 'The last read of this mailbox failed.'} multiline w={280} withArrow>
        <Badge variant="dot" color="red" tabIndex={0} style={{ flexShrink: 0 }}>
          Cannot read replies
        </Badge>
      </Tooltip>
    );
  }
  if (sync.status === 'catching_up') {
    return (
      <Badge variant="dot" color="blue" style={{ flexShrink: 0 }}>
        Reading replies: catching up
      </Badge>
    );
  }
  return (
    <Tooltip label={`Last read ${formatDateTime(sync.lastSuccessAt)}`} withArrow>
      <Badge variant="dot" color="green" tabIndex={0} style={{ flexShrink: 0 }}>
        Replies read
      </Badge>
    </Tooltip>
  );
}
