import { Button, Card, Center, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ActionErrorAlert } from '../../../shared/ui/list-body.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetInboxMessageQuery } from '../api/inbox-api.ts';
import type { MessageActions } from '../hooks/use-message-actions.ts';
import { MessageView } from './message-view.tsx';

interface MessagePaneProps {
  messageId: string;
  actions: MessageActions;
  isComposing: boolean;
  onCompose: (isOpen: boolean) => void;
  onBack: () => void;
  onDeleted: () => void;
}

/** The right pane: the chosen message once loaded (skeleton before, error with retry), with a way back on phones. */
export function MessagePane({ messageId, actions, isComposing, onCompose, onBack, onDeleted }: MessagePaneProps) {
  const message = useGetInboxMessageQuery(messageId);
  // currentData, not data: never show the previous message under a new choice.
  const current = message.currentData;
  return (
    <Card>
      <Stack gap="md">
        <Button
          hiddenFrom="md"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          style={{ alignSelf: 'flex-start' }}
        >
          Back to the inbox
        </Button>
        <ActionErrorAlert message={actions.error} title="Not changed" onDismiss={actions.clearError} />
        {current ? (
          <MessageView
            key={current.message.id}
            detail={current}
            actions={actions}
            isComposing={isComposing}
            onCompose={onCompose}
            onDeleted={onDeleted}
          />
        ) : message.isError ? (
          <QueryErrorState message={errorMessageOf(message.error)} onRetry={() => void message.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading message">
            <Skeleton height={24} width="70%" radius="sm" />
            <Skeleton height={12} width="45%" radius="sm" />
            <Skeleton height={32} width="60%" radius="sm" />
            <Skeleton height={160} radius="md" mt="sm" />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The right pane before a message is chosen. */
export function MessagePlaceholder() {
  return (
    <Card>
      <Center mih={240}>
        <Stack align="center" gap="xs">
          <IconMail size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            Choose a message to read it, with its thread and the prospect beside it.
          </Text>
        </Stack>
      </Center>
    </Card>
  );
}
