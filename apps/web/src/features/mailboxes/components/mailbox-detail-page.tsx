import type { ConnectionCheck, Mailbox } from '@leadpilot/contracts';
import { Alert, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { failedCheckOf, useCheckMailboxMutation } from '../api/check-mailbox.ts';
import { useGetMailboxQuery } from '../api/get-mailbox.ts';
import { CalendarSettingsForm } from './calendar-settings-form.tsx';
import { ConnectionCheckResult } from './connection-check-result.tsx';
import { DeactivateMailboxModal } from './deactivate-mailbox-modal.tsx';
import { DeliverabilityCard } from './deliverability-card.tsx';
import { MailboxDetailHeader } from './mailbox-detail-header.tsx';
import { MailboxDetailSkeleton } from './mailbox-detail-skeleton.tsx';
import { MailboxNotFound } from './mailbox-not-found.tsx';
import { MailboxSettingsForm } from './mailbox-settings-form.tsx';
import { WarmupCard } from './warmup-card.tsx';

/** /mailboxes/:id: one mailbox's settings, connection, warm-up and its domain's deliverability. */
export function MailboxDetailPage({ mailboxId }: { mailboxId: string }) {
  const mailbox = useGetMailboxQuery(mailboxId);
  const [checkMailbox, checking] = useCheckMailboxMutation();
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  // The dialog keeps the mailbox as it was when opened, so its wording holds while it closes.
  const [dialog, setDialog] = useState<{ mailbox: Mailbox; opened: boolean; id: number } | null>(null);
  useDocumentTitle(mailbox.data?.email ?? 'Mailbox');

  if (mailbox.isError && !mailbox.data) {
    if (errorStatusOf(mailbox.error) === 404) return <MailboxNotFound />;
    return <QueryErrorState message={errorMessageOf(mailbox.error)} onRetry={() => void mailbox.refetch()} />;
  }
  const data = mailbox.data;
  if (!data) return <MailboxDetailSkeleton />;

  const handleCheck = async () => {
    setCheck(null);
    try {
      setCheck(await checkMailbox({ id: data.id }).unwrap());
    } catch (error) {
      setCheck(failedCheckOf(error));
    }
  };

  return (
    <Stack gap="xl">
      <MailboxDetailHeader
        mailbox={data}
        isChecking={checking.isLoading}
        onCheck={() => void handleCheck()}
        onToggleActive={() => setDialog((current) => ({ mailbox: data, opened: true, id: (current?.id ?? 0) + 1 }))}
      />
      {data.statusReason ? (
        <Alert
          variant="light"
          color={data.status === 'broken' ? 'red' : 'gray'}
          icon={data.status === 'broken' ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
          title={data.status === 'broken' ? 'This mailbox needs attention' : 'This mailbox is switched off'}
          data-testid="mailbox-status-reason"
        >
          {data.statusReason}
        </Alert>
      ) : null}
      {check ? <ConnectionCheckResult check={check} /> : null}
      {data.mode === 'Calendar' ? (
        <SectionCard title="Booking settings">
          <CalendarSettingsForm calendar={data} disabled={data.status === 'deactivated'} />
        </SectionCard>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SectionCard title="Settings">
              <MailboxSettingsForm key={data.id} mailbox={data} />
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <WarmupCard key={`${data.id}-${data.warmup.dailyTarget}`} mailbox={data} />
              <DeliverabilityCard email={data.email} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {dialog ? (
        <DeactivateMailboxModal
          key={dialog.id}
          mailbox={dialog.mailbox}
          opened={dialog.opened}
          onClose={() => setDialog((current) => (current ? { ...current, opened: false } : null))}
        />
      ) : null}
    </Stack>
  );
}
