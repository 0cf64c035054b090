import { ActionIcon, Avatar, Button, Card, Group, Image, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessage, IconSend, IconShare } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { type FormEvent, useState } from 'react';
import type { ProfilePost } from '../../mocks/types.ts';

dayjs.extend(relativeTime);

type PostComment = ProfilePost['detailedComments'][number];

/** A post: likes, who liked it, its comments and a box to add one (kept in the page only). */
export function ProfilePostCard({ post }: { post: ProfilePost }) {
  const [isLiked, setLiked] = useState(post.youLiked);
  const [comments, setComments] = useState<PostComment[]>(post.detailedComments);
  const [draft, setDraft] = useState('');
  const likes = post.likes - (post.youLiked ? 1 : 0) + (isLiked ? 1 : 0);

  function handleComment(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setComments([...comments, { avatar: '', username: 'You', comment: text, commentsLikes: 0, youLiked: false }]);
    setDraft('');
  }

  return (
    <Card component="article" aria-label={`Post by ${post.username}`}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={post.avatar} alt="" radius="xl" />
          <div>
            <Text fw={600} size="sm">
              {post.username}
            </Text>
            <Text size="xs" c="dimmed">
              {dayjs(post.postTime).fromNow()}
            </Text>
          </div>
        </Group>
        <Text size="sm">{post.postText}</Text>
        <Image src={post.postImg} alt="" radius="md" />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              color={isLiked ? 'red' : 'gray'}
              size="compact-sm"
              aria-pressed={isLiked}
              leftSection={isLiked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
              onClick={() => setLiked(!isLiked)}
            >
              {likes} likes
            </Button>
            <Avatar.Group spacing="sm">
              {post.likedUsers.map((user) => (
                <Tooltip key={user.username} label={user.username} withArrow>
                  <Avatar src={user.avatar} alt={user.username} size="sm" radius="xl" />
                </Tooltip>
              ))}
            </Avatar.Group>
          </Group>
          <Group gap="md">
            <Group gap={4}>
              <IconMessage size={16} aria-hidden />
              <Text size="sm">{post.comments + comments.length - post.detailedComments.length}</Text>
            </Group>
            <Group gap={4}>
              <IconShare size={16} aria-hidden />
              <Text size="sm">{post.share}</Text>
            </Group>
          </Group>
        </Group>
        <Stack gap="sm">
          {comments.map((comment) => (
            <Group key={`${comment.username}-${comment.comment}`} gap="sm" align="flex-start" wrap="nowrap">
              <Avatar src={comment.avatar || null} alt="" radius="xl" size="sm">
                {comment.username[0]}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {comment.username}
                </Text>
                <Text size="sm">{comment.comment}</Text>
              </div>
            </Group>
          ))}
        </Stack>
        <form onSubmit={handleComment}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Comment on ${post.username}'s post`}
              placeholder="Add a comment..."
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <ActionIcon type="submit" size="lg" aria-label="Post comment" disabled={!draft.trim()}>
              <IconSend size={18} />
            </ActionIcon>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
