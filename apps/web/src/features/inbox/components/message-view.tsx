import type { InboxMessageDetail } from '@leadpilot/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { MessageActions } from '../hooks/use-message-actions.ts';
import { formatFullDate } from './inbox-labels.tsx';
import { LabelVerdict } from './label-verdict.tsx';
import { MessageThread } from './message-thread.tsx';
import { ProspectCard } from './prospect-card.tsx';
import { ReplyComposer } from './reply-composer.tsx';
import { SnoozeMenu } from './snooze-menu.tsx';

interface MessageViewProps {
  detail: InboxMessageDetail;
  actions: MessageActions;
  isComposing: boolean;
  onCompose: (isOpen: boolean) => void;
  /** After the message was deleted: the list moves on. */
  onDeleted: () => void;
}

/** One message: who wrote and when, its label and why, what to do with it, the thread and the prospect. */
export function MessageView({ detail, actions, isComposing, onCompose, onDeleted }: MessageViewProps) {
  const { message } = detail;
  const isHandled = message.state === 'handled';
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
          {message.subject || '(no subject)'}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message.fromName ? `${message.fromName} <${message.fromAddress}>` : message.fromAddress}
        </Text>
        <Text size="xs" c="dimmed">
          To {message.mailboxEmail} · {formatFullDate(message.receivedAt)}
          {message.campaignName ? ` · ${message.campaignName}` : ''}
          {message.state === 'snoozed' && message.snoozedUntil
            ? ` · Snoozed until ${formatFullDate(message.snoozedUntil)}`
            : ''}
          {isHandled ? ' · Handled' : ''}
        </Text>
      </Stack>
      <Group gap="xs" role="toolbar" aria-label="Message actions">
        <Button
          size="sm"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={() => onCompose(true)}
          disabled={detail.reply.refusal !== null}
          title={detail.reply.refusal ?? 'Reply (r)'}
        >
          Reply
        </Button>
        <SnoozeMenu
          isSnoozed={message.state === 'snoozed'}
          isSaving={actions.isSnoozing}
          error={actions.error}
          onSnooze={(until) => actions.snooze(message.id, until)}
        />
        <Button
          size="sm"
          variant="default"
          loading={actions.isHandling}
          leftSection={isHandled ? <IconMailOpened size={16} aria-hidden /> : <IconCheck size={16} aria-hidden />}
          onClick={() => void actions.setHandled(message.id, !isHandled)}
          title={isHandled ? 'Open it again' : 'Mark handled (e)'}
        >
          {isHandled ? 'Reopen' : 'Mark handled'}
        </Button>
        <Button
          size="sm"
          variant="subtle"
          color="red"
          loading={actions.isDeleting}
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() =>
            void actions.remove({ id: message.id, subject: message.subject }).then((done) => done && onDeleted())
          }
        >
          Delete
        </Button>
      </Group>
      <LabelVerdict
        message={message}
        isSaving={actions.isLabelling}
        onOverride={(label) => void actions.overrideLabel(message.id, label)}
      />
      <ProspectCard prospect={detail.prospect} />
      {isComposing && detail.reply.refusal === null ? (
        <ReplyComposer messageId={message.id} reply={detail.reply} onClose={() => onCompose(false)} />
      ) : null}
      <MessageThread thread={detail.thread} />
    </Stack>
  );
}
