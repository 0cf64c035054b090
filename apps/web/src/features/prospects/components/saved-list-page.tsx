import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserMinus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListSavedListPeopleQuery } from '../api/list-saved-list-people.ts';
import { useListSavedListsQuery } from '../api/list-saved-lists.ts';
import { useRemovePeopleFromListMutation } from '../api/remove-people-from-list.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { formatCount } from './format-count.ts';
import { PeopleTable } from './people-table.tsx';
import { RevealListModal } from './reveal-list-modal.tsx';
import { SavedListActions } from './saved-list-actions.tsx';
import { SavedListNotFound } from './saved-list-not-found.tsx';

const perPage = 25;

/** One saved list: its members, with bulk reveal, removal and CSV export. */
export function SavedListPage({ listId }: { listId: string }) {
  const lists = useListSavedListsQuery();
  const list = lists.data?.find((entry) => entry.id === listId);
  const [paging, setPaging] = useState({ listId, page: 1 });
  const page = paging.listId === listId ? paging.page : 1;
  const people = useListSavedListPeopleQuery({ listId, page, perPage }, { skip: lists.isSuccess && !list });
  const selection = useSelection(`${listId}:${page}`);
  const [removePeople, removal] = useRemovePeopleFromListMutation();
  const [revealDialog, setRevealDialog] = useState({ opened: false, id: 0 });
  useDocumentTitle(list?.name ?? 'List');

  // After a removal empties the last page, show the one before it.
  useEffect(() => {
    if (people.data && people.data.data.length === 0 && page > 1) {
      setPaging({ listId, page: Math.max(1, Math.ceil(people.data.total / perPage)) });
    }
  }, [people.data, page, listId]);

  if (lists.isSuccess && !list) return <SavedListNotFound />;

  const handleRemove = async () => {
    try {
      await removePeople({ listId, personIds: selection.ids }).unwrap();
      selection.clear();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };

  const total = people.data?.total ?? 0;
  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/prospects/lists" size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          All lists
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        {list ? (
          <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
              {list.name}
            </Title>
            <Text size="sm" c="dimmed">
              {formatCount(list.peopleCount)} {list.peopleCount === 1 ? 'person' : 'people'} ·{' '}
              {formatCount(list.unrevealedCount)} not revealed
            </Text>
          </Stack>
        ) : (
          <Skeleton height={40} width={260} radius="sm" aria-label="Loading list" />
        )}
        {list ? (
          <SavedListActions list={list} onRevealAll={() => setRevealDialog((d) => ({ opened: true, id: d.id + 1 }))} />
        ) : null}
      </Group>
      {lists.isError && !lists.data ? (
        <QueryErrorState message={errorMessageOf(lists.error)} onRetry={() => void lists.refetch()} />
      ) : people.isError && !people.data ? (
        <QueryErrorState message={errorMessageOf(people.error)} onRetry={() => void people.refetch()} />
      ) : people.data && people.data.total === 0 ? (
        <Card>
          <Text ta="center" py="xl" size="sm">
            This list is empty. Select people in the search results and choose “Save to list” to add them.
          </Text>
        </Card>
      ) : (
        <Stack gap="md">
          {selection.ids.length > 0 ? (
            <Group gap="sm">
              <Text size="sm" fw={500}>
                {formatCount(selection.ids.length)} selected
              </Text>
              <Button
                variant="light"
                color="red"
                leftSection={<IconUserMinus size={16} aria-hidden />}
                loading={removal.isLoading}
                onClick={() => void handleRemove()}
              >
                Remove selected
              </Button>
            </Group>
          ) : null}
          <PeopleTable
            people={people.data?.data ?? null}
            isFetching={people.isFetching}
            label="List members"
            backLabel={list ? `Back to ${list.name}` : 'Back to the list'}
            selectedIds={selection.ids}
            onToggle={selection.toggle}
            onSelectAll={selection.setAll}
          />
          <PaginationFooter
            page={page}
            perPage={perPage}
            total={total}
            onPageChange={(next) => setPaging({ listId, page: next })}
            noun="people"
          />
        </Stack>
      )}
      {list ? (
        <RevealListModal
          key={revealDialog.id}
          list={list}
          opened={revealDialog.opened}
          onClose={() => setRevealDialog((d) => ({ ...d, opened: false }))}
          onCostChanged={() => void lists.refetch()}
        />
      ) : null}
    </Stack>
  );
}
