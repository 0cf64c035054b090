import type { CampaignTask } from '@leadpilot/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useListParams } from '../../../shared/hooks/use-list-params.ts';
import { useRowSelection } from '../../../shared/hooks/use-row-selection.ts';
import { ActionErrorAlert, ListBody } from '../../../shared/ui/list-body.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListTasksQuery } from '../api/tasks-api.ts';
import { type TaskAction, useTaskActions } from '../hooks/use-task-actions.ts';
import { TasksEmptyState } from './tasks-empty-state.tsx';
import { kindOf, statusOf, TasksFilters, taskFilters } from './tasks-filters.tsx';
import { TasksTable } from './tasks-table.tsx';

const perPage = 20;

/**
 * The manual tasks (call, LinkedIn, other) prospects of campaigns reached: open ones overdue first,
 * found by prospect, kind or campaign (kept in the URL), marked done or skipped one by one or
 * together. It sits under the Campaigns header and tabs.
 */
export function TasksPage() {
  const list = useListParams(taskFilters);
  const status = statusOf(list);
  const { page } = list;
  const tasks = useListTasksQuery({
    status,
    kind: kindOf(list) ?? undefined,
    campaignId: list.filterOf('campaign') ?? undefined,
    q: list.query || undefined,
    page,
    perPage,
  });
  const listed = tasks.data?.data ?? null;
  const selection = useRowSelection(
    `${list.key}\n${page}`,
    (listed ?? []).map((task) => task.id),
  );
  const actions = useTaskActions();
  const isOpen = status === 'open';
  // The status is a view of the list rather than a narrowing of it: clearing keeps it.
  const isFiltered = list.query !== '' || list.filterOf('kind') !== null || list.filterOf('campaign') !== null;

  const act = async (action: TaskAction, ids: string[]) => {
    if (await actions.run(action, ids)) selection.clear();
  };
  const actOnRow = (action: TaskAction, task: CampaignTask) => void act(action, [task.id]);

  return (
    <Stack gap="md">
      <TasksFilters list={list} />
      {isOpen && tasks.data?.total !== 0 ? (
        <Group gap="xs" justify="flex-end">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selection.ids.length > 0 ? `${selection.ids.length} selected` : ''}
          </Text>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            disabled={selection.ids.length === 0 || actions.busyAction !== null}
            loading={actions.busyAction === 'complete'}
            onClick={() => void act('complete', selection.ids)}
          >
            Mark done
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerSkipForward size={14} aria-hidden />}
            disabled={selection.ids.length === 0 || actions.busyAction !== null}
            loading={actions.busyAction === 'skip'}
            onClick={() => void act('skip', selection.ids)}
          >
            Skip
          </Button>
        </Group>
      ) : null}
      <ActionErrorAlert message={actions.error} onDismiss={actions.clearError} />
      <ListBody
        query={tasks}
        empty={
          <TasksEmptyState status={status} isFiltered={isFiltered} onClearFilters={() => list.clear(['status'])} />
        }
      >
        <TasksTable
          tasks={listed}
          isFetching={tasks.isFetching}
          isOpen={isOpen}
          selectedIds={selection.ids}
          onToggle={selection.toggle}
          onSelectAll={selection.setAll}
          busy={actions.busyAction !== null}
          onAction={actOnRow}
        />
      </ListBody>
      <PaginationFooter
        page={page}
        perPage={perPage}
        total={tasks.data?.total ?? 0}
        onPageChange={list.setPage}
        noun="tasks"
      />
    </Stack>
  );
}
