import type { InboxItem } from '@leadpilot/contracts';
import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff, IconInbox, IconMailOpened } from '@tabler/icons-react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { InboxListItem } from './inbox-list-item.tsx';

interface InboxListQuery {
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface InboxListPaneProps {
  items: InboxItem[] | null;
  query: InboxListQuery;
  selectedId: string | null;
  hrefFor: (id: string) => string;
  isFiltered: boolean;
  onClearFilters: () => void;
  onShowHandled: () => void;
}

const skeletonRows = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The list of messages: skeleton rows first, the error with a retry, the empty states, or the messages. */
export function InboxListPane({
  items,
  query,
  selectedId,
  hrefFor,
  isFiltered,
  onClearFilters,
  onShowHandled,
}: InboxListPaneProps) {
  if (query.isError && !items) {
    return <QueryErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!items) {
    return (
      <Card padding="sm" aria-busy="true" aria-label="Loading messages">
        <Stack gap="md">
          {skeletonRows.map((row) => (
            <Stack key={row} gap={6} aria-hidden>
              <Skeleton height={14} width="60%" radius="sm" />
              <Skeleton height={12} width="85%" radius="sm" />
              <Skeleton height={10} width="40%" radius="sm" />
            </Stack>
          ))}
        </Stack>
      </Card>
    );
  }
  if (items.length === 0) {
    return (
      <Card>
        {isFiltered ? (
          <ListEmptyState
            icon={IconFilterOff}
            title="Nothing matches these filters"
            text="Try other words, another label, or show every campaign and mailbox."
            action={<ClearFiltersButton onClick={onClearFilters} />}
          />
        ) : (
          <ListEmptyState
            icon={IconInbox}
            title="No replies yet"
            text="Replies to your campaigns appear here as they arrive."
            action={
              <Button variant="subtle" leftSection={<IconMailOpened size={16} aria-hidden />} onClick={onShowHandled}>
                Show handled messages
              </Button>
            }
          />
        )}
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      <Card padding={4} style={{ opacity: query.isFetching && !query.isFetchingNextPage ? 0.7 : 1 }}>
        <nav aria-label="Messages">
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.id}>
                <InboxListItem item={item} isSelected={item.id === selectedId} to={hrefFor(item.id)} />
              </li>
            ))}
          </Stack>
        </nav>
      </Card>
      {query.hasNextPage ? (
        <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Load more messages
        </Button>
      ) : null}
    </Stack>
  );
}
