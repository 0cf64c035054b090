import type { ScheduledJob } from '@leadpilot/contracts';
import { Alert, Button, Card, Stack } from '@mantine/core';
import { IconCalendarRepeat, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import {
  useDeleteScheduledJobMutation,
  usePauseScheduledJobMutation,
  useResumeScheduledJobMutation,
} from '../api/change-scheduled-job.ts';
import { useListScheduledJobsQuery } from '../api/list-scheduled-jobs.ts';
import { CreateJobModal } from './create-job-modal.tsx';
import { RunHistoryModal } from './run-history-modal.tsx';
import { ScheduledJobsTable } from './scheduled-jobs-table.tsx';

/** Settings → Scheduled jobs: the organisation's recurring work, its next runs and its history. */
export function ScheduledJobsPage() {
  const canManage = useAppAbility().can('manage', 'Prospects');
  const jobs = useListScheduledJobsQuery();
  const [pauseJob] = usePauseScheduledJobMutation();
  const [resumeJob] = useResumeScheduledJobMutation();
  const [deleteJob, deletion] = useDeleteScheduledJobMutation();
  const [createOpened, setCreateOpened] = useState(false);
  // A new form each time the dialog opens: what was typed last time does not linger.
  const [createKey, setCreateKey] = useState(0);
  const openCreate = () => {
    setCreateKey((key) => key + 1);
    setCreateOpened(true);
  };
  const [history, setHistory] = useState<{ job: ScheduledJob; opened: boolean } | null>(null);
  const [toDelete, setToDelete] = useState<{ job: ScheduledJob; opened: boolean } | null>(null);
  const [busyJobId, setBusyJobId] = useState<string | null>(null);
  const actions = useActionRefusal('The job was not changed.');
  const deleteRefusal = useActionRefusal('The job was not deleted.');

  const change = async (job: ScheduledJob, work: (body: { id: string }) => { unwrap(): Promise<unknown> }) => {
    setBusyJobId(job.id);
    await actions.attempt(() => work({ id: job.id }).unwrap());
    setBusyJobId(null);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    if (await deleteRefusal.attempt(() => deleteJob({ id: toDelete.job.id }).unwrap())) {
      setToDelete({ ...toDelete, opened: false });
    }
  };
  const scheduleButton = canManage ? (
    <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
      Schedule a job
    </Button>
  ) : null;

  return (
    <Stack gap="xl">
      <PageHeader
        title="Scheduled jobs"
        description="Recurring work that runs on its own, in your time zone: refresh a search into a list, enrich a list, grow a campaign, email a campaign's results."
        actions={scheduleButton}
      />
      {actions.error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Not changed"
          withCloseButton
          onClose={actions.clearError}
        >
          {actions.error}
        </Alert>
      ) : null}
      {jobs.isError && !jobs.data ? (
        <QueryErrorState message={errorMessageOf(jobs.error)} onRetry={() => void jobs.refetch()} />
      ) : jobs.data && jobs.data.length === 0 ? (
        <Card>
          <ListEmptyState
            icon={IconCalendarRepeat}
            title="No scheduled jobs yet"
            text="Schedule a job to keep a list fresh, enrich it, grow a campaign or get its results by email."
            action={
              canManage ? (
                <Button variant="light" onClick={openCreate}>
                  Schedule your first job
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <Card padding={0}>
          <ScheduledJobsTable
            jobs={jobs.data ?? []}
            isLoading={jobs.isLoading}
            isFetching={jobs.isFetching}
            canManage={canManage}
            busyJobId={busyJobId}
            onHistory={(job) => setHistory({ job, opened: true })}
            onPause={(job) => void change(job, pauseJob)}
            onResume={(job) => void change(job, resumeJob)}
            onDelete={(job) => {
              deleteRefusal.clearError();
              setToDelete({ job, opened: true });
            }}
          />
        </Card>
      )}
      {canManage ? (
        <CreateJobModal key={createKey} opened={createOpened} onClose={() => setCreateOpened(false)} />
      ) : null}
      <RunHistoryModal
        key={history?.job.id ?? 'none'}
        job={history?.job ?? null}
        opened={history?.opened ?? false}
        onClose={() => setHistory((current) => (current ? { ...current, opened: false } : null))}
      />
      <ConfirmModal
        title="Delete this scheduled job?"
        confirmLabel="Delete job"
        opened={toDelete?.opened ?? false}
        isBusy={deletion.isLoading}
        error={deleteRefusal.error}
        errorTitle="Not deleted"
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete((current) => (current ? { ...current, opened: false } : null))}
      >
        “{toDelete?.job.name}” stops running, and its run history is deleted with it.
      </ConfirmModal>
    </Stack>
  );
}
