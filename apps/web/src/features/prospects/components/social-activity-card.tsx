import type { SocialNetwork, SocialPost, SocialPostTotals } from '@leadpilot/contracts';
import { Anchor, Box, Button, Group, SegmentedControl, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHeart, IconMessageCircleOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useListSocialPostsInfiniteQuery } from '../api/list-social-posts.ts';
import { formatCount } from './format-count.ts';
import { SectionEmptyState } from './section-empty-state.tsx';
import { SocialNetworkIcon, socialNetworkLabels } from './social-network.tsx';
import { SocialPostModal } from './social-post-modal.tsx';
import { webAddressOrNull } from './web-address.ts';

type NetworkFilter = 'all' | SocialNetwork;

const pageSize = 5;
/** The body's height while loading, kept by every state so the column does not jump. */
const bodyMinHeight = 250;
const tabLabels: Record<NetworkFilter, string> = { all: 'All', linkedin: 'LinkedIn', twitter: 'X' };

function isNetworkFilter(value: string): value is NetworkFilter {
  return value === 'all' || value === 'linkedin' || value === 'twitter';
}

function PostItem({ post, onOpen }: { post: SocialPost; onOpen: () => void }) {
  const href = webAddressOrNull(post.url);
  return (
    <Stack component="li" gap={6} miw={0}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          <SocialNetworkIcon network={post.network} size={16} />
          <Text size="xs" c="dimmed" truncate>
            {socialNetworkLabels[post.network]} · <time dateTime={post.postedAt}>{formatDate(post.postedAt)}</time>
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconHeart size={14} aria-hidden />
          <Text size="xs">
            {formatCount(post.likes)}
            <VisuallyHidden> likes</VisuallyHidden>
          </Text>
        </Group>
      </Group>
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {post.text}
      </Text>
      <Group gap="md">
        <Anchor component="button" type="button" size="xs" onClick={onOpen}>
          Read in full
        </Anchor>
        {href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs">
            Open on {socialNetworkLabels[post.network]}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

function PostsSkeleton() {
  return (
    <Stack gap="md" mih={bodyMinHeight} role="status" aria-label="Loading social activity">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={12} width="40%" radius="sm" />
          <Skeleton height={14} width="95%" radius="sm" />
          <Skeleton height={14} width={row === 1 ? '60%' : '80%'} radius="sm" />
          <Skeleton height={12} width="30%" radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}

function emptyState(filter: NetworkFilter, totals: SocialPostTotals) {
  if (filter === 'all' || totals.all === 0) {
    return { title: 'No public posts yet', description: 'Posts this person shares on LinkedIn or X show here.' };
  }
  const other: SocialNetwork = filter === 'linkedin' ? 'twitter' : 'linkedin';
  return {
    title: `No posts on ${socialNetworkLabels[filter]}`,
    description: `This person’s ${formatCount(totals.all)} public ${totals.all === 1 ? 'post is' : 'posts are'} on ${socialNetworkLabels[other]}.`,
  };
}

function SocialActivityContent({ personId }: { personId: string }) {
  const [filter, setFilter] = useState<NetworkFilter>('all');
  const [dialog, setDialog] = useState<{ postId: string; opened: boolean } | null>(null);
  const posts = useListSocialPostsInfiniteQuery({
    personId,
    ...(filter === 'all' ? {} : { network: filter }),
    limit: pageSize,
  });
  // Posts of the selected network only; the totals ignore the filter, so any page's serve the tabs.
  const pages = posts.currentData?.pages;
  const totals = (posts.currentData ?? posts.data)?.pages[0]?.totals;
  const items = pages?.flatMap((page) => page.items) ?? [];
  const filteredTotal = totals ? totals[filter] : null;

  let body: ReactNode;
  if (!pages && posts.isError && !posts.isFetching) {
    body = (
      <Box mih={bodyMinHeight}>
        <QueryErrorState message={errorMessageOf(posts.error)} onRetry={() => void posts.refetch()} />
      </Box>
    );
  } else if (!pages || !totals) {
    body = <PostsSkeleton />;
  } else if (items.length === 0) {
    body = (
      <SectionEmptyState
        minHeight={bodyMinHeight}
        icon={<IconMessageCircleOff size={22} />}
        {...emptyState(filter, totals)}
      />
    );
  } else {
    body = (
      <Stack gap="md" mih={bodyMinHeight}>
        <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((post) => (
            <PostItem key={post.id} post={post} onOpen={() => setDialog({ postId: post.id, opened: true })} />
          ))}
        </Stack>
        {posts.isFetchNextPageError ? (
          <QueryErrorState message={errorMessageOf(posts.error)} onRetry={() => void posts.fetchNextPage()} />
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed" aria-live="polite">
            Showing {formatCount(items.length)} of {formatCount(filteredTotal ?? items.length)}
          </Text>
          {posts.hasNextPage && !posts.isFetchNextPageError ? (
            <Button
              variant="light"
              size="xs"
              loading={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </Group>
      </Stack>
    );
  }

  return (
    <SectionCard title="Social activity">
      <SegmentedControl
        aria-label="Network"
        fullWidth
        size="xs"
        value={filter}
        onChange={(value) => {
          if (isNetworkFilter(value)) setFilter(value);
        }}
        data={(['all', 'linkedin', 'twitter'] as const).map((value) => ({
          value,
          label: totals ? `${tabLabels[value]} · ${formatCount(totals[value])}` : tabLabels[value],
        }))}
      />
      {body}
      {dialog ? (
        <SocialPostModal
          postId={dialog.postId}
          opened={dialog.opened}
          onClose={() => setDialog({ ...dialog, opened: false })}
        />
      ) : null}
    </SectionCard>
  );
}

/** The person's public LinkedIn and X posts, newest first, by network, a page at a time. */
export function SocialActivityCard({ personId }: { personId: string }) {
  // A new person starts again on "All", at the first page.
  return <SocialActivityContent key={personId} personId={personId} />;
}
