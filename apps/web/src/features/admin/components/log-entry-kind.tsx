import { type AdminCommLogEntry, type CommUpdateAction, commUpdateActions } from '@leadpilot/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The kinds of entry the filter offers, with what a person reads and the badge's colour. */
export const logKinds: Record<string, { label: string; color: string }> = {
  unknown: { label: 'Unknown outcome', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  deferred: { label: 'Deferred', color: 'yellow' },
  sent: { label: 'Sent', color: 'green' },
  held: { label: 'Held', color: 'grape' },
  skipped: { label: 'Skipped', color: 'gray' },
  stopped: { label: 'Stopped', color: 'gray' },
  reconciled: { label: 'Found in sent mail', color: 'teal' },
  resend: { label: 'Resent', color: 'blue' },
  mailbox_broken: { label: 'Mailbox broken', color: 'red' },
};

export const logKindOptions = Object.entries(logKinds).map(([value, { label }]) => ({ value, label }));

const resolutionWords: Record<CommUpdateAction, string> = {
  resend: 'Resent',
  drop: 'Dropped',
  handled: 'Handled',
};

/** How a super-admin resolved the entry, or null while it is open. */
export function resolutionOf(entry: AdminCommLogEntry): CommUpdateAction | null {
  const resolution = entry.details.resolution;
  if (typeof resolution !== 'object' || resolution === null || !('action' in resolution)) return null;
  return commUpdateActions.find((action) => action === resolution.action) ?? null;
}

/** A message handed to the mail server and never found in its sent mail: a person resends or drops it. */
export function isUndecided(entry: AdminCommLogEntry): boolean {
  return entry.kind === 'unknown' && entry.ledgerState === 'unknown' && resolutionOf(entry) === null;
}

/** The entry's kind as a badge, the state its message is in now, and how it was resolved. */
export function LogEntryKind({ entry }: { entry: AdminCommLogEntry }) {
  const kind = logKinds[entry.kind] ?? { label: entry.kind.replaceAll('_', ' '), color: 'gray' };
  const resolution = resolutionOf(entry);
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={kind.color} variant="light" size="sm" tt="none">
        {kind.label}
      </Badge>
      {entry.ledgerState && entry.ledgerState !== entry.kind ? (
        <Text size="xs" c="dimmed">
          Message now {entry.ledgerState}
        </Text>
      ) : null}
      {resolution ? (
        <Badge color="indigo" variant="light" size="sm" tt="none" leftSection={<IconCheck size={12} aria-hidden />}>
          {resolutionWords[resolution]}
        </Badge>
      ) : null}
    </Stack>
  );
}
