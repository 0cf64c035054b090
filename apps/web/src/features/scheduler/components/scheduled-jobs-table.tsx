import { type ScheduledJob, scheduledJobKindLabels } from '@leadpilot/contracts';
import { Badge, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { formatInZone } from './recurrence.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

const statusLooks: Record<ScheduledJob['status'], { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  paused: { color: 'yellow', label: 'Paused' },
  completed: { color: 'gray', label: 'Done' },
};

/** What the job works on: its list, its campaign, or both. */
function targetOf(job: ScheduledJob): string {
  const parts = [job.list ? `List “${job.list.name}”` : null, job.campaign ? `Campaign “${job.campaign.name}”` : null];
  return parts.filter(Boolean).join(' · ') || 'Its list or campaign was deleted';
}

interface ScheduledJobsTableProps {
  jobs: ScheduledJob[];
  isLoading: boolean;
  isFetching: boolean;
  canManage: boolean;
  busyJobId: string | null;
  onHistory: (job: ScheduledJob) => void;
  onPause: (job: ScheduledJob) => void;
  onResume: (job: ScheduledJob) => void;
  onDelete: (job: ScheduledJob) => void;
}

/** The organisation's jobs: what, when (the cron in its zone), the next run, the latest outcome, and actions. */
export function ScheduledJobsTable(props: ScheduledJobsTableProps) {
  const { jobs, isLoading, isFetching, canManage, busyJobId } = props;
  return (
    <ListTable
      label="Scheduled jobs"
      minWidth={900}
      columnCount={5}
      isLoading={isLoading}
      isFetching={isFetching}
      head={
        <>
          <Table.Th>Job</Table.Th>
          <Table.Th>Schedule</Table.Th>
          <Table.Th>Next run</Table.Th>
          <Table.Th>Last run</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {jobs.map((job) => {
        const zone = job.schedule.timeZone;
        const look = statusLooks[job.status];
        return (
          <Table.Tr key={job.id}>
            <Table.Td>
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={500}>{job.name}</Text>
                  <Badge color={look.color} variant="light">
                    {look.label}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {scheduledJobKindLabels[job.kind]} · {targetOf(job)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              {job.schedule.type === 'cron' ? (
                <Text size="sm">
                  <Code>{job.schedule.cron}</Code> {zone}
                </Text>
              ) : (
                <Text size="sm">
                  Once, {formatInZone(job.schedule.runAt, zone)} ({zone})
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{job.nextRunAt ? formatInZone(job.nextRunAt, zone) : '—'}</Text>
            </Table.Td>
            <Table.Td>
              {job.lastRun ? (
                <Stack gap={2}>
                  <RunStatusBadge status={job.lastRun.status} />
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {job.lastRun.error ?? job.lastRun.summary}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  Not run yet
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => props.onHistory(job)}
                  aria-label={`Runs of ${job.name}`}
                >
                  Runs
                </Button>
                {canManage && job.status === 'active' ? (
                  <Button
                    size="xs"
                    variant="default"
                    loading={busyJobId === job.id}
                    onClick={() => props.onPause(job)}
                    aria-label={`Pause ${job.name}`}
                  >
                    Pause
                  </Button>
                ) : null}
                {canManage && job.status === 'paused' ? (
                  <Button
                    size="xs"
                    variant="default"
                    loading={busyJobId === job.id}
                    onClick={() => props.onResume(job)}
                    aria-label={`Resume ${job.name}`}
                  >
                    Resume
                  </Button>
                ) : null}
                {canManage ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => props.onDelete(job)}
                    aria-label={`Delete ${job.name}`}
                  >
                    Delete
                  </Button>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
