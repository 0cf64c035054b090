import type { CampaignTask, CampaignTaskKind, CampaignTaskStatus } from '@leadpilot/contracts';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionErrorAlert, ListBody } from '../../../shared/ui/list-body.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListTasksQuery } from '../api/tasks-api.ts';
import { type TaskAction, useTaskActions } from '../hooks/use-task-actions.ts';
import { useTaskSelection } from '../hooks/use-task-selection.ts';
import { taskKinds } from './task-kind.tsx';
import { TasksEmptyState } from './tasks-empty-state.tsx';
import { TasksTable } from './tasks-table.tsx';

const perPage = 20;

const statusOptions: { value: CampaignTaskStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
  { value: 'skipped', label: 'Skipped' },
];

const kindOptions = Object.entries(taskKinds).map(([value, { label }]) => ({ value, label }));

/**
 * The manual tasks (call, LinkedIn, other) prospects of campaigns reached: open ones overdue first,
 * marked done or skipped one by one or together. It sits under the Campaigns header and tabs.
 */
export function TasksPage() {
  const [status, setStatus] = useState<CampaignTaskStatus>('open');
  const [kind, setKind] = useState<CampaignTaskKind | null>(null);
  const filterKey = [status, kind].join('\n');
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const tasks = useListTasksQuery({ status, kind: kind ?? undefined, page, perPage });
  const listed = tasks.data?.data ?? null;
  const selection = useTaskSelection(
    `${filterKey}\n${page}`,
    (listed ?? []).map((task) => task.id),
  );
  const actions = useTaskActions();
  const isOpen = status === 'open';

  const act = async (action: TaskAction, ids: string[]) => {
    if (await actions.run(action, ids)) selection.clear();
  };
  const actOnRow = (action: TaskAction, task: CampaignTask) => void act(action, [task.id]);
  const clearFilters = () => setKind(null);

  return (
    <Stack gap="md">
      <Group gap="sm" align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Task status"
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(value as CampaignTaskStatus)}
        />
        <Select
          aria-label="Kind"
          placeholder="Every kind"
          data={kindOptions}
          value={kind}
          onChange={(value) => setKind(value as CampaignTaskKind | null)}
          clearable
          w={180}
        />
        {isOpen ? (
          <Group gap="xs" ml={{ sm: 'auto' }}>
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
      </Group>
      <ActionErrorAlert message={actions.error} onDismiss={actions.clearError} />
      <ListBody
        query={tasks}
        empty={<TasksEmptyState status={status} isFiltered={kind !== null} onClearFilters={clearFilters} />}
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
        onPageChange={(next) => setPaging({ filterKey, page: next })}
        noun="tasks"
      />
    </Stack>
  );
}
