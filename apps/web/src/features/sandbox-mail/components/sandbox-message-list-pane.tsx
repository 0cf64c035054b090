import { Card, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useListSandboxMessagesQuery } from '../api/list-sandbox-messages.ts';
import { SandboxMessageList } from './sandbox-message-list.tsx';
import { SandboxMessageListEmpty } from './sandbox-message-list-empty.tsx';
import { SandboxMessageListSkeleton } from './sandbox-message-list-skeleton.tsx';

const perPage = 20;
const pollingInterval = 5_000;

interface SandboxMessageListPaneProps {
  selectedId: string | null;
  hrefFor: (id: string) => string;
  onSelect: () => void;
}

/** Search, the page of messages and its pagination. */
export function SandboxMessageListPane({ selectedId, hrefFor, onSelect }: SandboxMessageListPaneProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const query = debouncedSearch.trim();
  // New mail shows up while the page is open, as in a mail client (an invitation is sent by a job).
  const messages = useListSandboxMessagesQuery({ q: query || undefined, page, perPage }, { pollingInterval });

  const handleSearchChange = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <SearchInput
        aria-label="Search messages"
        placeholder="Search by subject or recipient"
        value={search}
        onChange={handleSearchChange}
      />
      {messages.isError ? (
        <QueryErrorState message={errorMessageOf(messages.error)} onRetry={() => void messages.refetch()} />
      ) : messages.data ? (
        messages.data.data.length === 0 ? (
          <SandboxMessageListEmpty query={query} />
        ) : (
          <Card
            padding={4}
            // Dimmed while another page or search loads, not while the same list is polled again.
            style={{ opacity: messages.currentData ? 1 : 0.6, transition: 'opacity 120ms ease' }}
          >
            <SandboxMessageList
              messages={messages.data.data}
              selectedId={selectedId}
              hrefFor={hrefFor}
              onSelect={onSelect}
            />
          </Card>
        )
      ) : (
        <SandboxMessageListSkeleton />
      )}
      {messages.data && !messages.isError ? (
        <PaginationFooter
          page={messages.data.page}
          perPage={messages.data.perPage}
          total={messages.data.total}
          onPageChange={setPage}
          noun="messages"
        />
      ) : null}
    </Stack>
  );
}
