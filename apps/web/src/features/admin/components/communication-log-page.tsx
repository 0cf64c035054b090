import type { AdminCommLogEntry, CommUpdateAction } from '@leadpilot/contracts';
import { Stack } from '@mantine/core';
import { IconMailSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useListParams } from '../../../shared/hooks/use-list-params.ts';
import { ActionErrorAlert, ListBody } from '../../../shared/ui/list-body.tsx';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListCommunicationLogQuery } from '../api/communication-log.ts';
import { useLogActions } from '../hooks/use-log-actions.ts';
import { CommunicationLogFilters, logFilters } from './communication-log-filters.tsx';
import { CommunicationLogTable } from './communication-log-table.tsx';
import { ResolveEntryModal } from './resolve-entry-modal.tsx';

const perPage = 20;

/** The resend or drop dialog; kept while it animates out, `key` remounts it for the next use. */
interface ActionDialog {
  entry: AdminCommLogEntry;
  action: 'resend' | 'drop';
  opened: boolean;
  key: number;
}

/** Platform admin → Communication log: what happened to every organisation's messages, and deciding the unknown ones. */
export function CommunicationLogPage() {
  const list = useListParams(logFilters);
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const actions = useLogActions();
  const log = useListCommunicationLogQuery({
    organisationId: list.filterOf('organisation') ?? undefined,
    kind: list.filterOf('kind') ?? undefined,
    q: list.query || undefined,
    page: list.page,
    perPage,
  });
  const entries = log.data?.data ?? null;
  const organisationName = list.filterOf('organisation') ? (entries?.[0]?.organisationName ?? null) : null;

  const handleAction = (entry: AdminCommLogEntry, action: CommUpdateAction) => {
    actions.clearError();
    if (action === 'handled') {
      void actions.run('handled', entry.id);
      return;
    }
    setDialog((current) => ({ entry, action, opened: true, key: (current?.key ?? 0) + 1 }));
  };
  const closeDialog = () => setDialog((current) => (current ? { ...current, opened: false } : null));
  const confirmDialog = async () => {
    if (dialog && (await actions.run(dialog.action, dialog.entry.id))) closeDialog();
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title="Communication log"
        description="What happened to every organisation’s campaign and one-off emails, newest first. Decide what to do with a message whose outcome is unknown: send it again or drop it."
      />
      <Stack gap="md">
        <CommunicationLogFilters list={list} organisationName={organisationName} />
        <ActionErrorAlert
          message={dialog?.opened ? null : actions.error}
          title="Not changed"
          onDismiss={actions.clearError}
        />
        <ListBody
          query={log}
          empty={
            <ListEmptyState
              icon={IconMailSearch}
              title={list.isFiltered ? 'No messages match these filters' : 'Nothing logged yet'}
              text={
                list.isFiltered
                  ? 'Try other words, another organisation or kind, or clear the filters.'
                  : 'Entries appear here as organisations send campaign and one-off emails.'
              }
              action={list.isFiltered ? <ClearFiltersButton onClick={() => list.clear()} /> : null}
            />
          }
        >
          <CommunicationLogTable
            entries={entries}
            isFetching={log.isFetching && log.currentData === undefined}
            isBusy={actions.busyAction !== null}
            onAction={handleAction}
          />
        </ListBody>
        <PaginationFooter
          page={list.page}
          perPage={perPage}
          total={log.data?.total ?? 0}
          onPageChange={list.setPage}
          noun="entries"
        />
      </Stack>
      {dialog ? (
        <ResolveEntryModal
          key={dialog.key}
          entry={dialog.entry}
          action={dialog.action}
          opened={dialog.opened}
          isBusy={actions.busyAction === dialog.action}
          error={actions.error}
          onConfirm={() => void confirmDialog()}
          onClose={closeDialog}
        />
      ) : null}
    </Stack>
  );
}
