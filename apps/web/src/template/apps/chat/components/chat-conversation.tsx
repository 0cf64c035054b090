import { ActionIcon, Box, Group, ScrollArea, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { ChatContact } from '../../../mocks/types.ts';
import { EmptyState } from '../../../shared/ui/list-states.tsx';
import { useGetChatQuery, useSendMessageMutation } from '../api/chat-api.ts';
import classes from './chat.module.css';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessages } from './chat-messages.tsx';
import { StatusAvatar, statusName } from './status-avatar.tsx';

interface ChatConversationProps {
  contactId: number;
  profileUserId: number;
  onBack: () => void;
  onShowContact: (contact: ChatContact) => void;
}

/** The conversation with one contact: who they are, the messages by day, and the composer. */
export function ChatConversation({ contactId, profileUserId, onBack, onShowContact }: ChatConversationProps) {
  const { data, isLoading, isError, refetch } = useGetChatQuery(contactId);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const contact = data?.contact;

  async function handleSend(message: string) {
    try {
      await sendMessage({ contactId, message }).unwrap();
    } catch (error) {
      notifications.show({ color: 'red', message: 'The message could not be sent.' });
      throw error;
    }
  }

  return (
    <>
      <Box className={classes.bar}>
        <ActionIcon variant="subtle" color="gray" hiddenFrom="md" aria-label="Back to the chats" onClick={onBack}>
          <IconChevronLeft size={20} />
        </ActionIcon>
        {contact ? (
          <>
            <UnstyledButton onClick={() => onShowContact(contact)} aria-label={`About ${contact.fullName}`}>
              <StatusAvatar person={contact} size={38} />
            </UnstyledButton>
            <Box miw={0} style={{ flex: 1 }}>
              <Text component="h2" fw={600} size="sm" truncate>
                {contact.fullName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {statusName(contact.status)} · {contact.role}
              </Text>
            </Box>
            <Tooltip label="Contact details">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Show ${contact.fullName}’s details`}
                onClick={() => onShowContact(contact)}
              >
                <IconInfoCircle size={20} />
              </ActionIcon>
            </Tooltip>
          </>
        ) : (
          <Group gap="sm">
            <Skeleton circle height={38} />
            <Skeleton height={12} width={140} radius="sm" />
          </Group>
        )}
      </Box>
      <ScrollArea
        style={{ flex: 1 }}
        type="auto"
        viewportProps={{ role: 'log', 'aria-label': 'Messages', tabIndex: 0 }}
      >
        {isLoading ? (
          <Stack p="md" gap="md" role="status" aria-label="Loading the conversation">
            <Skeleton height={36} width="55%" radius="md" />
            <Skeleton height={36} width="40%" radius="md" ml="auto" />
            <Skeleton height={36} width="60%" radius="md" />
          </Stack>
        ) : null}
        {isError ? (
          <Box p="md">
            <QueryErrorState message="This conversation could not be loaded." onRetry={() => void refetch()} />
          </Box>
        ) : null}
        {contact && (data?.chat?.chat.length ?? 0) === 0 ? (
          <EmptyState
            icon={<IconMessages size={28} />}
            title={`Say hello to ${contact.fullName}`}
            description="You have not talked yet. Your first message starts the conversation."
          />
        ) : null}
        {contact && data?.chat ? (
          <ChatMessages messages={data.chat.chat} contact={contact} profileUserId={profileUserId} />
        ) : null}
      </ScrollArea>
      {contact ? <ChatComposer contactName={contact.fullName} isSending={isSending} onSend={handleSend} /> : null}
    </>
  );
}
