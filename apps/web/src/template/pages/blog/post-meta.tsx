import { Badge, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { BlogCategory } from '../../mocks/types.ts';
import { categoryColor } from './category-colors.ts';

interface PostMetaProps {
  author: string;
  avatar: string;
  postedAt: string;
  tags?: readonly BlogCategory[];
}

/** Who wrote a post, when, and its categories. */
export function PostMeta({ author, avatar, postedAt, tags = [] }: PostMetaProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <UserAvatar name={author} src={avatar || null} alt="" size={28} />
      <Text size="sm">
        by <strong>{author}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        · {dayjs(postedAt).format('MMM D, YYYY')}
      </Text>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color={categoryColor[tag]}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
