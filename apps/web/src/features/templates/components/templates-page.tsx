import type { EmailTemplate } from '@leadpilot/contracts';
import { Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useRowSelection } from '../../../shared/hooks/use-row-selection.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListTemplatesQuery } from '../api/list-templates.ts';
import { DeleteTemplatesModal } from './delete-templates-modal.tsx';
import { TemplatesEmptyState } from './templates-empty-state.tsx';
import { noTemplateFilters, type TemplateFilterValues, TemplatesFilters } from './templates-filters.tsx';
import { TemplatesTable } from './templates-table.tsx';

const perPage = 20;

/** The delete dialog; kept while it animates out, `id` remounts it for the next use. */
interface DeleteDialog {
  ids: string[];
  name: string | null;
  opened: boolean;
  id: number;
}

/** The template list: search, folder, tag and visibility filters, paging and bulk delete. */
export function TemplatesPage() {
  const [filters, setFilters] = useState<TemplateFilterValues>(noTemplateFilters);
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  // The page belongs to one search and filter: any change starts again at page 1.
  const filterKey = [debouncedSearch, filters.folder, filters.tag, filters.visibility].join('\n');
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [dialog, setDialog] = useState<DeleteDialog | null>(null);

  const templates = useListTemplatesQuery({
    q: debouncedSearch || undefined,
    folder: filters.folder ?? undefined,
    tag: filters.tag ?? undefined,
    visibility: filters.visibility ?? undefined,
    page,
    perPage,
  });
  const selection = useRowSelection(
    `${filterKey}\n${page}`,
    (templates.data?.data ?? []).map((template) => template.id),
  );
  const total = templates.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));

  // After a delete shrinks the list, a page past the end moves back to the last one.
  useEffect(() => {
    if (templates.data && templates.data.data.length === 0 && page > lastPage) setPaging({ filterKey, page: lastPage });
  }, [templates.data, page, lastPage, filterKey]);

  const isFiltered = filterKey !== ['', null, null, null].join('\n');
  const openDelete = (ids: string[], template: EmailTemplate | null) =>
    setDialog((current) => ({ ids, name: template?.name ?? null, opened: true, id: (current?.id ?? 0) + 1 }));
  const closeDelete = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  return (
    <Stack gap="md">
      <TemplatesFilters
        values={filters}
        onChange={setFilters}
        folders={templates.data?.folders ?? []}
        tags={templates.data?.tags ?? []}
      />
      {selection.ids.length > 0 ? (
        <Paper withBorder p="xs" px="md" radius="md" role="region" aria-label="Selected templates">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600} aria-live="polite">
              {selection.ids.length} selected
            </Text>
            <Group gap="xs">
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={selection.clear}
              >
                Clear
              </Button>
              <Button
                color="red"
                variant="light"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() =>
                  openDelete(selection.ids, templates.data?.data.find((entry) => entry.id === selection.ids[0]) ?? null)
                }
              >
                Delete selected
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {templates.isError && !templates.data ? (
        <QueryErrorState message={errorMessageOf(templates.error)} onRetry={() => void templates.refetch()} />
      ) : templates.data && templates.data.total === 0 ? (
        <Card>
          <TemplatesEmptyState isFiltered={isFiltered} onClearFilters={() => setFilters(noTemplateFilters)} />
        </Card>
      ) : (
        <Card padding={0}>
          <TemplatesTable
            templates={templates.data?.data ?? null}
            isFetching={templates.isFetching}
            selectedIds={selection.ids}
            onToggle={selection.toggle}
            onSelectAll={selection.setAll}
            onDelete={(template) => openDelete([template.id], template)}
          />
        </Card>
      )}
      <PaginationFooter
        page={page}
        perPage={perPage}
        total={total}
        onPageChange={(next) => setPaging({ filterKey, page: next })}
        noun="templates"
      />
      {dialog ? (
        <DeleteTemplatesModal
          key={dialog.id}
          ids={dialog.ids}
          name={dialog.name}
          opened={dialog.opened}
          onClose={closeDelete}
          onDeleted={selection.clear}
        />
      ) : null}
    </Stack>
  );
}
