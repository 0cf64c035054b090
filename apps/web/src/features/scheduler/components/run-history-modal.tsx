import type { ScheduledJob } from '@leadpilot/contracts';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListScheduledRunsQuery } from '../api/list-scheduled-runs.ts';
import { formatInZone } from './recurrence.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

const perPage = 10;

/** `{ matched: 4, added: 2 }` → "matched 4 · added 2". */
const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([name, value]) => `${name} ${value.toLocaleString()}`)
    .join(' · ');

interface RunHistoryModalProps {
  job: ScheduledJob | null;
  opened: boolean;
  onClose: () => void;
}

/** A job's runs, newest first: the occurrence, the outcome, the figures and, for a failure, why. */
export function RunHistoryModal({ job, opened, onClose }: RunHistoryModalProps) {
  const [page, setPage] = useState(1);
  const runs = useListScheduledRunsQuery({ id: job?.id ?? '', page, perPage }, { skip: !job || !opened });
  const zone = job?.schedule.timeZone ?? 'UTC';
  return (
    <Modal opened={opened} onClose={onClose} title={job ? `Runs of “${job.name}”` : 'Runs'} size="xl">
      <Stack gap="md">
        {runs.isError ? (
          <QueryErrorState message={errorMessageOf(runs.error)} onRetry={() => void runs.refetch()} />
        ) : runs.data && runs.data.total === 0 ? (
          <Text c="dimmed" size="sm">
            This job has not run yet.
          </Text>
        ) : (
          <ListTable
            label="Runs"
            minWidth={640}
            columnCount={4}
            isLoading={runs.isLoading}
            isFetching={runs.isFetching}
            head={
              <>
                <Table.Th>When ({zone})</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>What it did</Table.Th>
                <Table.Th>Figures</Table.Th>
              </>
            }
          >
            {(runs.data?.data ?? []).map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>{formatInZone(run.occurrenceAt, zone)}</Table.Td>
                <Table.Td>
                  <RunStatusBadge status={run.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{run.summary}</Text>
                  {run.error ? (
                    <Text size="sm" c="red">
                      {run.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {countsText(run.counts)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
        {runs.data && runs.data.total > perPage ? (
          <PaginationFooter page={page} perPage={perPage} total={runs.data.total} onPageChange={setPage} noun="runs" />
        ) : null}
      </Stack>
    </Modal>
  );
}
