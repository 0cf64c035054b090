import type { Mailbox } from '@leadpilot/contracts';
import { Card, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useListMailboxesQuery } from '../api/list-mailboxes.ts';
import { useConnectProvider } from '../hooks/use-connect-provider.ts';
import { useConsentRefresh } from '../hooks/use-consent-refresh.ts';
import { usePagedSearch } from '../hooks/use-paged-search.ts';
import { useProviderSetup } from '../hooks/use-provider-setup.ts';
import { AddMailboxMenu } from './add-mailbox-menu.tsx';
import { AwaitingConsentAlert } from './awaiting-consent-alert.tsx';
import type { ConnectOptionKey } from './connect-options.ts';
import { MailboxCardList } from './mailbox-card-list.tsx';
import { MailboxesEmptyState } from './mailboxes-empty-state.tsx';
import { MailboxesTable } from './mailboxes-table.tsx';
import { ProviderSetupNote } from './provider-setup-note.tsx';
import { SandboxMailboxModal } from './sandbox-mailbox-modal.tsx';
import { SmtpMailboxModal } from './smtp-mailbox-modal.tsx';

const perPage = 10;

/** Mailboxes → Email: every sending mailbox with its health, and the ways to add one. */
export function MailboxListPage() {
  const navigate = useNavigate();
  // Read before the first paint, so a phone never flashes the table first.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const [openModal, setOpenModal] = useState<'smtp' | 'sandbox' | null>(null);
  const { connect, pendingKey } = useConnectProvider();
  const { options, setupNote } = useProviderSetup();
  const { isAwaitingConsent, setAwaitingConsent } = useConsentRefresh();
  const mailboxes = useListMailboxesQuery({ mode: 'Email', q: debouncedSearch || undefined, page, perPage });
  const total = mailboxes.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));

  // After a change shrinks the list, a page past the end moves back to the last one.
  useEffect(() => {
    if (mailboxes.data && mailboxes.data.data.length === 0 && page > lastPage) setPage(lastPage);
  }, [mailboxes.data, page, lastPage, setPage]);

  const handleChoose = (key: ConnectOptionKey) => {
    if (key === 'smtp' || key === 'sandbox') return setOpenModal(key);
    void connect({ kind: key }).then(setAwaitingConsent);
  };
  const handleSaved = (mailbox: Mailbox) => {
    setOpenModal(null);
    void navigate(`/mailboxes/${mailbox.id}`);
  };

  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <SearchInput
          aria-label="Search mailboxes"
          placeholder="Search by address or sender name"
          value={search}
          onChange={setSearch}
          style={{ flex: '1 1 16rem' }}
          maw={{ sm: 360 }}
        />
        <AddMailboxMenu options={options} onChoose={handleChoose} pendingKey={pendingKey} />
      </Group>
      <ProviderSetupNote note={setupNote} />
      {isAwaitingConsent ? <AwaitingConsentAlert what="This list" onDismiss={() => setAwaitingConsent(false)} /> : null}
      {mailboxes.isError && !mailboxes.data ? (
        <QueryErrorState message={errorMessageOf(mailboxes.error)} onRetry={() => void mailboxes.refetch()} />
      ) : mailboxes.data && mailboxes.data.total === 0 ? (
        <Card>
          <MailboxesEmptyState
            options={options}
            isFiltered={debouncedSearch !== ''}
            onClearSearch={() => setSearch('')}
            onChoose={handleChoose}
            pendingKey={pendingKey}
          />
        </Card>
      ) : isWide ? (
        <Card padding={0}>
          <MailboxesTable mailboxes={mailboxes.data?.data ?? null} isFetching={mailboxes.isFetching} />
        </Card>
      ) : (
        <MailboxCardList mailboxes={mailboxes.data?.data ?? null} isFetching={mailboxes.isFetching} />
      )}
      <PaginationFooter page={page} perPage={perPage} total={total} onPageChange={setPage} noun="mailboxes" />
      <SmtpMailboxModal opened={openModal === 'smtp'} onClose={() => setOpenModal(null)} onSaved={handleSaved} />
      <SandboxMailboxModal opened={openModal === 'sandbox'} onClose={() => setOpenModal(null)} onSaved={handleSaved} />
    </Stack>
  );
}
