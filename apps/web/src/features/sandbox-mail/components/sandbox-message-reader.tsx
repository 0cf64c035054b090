import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetSandboxMessageQuery } from '../api/get-sandbox-message.ts';
import { SandboxMessageView } from './sandbox-message-view.tsx';

interface SandboxMessageReaderProps {
  messageId: string;
  onBack: () => void;
  /** Move focus to the message once it is shown (phones, where it replaces the list). */
  focusOnLoad: boolean;
}

/** The reading pane: loads the chosen message and shows it, with a way back on phones. */
export function SandboxMessageReader({ messageId, onBack, focusOnLoad }: SandboxMessageReaderProps) {
  const message = useGetSandboxMessageQuery(messageId);
  // currentData, not data: never show the previous message under a new choice.
  const current = message.currentData;
  return (
    <Card>
      <Stack gap="lg">
        <Button
          hiddenFrom="md"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          style={{ alignSelf: 'flex-start' }}
        >
          Back to messages
        </Button>
        {current ? (
          <SandboxMessageView key={current.id} message={current} focusOnLoad={focusOnLoad} />
        ) : message.isError ? (
          <QueryErrorState message={errorMessageOf(message.error)} onRetry={() => void message.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading message">
            <Skeleton height={28} width="70%" radius="sm" />
            <Skeleton height={12} width="45%" radius="sm" />
            <Skeleton height={12} width="55%" radius="sm" />
            <Skeleton height={160} radius="md" mt="sm" />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
