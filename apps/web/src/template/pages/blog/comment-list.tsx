import { Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { BlogComment } from '../../mocks/types.ts';

/** A post's comments, oldest first as a conversation reads. */
export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  if (comments.length === 0) {
    return <Text c="dimmed">No comments yet. Be the first to leave one.</Text>;
  }
  return (
    <Stack gap="lg">
      {comments.map((comment) => (
        <Group key={`${comment.userFullName}-${comment.commentedAt}`} gap="md" align="flex-start" wrap="nowrap">
          <UserAvatar name={comment.userFullName} src={comment.avatar || null} alt="" />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {comment.userFullName}
              </Text>
              <Text size="xs" c="dimmed">
                {dayjs(comment.commentedAt).format('MMM D, YYYY')}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {comment.commentText}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
