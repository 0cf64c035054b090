import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Email, EmailLabel, UpdateEmailsRequest } from '../../../mocks/types.ts';
import { AppFrame, AppSearchBar } from '../../../shared/ui/app-frame.tsx';
import {
  useGetEmailsQuery,
  useLazyPaginateEmailQuery,
  useUpdateEmailsLabelMutation,
  useUpdateEmailsMutation,
} from '../api/email-api.ts';
import { emailListQuery, parseEmailLocation } from '../email-location.ts';
import { ComposeModal } from './compose-modal.tsx';
import { EmailBulkActions } from './email-bulk-actions.tsx';
import { EmailList } from './email-list.tsx';
import { emptyMailboxTitle } from './email-mailboxes.ts';
import { EmailSidebar } from './email-sidebar.tsx';
import { EmailView } from './email-view.tsx';
import { useSelection } from './use-selection.ts';

/** The demo mailbox: folders and labels in the address, a searchable list, the open email, compose. */
export function EmailApp() {
  const location = parseEmailLocation(useParams()['*']);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [isSidebarOpened, setIsSidebarOpened] = useState(false);
  const [isComposeOpened, setIsComposeOpened] = useState(false);
  const [openEmailId, setOpenEmailId] = useState<number | null>(null);
  const list = useGetEmailsQuery(emailListQuery(location, q));
  const emails = list.data?.emails;
  const selection = useSelection(emails?.map((email) => email.id) ?? []);
  const [updateEmails] = useUpdateEmailsMutation();
  const [updateEmailsLabel] = useUpdateEmailsLabelMutation();
  const [paginateEmail, { isFetching: isPaginating }] = useLazyPaginateEmailQuery();

  function update(emailIds: number[], dataToUpdate: UpdateEmailsRequest['dataToUpdate']) {
    void updateEmails({ emailIds, dataToUpdate })
      .unwrap()
      .catch(() => notifications.show({ color: 'red', message: 'The emails could not be updated.' }));
  }

  function handleBulkUpdate(dataToUpdate: UpdateEmailsRequest['dataToUpdate']) {
    update(selection.selectedIds, dataToUpdate);
    selection.clear();
  }

  function handleBulkLabel(label: EmailLabel) {
    void updateEmailsLabel({ emailIds: selection.selectedIds, label })
      .unwrap()
      .catch(() => notifications.show({ color: 'red', message: 'The label could not be changed.' }));
  }

  function handleOpen(email: Email) {
    setOpenEmailId(email.id);
    if (!email.isRead) update([email.id], { isRead: true });
  }

  async function handlePaginate(dir: 'previous' | 'next') {
    if (openEmailId === null) return;
    const neighbour = await paginateEmail({ dir, emailId: openEmailId }).unwrap();
    handleOpen(neighbour);
  }

  function handleLocationChange() {
    setIsSidebarOpened(false);
    setOpenEmailId(null);
    selection.clear();
  }

  return (
    <AppFrame
      title="Email"
      isSidebarOpened={isSidebarOpened}
      onSidebarClose={() => setIsSidebarOpened(false)}
      sidebar={
        <EmailSidebar
          location={location}
          meta={list.data?.emailsMeta}
          onCompose={() => {
            setIsSidebarOpened(false);
            setIsComposeOpened(true);
          }}
          onNavigate={handleLocationChange}
        />
      }
    >
      {openEmailId === null ? (
        <>
          <AppSearchBar
            menuLabel="Open the mail folders"
            onOpenSidebar={() => setIsSidebarOpened(true)}
            searchLabel="Search emails"
            placeholder="Search by sender or subject"
            search={search}
            onSearchChange={setSearch}
          ></AppSearchBar>
          <EmailBulkActions
            total={emails?.length ?? 0}
            selectedCount={selection.selectedIds.length}
            onSelectAll={selection.setAll}
            onUpdate={handleBulkUpdate}
            onLabel={handleBulkLabel}
            onRefresh={() => void list.refetch()}
          />
          <EmailList
            emails={emails}
            isLoading={list.isLoading}
            // Another folder, label or search is loading: the previous list stays, but cannot be acted on.
            isStale={list.isFetching && list.currentData === undefined}
            isError={list.isError}
            emptyTitle={emptyMailboxTitle(location, q)}
            selectedIds={selection.selectedSet}
            onSelectedChange={selection.set}
            onToggleStar={(email) => update([email.id], { isStarred: !email.isStarred })}
            onOpen={handleOpen}
            onRetry={() => void list.refetch()}
          />
        </>
      ) : (
        <EmailView
          emailId={openEmailId}
          isPaginating={isPaginating}
          onBack={() => setOpenEmailId(null)}
          onPaginate={(dir) =>
            void handlePaginate(dir).catch(() =>
              notifications.show({ color: 'red', message: 'There is no email there.' }),
            )
          }
          onUpdate={(email, dataToUpdate) => {
            update([email.id], dataToUpdate);
            if (dataToUpdate.folder === 'trash' || dataToUpdate.isRead === false) setOpenEmailId(null);
          }}
        />
      )}
      <ComposeModal opened={isComposeOpened} onClose={() => setIsComposeOpened(false)} />
    </AppFrame>
  );
}
