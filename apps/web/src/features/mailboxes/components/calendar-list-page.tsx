import type { CalendarProvider, Mailbox } from '@leadpilot/contracts';
import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListMailboxesQuery } from '../api/list-mailboxes.ts';
import { useConnectProvider } from '../hooks/use-connect-provider.ts';
import { useConsentRefresh } from '../hooks/use-consent-refresh.ts';
import { useProviderSetup } from '../hooks/use-provider-setup.ts';
import { AwaitingConsentAlert } from './awaiting-consent-alert.tsx';
import { CalendarCard } from './calendar-card.tsx';
import { DeactivateMailboxModal } from './deactivate-mailbox-modal.tsx';
import { ProviderSetupNote } from './provider-setup-note.tsx';

const perPage = 5;

/** The calendar connections this server has set up; nothing when it has none. */
function ConnectCalendarButtons({
  onConnect,
  pendingKey,
  isConfigured,
}: {
  onConnect: (provider: CalendarProvider) => void;
  pendingKey: string | null;
  isConfigured: (provider: CalendarProvider) => boolean;
}) {
  if (!isConfigured('google') && !isConfigured('microsoft')) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {isConfigured('google') ? (
        <Button
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
          loading={pendingKey === 'calendar-google'}
          onClick={() => onConnect('google')}
        >
          Connect Google Calendar
        </Button>
      ) : null}
      {isConfigured('microsoft') ? (
        <Button
          variant="light"
          leftSection={<IconBrandWindows size={16} aria-hidden />}
          loading={pendingKey === 'calendar-microsoft'}
          onClick={() => onConnect('microsoft')}
        >
          Connect Microsoft calendar
        </Button>
      ) : null}
    </Group>
  );
}

/** Mailboxes → Calendar: the calendars prospects book meetings in, each with its booking settings. */
export function CalendarListPage() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ calendar: Mailbox; opened: boolean; id: number } | null>(null);
  const { connect, pendingKey } = useConnectProvider();
  const { isConfigured, setupNote } = useProviderSetup();
  const { isAwaitingConsent, setAwaitingConsent } = useConsentRefresh();
  const calendars = useListMailboxesQuery({ mode: 'Calendar', page, perPage });
  const total = calendars.data?.total ?? 0;

  const handleConnect = (provider: CalendarProvider) => {
    void connect({ kind: 'calendar', provider }).then(setAwaitingConsent);
  };
  const openDialog = (calendar: Mailbox) =>
    setDialog((current) => ({ calendar, opened: true, id: (current?.id ?? 0) + 1 }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 20rem' }}>
          Prospects book meetings in the free time of a connected calendar, within the working hours you set.
        </Text>
        {/* With no calendar yet, the empty state below offers these buttons instead. */}
        {total > 0 ? (
          <ConnectCalendarButtons onConnect={handleConnect} pendingKey={pendingKey} isConfigured={isConfigured} />
        ) : null}
      </Group>
      <ProviderSetupNote note={setupNote} />
      {isAwaitingConsent ? <AwaitingConsentAlert what="This page" onDismiss={() => setAwaitingConsent(false)} /> : null}
      {calendars.isError && !calendars.data ? (
        <QueryErrorState message={errorMessageOf(calendars.error)} onRetry={() => void calendars.refetch()} />
      ) : !calendars.data ? (
        <Card role="status" aria-label="Loading calendars">
          <Stack gap="sm">
            <Skeleton height={22} width="40%" radius="sm" />
            <Skeleton height={14} width="25%" radius="sm" />
            <Skeleton height={120} radius="md" mt="sm" />
          </Stack>
        </Card>
      ) : calendars.data.total === 0 ? (
        <Card>
          <Stack align="center" gap="sm" py="xl" px="md" ta="center">
            <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
              <IconCalendarEvent size={28} />
            </ThemeIcon>
            <Title order={2} fz="h4">
              Connect a calendar
            </Title>
            <Text size="sm" c="dimmed" maw={460}>
              With a calendar connected, replies that say “let’s talk” turn into booked meetings: Leadpilot offers your
              free times and adds the meeting for you.
            </Text>
            <ConnectCalendarButtons onConnect={handleConnect} pendingKey={pendingKey} isConfigured={isConfigured} />
          </Stack>
        </Card>
      ) : (
        calendars.data.data.map((calendar) => (
          <CalendarCard key={calendar.id} calendar={calendar} onToggleActive={openDialog} />
        ))
      )}
      <PaginationFooter page={page} perPage={perPage} total={total} onPageChange={setPage} noun="calendars" />
      {dialog ? (
        <DeactivateMailboxModal
          key={dialog.id}
          mailbox={dialog.calendar}
          opened={dialog.opened}
          onClose={() => setDialog((current) => (current ? { ...current, opened: false } : null))}
        />
      ) : null}
    </Stack>
  );
}
