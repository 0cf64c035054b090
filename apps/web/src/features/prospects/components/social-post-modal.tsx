import { Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { LinkifiedText } from '../../../shared/ui/linkified-text.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { useGetSocialPostQuery } from '../api/get-social-post.ts';
import { formatCount } from './format-count.ts';
import { SocialNetworkIcon, socialNetworkLabels } from './social-network.tsx';
import { webAddressOrNull } from './web-address.ts';

interface SocialPostModalProps {
  postId: string;
  opened: boolean;
  onClose: () => void;
}

/** One post in full, with who wrote it and a link to the original. */
export function SocialPostModal({ postId, opened, onClose }: SocialPostModalProps) {
  const post = useGetSocialPostQuery(postId);
  const data = post.data;
  const href = data ? webAddressOrNull(data.url) : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Post" size="lg">
      {data ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <UserAvatar name={data.author.fullName} size={40} aria-hidden />
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={`/prospects/people/${data.author.id}`} fw={600} size="sm" onClick={onClose}>
                {data.author.fullName}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {data.author.title}
                {data.author.companyName ? ` at ${data.author.companyName}` : ''}
              </Text>
            </Stack>
          </Group>
          <LinkifiedText text={data.text} size="sm" />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="md" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <SocialNetworkIcon network={data.network} />
                <Text size="xs" c="dimmed">
                  {socialNetworkLabels[data.network]} ·{' '}
                  <time dateTime={data.postedAt}>{formatDateTime(data.postedAt)}</time>
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconHeart size={14} aria-hidden />
                <Text size="xs">
                  {formatCount(data.likes)} {data.likes === 1 ? 'like' : 'likes'}
                </Text>
              </Group>
            </Group>
            {href ? (
              <Button
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                variant="light"
                rightSection={<IconExternalLink size={14} aria-hidden />}
              >
                Open on {socialNetworkLabels[data.network]}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : post.isError ? (
        <QueryErrorState message={errorMessageOf(post.error)} onRetry={() => void post.refetch()} />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading the post">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={40} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" radius="sm" />
              <Skeleton height={12} width="60%" radius="sm" />
            </Stack>
          </Group>
          <Skeleton height={14} radius="sm" />
          <Skeleton height={14} width="85%" radius="sm" />
          <Skeleton height={14} width="70%" radius="sm" />
        </Stack>
      )}
    </Modal>
  );
}
