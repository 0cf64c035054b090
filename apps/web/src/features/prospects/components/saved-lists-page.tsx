import type { SavedList } from '@leadpilot/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListSavedListsQuery } from '../api/list-saved-lists.ts';
import { CreateListModal } from './create-list-modal.tsx';
import { DeleteListModal } from './delete-list-modal.tsx';
import { SavedListsEmptyState } from './saved-lists-empty-state.tsx';
import { SavedListsTable } from './saved-lists-table.tsx';

/** Dialogs stay mounted while they animate out; `id` remounts them fresh for the next use. */
interface Dialog {
  kind: 'create' | 'delete';
  list: SavedList | null;
  opened: boolean;
  id: number;
}

/** The organisation's saved lists: open one, create one, delete one. */
export function SavedListsPage() {
  const lists = useListSavedListsQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (kind: Dialog['kind'], list: SavedList | null = null) =>
    setDialog((current) => ({ kind, list, opened: true, id: (current?.id ?? 0) + 1 }));
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            Saved lists
          </Title>
          <Text size="sm" c="dimmed">
            Lists are shared with everyone in your organisation. Reveal a whole list at once or export it as CSV.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('create')}>
          New list
        </Button>
      </Group>
      {lists.isError && !lists.data ? (
        <QueryErrorState message={errorMessageOf(lists.error)} onRetry={() => void lists.refetch()} />
      ) : lists.data && lists.data.length === 0 ? (
        <Card>
          <SavedListsEmptyState onCreate={() => open('create')} />
        </Card>
      ) : (
        <Card padding={0}>
          <SavedListsTable lists={lists.data ?? null} onDelete={(list) => open('delete', list)} />
        </Card>
      )}
      {dialog?.kind === 'create' ? <CreateListModal key={dialog.id} opened={dialog.opened} onClose={close} /> : null}
      {dialog?.kind === 'delete' && dialog.list ? (
        <DeleteListModal key={dialog.id} list={dialog.list} opened={dialog.opened} onClose={close} />
      ) : null}
    </Stack>
  );
}
