import type { UpcomingEmail } from '@leadpilot/contracts';
import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useRowSelection } from '../../../shared/hooks/use-row-selection.ts';
import { ActionErrorAlert, ListBody } from '../../../shared/ui/list-body.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListUpcomingEmailsQuery } from '../api/upcoming-emails.ts';
import { type UpcomingAction, useUpcomingActions } from '../hooks/use-upcoming-actions.ts';
import { browserTimeZone } from './format-due.ts';
import { RescheduleEmailsModal } from './reschedule-emails-modal.tsx';
import { SkipEmailsModal } from './skip-emails-modal.tsx';
import { emailLabel } from './upcoming-email-row.tsx';
import { UpcomingEmailsEmptyState } from './upcoming-emails-empty-state.tsx';
import { noUpcomingFilters, UpcomingEmailsFilters, type UpcomingFilterValues } from './upcoming-emails-filters.tsx';
import { UpcomingEmailsTable } from './upcoming-emails-table.tsx';
import { UpcomingSelectionBar } from './upcoming-selection-bar.tsx';

const perPage = 20;
/** The queue changes as the engine sends: the page looks again every minute while it is in view. */
const refreshMilliseconds = 60_000;

/** The skip or reschedule dialog; kept while it animates out, `key` remounts it for the next use. */
interface ActionDialog {
  kind: 'skip' | 'reschedule';
  ids: string[];
  /** "the email to Ada Lovelace, step 2" or "3 emails". */
  subject: string;
  /** Whether the emails are the selected ones (the selection empties once they are changed). */
  fromSelection: boolean;
  opened: boolean;
  key: number;
}

function describeEmails(emails: UpcomingEmail[]): string {
  const [only] = emails;
  return emails.length === 1 && only ? `the email to ${emailLabel(only)}` : `${emails.length} emails`;
}

/** The organisation's scheduled campaign sends, soonest first: filters, paging, and send now, skip or reschedule. */
export function UpcomingEmailsPage() {
  const [filters, setFilters] = useState<UpcomingFilterValues>(noUpcomingFilters);
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  // The page belongs to one search and filter: any change starts again at page 1.
  const filterKey = [debouncedSearch, filters.campaignId, filters.mailboxId].join('\n');
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const actions = useUpcomingActions();

  const emails = useListUpcomingEmailsQuery(
    {
      q: debouncedSearch || undefined,
      campaignId: filters.campaignId ?? undefined,
      mailboxId: filters.mailboxId ?? undefined,
      page,
      perPage,
    },
    { pollingInterval: refreshMilliseconds, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: 30 },
  );
  const rows = emails.data?.data ?? null;
  const listedIds = useMemo(() => (rows ?? []).map((email) => email.ledgerId), [rows]);
  const selection = useRowSelection(`${filterKey}\n${page}`, listedIds);
  const total = emails.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const isFiltered = filterKey !== ['', null, null].join('\n');

  // After a skip shrinks the queue, a page past the end moves back to the last one.
  useEffect(() => {
    if (emails.data && emails.data.data.length === 0 && page > lastPage) setPaging({ filterKey, page: lastPage });
  }, [emails.data, page, lastPage, filterKey]);

  const act = (action: UpcomingAction, chosen: UpcomingEmail[], fromSelection: boolean) => {
    if (chosen.length === 0) return;
    const ids = chosen.map((email) => email.ledgerId);
    actions.clearError();
    if (action === 'send-now') {
      void actions.run('send-now', ids).then((done) => {
        if (done && fromSelection) selection.clear();
      });
      return;
    }
    setDialog((current) => ({
      kind: action,
      ids,
      subject: describeEmails(chosen),
      fromSelection,
      opened: true,
      key: (current?.key ?? 0) + 1,
    }));
  };
  const closeDialog = () => setDialog((current) => (current ? { ...current, opened: false } : null));
  const confirmDialog = async (dueAt?: string) => {
    if (!dialog) return;
    if (await actions.run(dialog.kind, dialog.ids, dueAt)) {
      if (dialog.fromSelection) selection.clear();
      closeDialog();
    }
  };
  const selectedRows = (rows ?? []).filter((email) => selection.ids.includes(email.ledgerId));

  return (
    <Stack gap="md">
      <UpcomingEmailsFilters values={filters} onChange={setFilters} />
      <Text size="xs" c="dimmed">
        Soonest first. Times are in your time zone ({browserTimeZone()}).
      </Text>
      {selection.ids.length > 0 ? (
        <UpcomingSelectionBar
          count={selection.ids.length}
          busyAction={actions.busyAction}
          onAction={(action) => act(action, selectedRows, true)}
          onClear={selection.clear}
        />
      ) : null}
      <ActionErrorAlert
        message={dialog?.opened ? null : actions.error}
        title="Not changed"
        onDismiss={actions.clearError}
      />
      <ListBody
        query={emails}
        empty={
          <UpcomingEmailsEmptyState isFiltered={isFiltered} onClearFilters={() => setFilters(noUpcomingFilters)} />
        }
      >
        <UpcomingEmailsTable
          emails={rows}
          isFetching={emails.isFetching && emails.currentData === undefined}
          isBusy={actions.busyAction !== null}
          selectedIds={selection.ids}
          onToggle={selection.toggle}
          onSelectAll={selection.setAll}
          onAction={(email, action) => act(action, [email], false)}
        />
      </ListBody>
      <PaginationFooter
        page={page}
        perPage={perPage}
        total={total}
        onPageChange={(next) => setPaging({ filterKey, page: next })}
        noun="scheduled emails"
      />
      {dialog?.kind === 'skip' ? (
        <SkipEmailsModal
          key={dialog.key}
          subject={dialog.subject}
          count={dialog.ids.length}
          opened={dialog.opened}
          isSkipping={actions.busyAction === 'skip'}
          error={actions.error}
          onConfirm={() => void confirmDialog()}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'reschedule' ? (
        <RescheduleEmailsModal
          key={dialog.key}
          subject={dialog.subject}
          count={dialog.ids.length}
          opened={dialog.opened}
          isSaving={actions.busyAction === 'reschedule'}
          error={actions.error}
          onSubmit={(dueAt) => void confirmDialog(dueAt)}
          onClose={closeDialog}
        />
      ) : null}
    </Stack>
  );
}
