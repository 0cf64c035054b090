import type { Mailbox } from '@leadpilot/contracts';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPause, IconPlayerPlay, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MailboxKindBadge, MailboxStatusBadge, MailboxSyncBadge } from './mailbox-badges.tsx';

interface MailboxDetailHeaderProps {
  mailbox: Mailbox;
  isChecking: boolean;
  onCheck: () => void;
  onToggleActive: () => void;
}

/** The mailbox page's title row: the way back, the address, its kind and status, and its actions. */
export function MailboxDetailHeader({ mailbox, isChecking, onCheck, onToggleActive }: MailboxDetailHeaderProps) {
  const isDeactivated = mailbox.status === 'deactivated';
  const backTo = mailbox.mode === 'Calendar' ? '/mailboxes/calendars' : '/mailboxes';
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={backTo} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {mailbox.mode === 'Calendar' ? 'All calendars' : 'All mailboxes'}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {mailbox.email}
          </Title>
          <Group gap="xs">
            <MailboxKindBadge kind={mailbox.kind} />
            <MailboxStatusBadge status={mailbox.status} />
            {mailbox.mode === 'Email' ? <MailboxSyncBadge sync={mailbox.sync} /> : null}
            {mailbox.senderName ? (
              <Text size="sm" c="dimmed">
                Sends as {mailbox.senderName}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {mailbox.mode === 'Email' ? (
            <Button
              variant="light"
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={isChecking}
              onClick={onCheck}
            >
              Check connection
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={
              isDeactivated ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
            }
            onClick={onToggleActive}
          >
            {isDeactivated ? 'Reactivate' : 'Deactivate'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
