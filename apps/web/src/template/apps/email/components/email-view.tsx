import { ActionIcon, Badge, Box, Group, ScrollArea, Skeleton, Stack, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMail, IconTrash } from '@tabler/icons-react';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { EmailDetail } from '../../../mocks/types.ts';
import { useGetEmailQuery } from '../api/email-api.ts';
import { labelColors, labelName } from './email-mailboxes.ts';
import { EmailMessage } from './email-message.tsx';
import { EmailReplyBox } from './email-reply-box.tsx';
import { StarButton } from './star-button.tsx';

interface EmailViewProps {
  emailId: number;
  isPaginating: boolean;
  onBack: () => void;
  onPaginate: (dir: 'previous' | 'next') => void;
  onUpdate: (email: EmailDetail, dataToUpdate: { folder?: 'trash'; isRead?: boolean; isStarred?: boolean }) => void;
}

/** The open email: its conversation, previous and next in the folder, star, trash, mark unread, reply. */
export function EmailView({ emailId, isPaginating, onBack, onPaginate, onUpdate }: EmailViewProps) {
  const { data: email, isLoading, isError, refetch } = useGetEmailQuery(emailId);
  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
      <Group
        gap="xs"
        px="md"
        py="sm"
        wrap="nowrap"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Tooltip label="Back to the list">
            <ActionIcon variant="subtle" color="gray" aria-label="Back to the list" onClick={onBack}>
              <IconChevronLeft size={20} />
            </ActionIcon>
          </Tooltip>
          {email ? (
            <Title order={2} fz="h4" lineClamp={1}>
              {email.subject}
            </Title>
          ) : (
            <Skeleton height={18} width={220} radius="sm" />
          )}
          {email?.labels.map((label) => (
            <Badge key={label} color={labelColors[label]} variant="light" visibleFrom="sm">
              {labelName(label)}
            </Badge>
          ))}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Previous email"
            disabled={!email?.hasPreviousMail || isPaginating}
            onClick={() => onPaginate('previous')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Next email"
            disabled={!email?.hasNextMail || isPaginating}
            onClick={() => onPaginate('next')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {email ? (
        <Group gap={4} px="md" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <StarButton
            isStarred={email.isStarred}
            subject={email.subject}
            onToggle={() => onUpdate(email, { isStarred: !email.isStarred })}
          />
          {email.folder === 'trash' ? null : (
            <Tooltip label="Move to trash">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Move to trash"
                onClick={() => onUpdate(email, { folder: 'trash' })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Mark as unread">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Mark as unread"
              onClick={() => onUpdate(email, { isRead: false })}
            >
              <IconMail size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
      <ScrollArea style={{ flex: 1 }} type="auto" bg="var(--mantine-color-body)">
        <Stack gap="md" p="md">
          {isError ? (
            <QueryErrorState message="This email could not be loaded." onRetry={() => void refetch()} />
          ) : null}
          {isLoading ? <Skeleton height={220} radius="lg" /> : null}
          {email ? (
            <>
              {email.replies.map((reply) => (
                <EmailMessage key={reply.id} email={reply} />
              ))}
              <EmailMessage email={email} />
              <Box>
                <EmailReplyBox key={email.id} email={email} />
              </Box>
            </>
          ) : null}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
