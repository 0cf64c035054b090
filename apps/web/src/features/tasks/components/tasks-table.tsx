import type { CampaignTask } from '@leadpilot/contracts';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import type { TaskAction } from '../hooks/use-task-actions.ts';
import { TaskKind } from './task-kind.tsx';

interface TasksTableProps {
  /** Null while the first page loads. */
  tasks: CampaignTask[] | null;
  isFetching: boolean;
  /** Open tasks can be selected and acted on; done and skipped ones show when they were closed. */
  isOpen: boolean;
  selectedIds: string[];
  onToggle: (id: string) => void;
  onSelectAll: (ids: string[]) => void;
  busy: boolean;
  onAction: (action: TaskAction, task: CampaignTask) => void;
}

const columnCount = 7;

/** Tasks with their prospect, campaign, kind, note and due time; scrolls sideways on phones. */
export function TasksTable({
  tasks,
  isFetching,
  isOpen,
  selectedIds,
  onToggle,
  onSelectAll,
  busy,
  onAction,
}: TasksTableProps) {
  const ids = (tasks ?? []).map((task) => task.id);
  const isAllSelected = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} role="region" aria-label="Tasks table">
      <Table
        aria-label="Tasks"
        aria-busy={tasks === null || isFetching}
        style={{ opacity: tasks !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              {isOpen ? (
                <Checkbox
                  aria-label="Select all tasks on this page"
                  checked={isAllSelected}
                  indeterminate={selectedIds.length > 0 && !isAllSelected}
                  disabled={ids.length === 0}
                  onChange={() => onSelectAll(isAllSelected ? [] : ids)}
                />
              ) : null}
            </Table.Th>
            <Table.Th>Prospect</Table.Th>
            <Table.Th w={200}>Campaign</Table.Th>
            <Table.Th w={120}>Kind</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th w={200}>{isOpen ? 'Due' : 'Closed'}</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks === null ? (
            <TableSkeleton columns={columnCount} rows={6} />
          ) : (
            tasks.map((task) => {
              const who = task.name || task.email;
              return (
                <Table.Tr key={task.id}>
                  <Table.Td>
                    {isOpen ? (
                      <Checkbox
                        aria-label={`Select the task for ${who}`}
                        checked={selectedIds.includes(task.id)}
                        onChange={() => onToggle(task.id)}
                      />
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} miw={0}>
                      <Text size="sm" fw={600} lineClamp={1}>
                        {who}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {[task.name ? task.email : null, task.company || null].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} miw={0}>
                      <Anchor component={Link} to={`/campaigns/${task.campaignId}`} size="sm" lineClamp={1}>
                        {task.campaignName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        Step {task.stepPosition + 1}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <TaskKind kind={task.kind} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} c={task.note ? undefined : 'dimmed'}>
                      {task.note || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">
                        <time dateTime={isOpen ? task.dueAt : (task.completedAt ?? task.dueAt)}>
                          {formatDateTime(isOpen ? task.dueAt : (task.completedAt ?? task.dueAt))}
                        </time>
                      </Text>
                      {task.overdue ? (
                        <Badge color="red" variant="light" size="sm">
                          Overdue
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {isOpen ? (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label="Mark done">
                          <ActionIcon
                            variant="subtle"
                            color="green"
                            aria-label={`Mark done: the task for ${who}`}
                            disabled={busy}
                            onClick={() => onAction('complete', task)}
                          >
                            <IconCheck size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Skip">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Skip: the task for ${who}`}
                            disabled={busy}
                            onClick={() => onAction('skip', task)}
                          >
                            <IconPlayerSkipForward size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
