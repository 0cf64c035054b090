import type { CampaignTask } from '@leadpilot/contracts';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { ActionsHeader, ListTable } from '../../../shared/ui/list-table.tsx';
import { SelectAllHeader } from '../../../shared/ui/select-all-header.tsx';
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
  return (
    <ListTable
      label="Tasks"
      minWidth={900}
      isLoading={tasks === null}
      isFetching={isFetching}
      head={
        <>
          {isOpen ? (
            <SelectAllHeader
              label="Select all tasks on this page"
              ids={ids}
              selectedIds={selectedIds}
              onSelectAll={onSelectAll}
            />
          ) : (
            <Table.Th w={40} />
          )}
          <Table.Th>Prospect</Table.Th>
          <Table.Th w={190}>Campaign</Table.Th>
          <Table.Th w={110}>Kind</Table.Th>
          <Table.Th>Note</Table.Th>
          <Table.Th w={170}>{isOpen ? 'Due' : 'Closed'}</Table.Th>
          <ActionsHeader width={90} />
        </>
      }
      columnCount={columnCount}
    >
      {tasks?.map((task) => {
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
              <Stack gap={4} align="flex-start">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={isOpen ? task.dueAt : (task.completedAt ?? task.dueAt)}>
                    {formatDateTime(isOpen ? task.dueAt : (task.completedAt ?? task.dueAt))}
                  </time>
                </Text>
                {task.overdue ? (
                  <Badge color="red" variant="light" size="sm" tt="none">
                    Overdue
                  </Badge>
                ) : null}
              </Stack>
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
      })}
    </ListTable>
  );
}
