import { Alert, Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { TwoPaneMailLayout } from '../../../shared/ui/two-pane-mail-layout.tsx';
import { useGetInboxCountsQuery, useListInboxInfiniteQuery } from '../api/inbox-api.ts';
import { useInboxKeyboard } from '../hooks/use-inbox-keyboard.ts';
import { useInboxParams } from '../hooks/use-inbox-params.ts';
import { useMessageActions } from '../hooks/use-message-actions.ts';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxListPane } from './inbox-list-pane.tsx';
import { KeyboardHelp } from './keyboard-help.tsx';
import { MessagePane, MessagePlaceholder } from './message-pane.tsx';

/** New replies show up while the inbox is open. */
const pollingInterval = 60_000;
/** How long "Undo" stays after a delete. */
const undoMilliseconds = 10_000;

/** The team inbox: filters, the list of replies and the chosen message beside it (one at a time on phones). */
export function InboxPage() {
  const params = useInboxParams();
  const { selectedId, open } = params;
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false });
  const list = useListInboxInfiniteQuery(params.listArgs, { pollingInterval, skipPollingIfUnfocused: true });
  const counts = useGetInboxCountsQuery(params.countArgs, { pollingInterval, skipPollingIfUnfocused: true });
  const items = list.data ? list.data.pages.flatMap((page) => page.data) : null;
  const actions = useMessageActions();
  const [composingFor, setComposingFor] = useState<string | null>(null);
  const listPaneRef = useRef<HTMLElement>(null);
  const focusAfterMove = useRef(false);

  const indexOfSelected = items?.findIndex((item) => item.id === selectedId) ?? -1;
  /** The message after the chosen one (or before it, at the end of the list). */
  const neighbourId = () =>
    items?.[indexOfSelected + 1]?.id ?? (indexOfSelected > 0 ? items?.[indexOfSelected - 1]?.id : undefined) ?? null;

  const move = (step: 1 | -1) => {
    if (!items || items.length === 0) return;
    const next = indexOfSelected === -1 ? items[0] : items[indexOfSelected + step];
    if (!next) return;
    focusAfterMove.current = true;
    open(next.id);
  };

  useInboxKeyboard({
    move,
    markHandled: () => {
      if (!selectedId) return;
      const next = neighbourId();
      void actions.setHandled(selectedId, true).then((done) => {
        if (done && params.listArgs.state === 'open') open(next, { replace: true });
      });
    },
    reply: () => {
      if (selectedId) setComposingFor(selectedId);
    },
  });

  // j and k move the focus with the selection, so the chosen message is where the keyboard is.
  useEffect(() => {
    if (!focusAfterMove.current || !selectedId) return;
    focusAfterMove.current = false;
    const items = listPaneRef.current?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [];
    [...items].find((element) => element.dataset.messageId === selectedId)?.focus();
  }, [selectedId]);

  const { deleted, dismissDeleted } = actions;
  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(dismissDeleted, undoMilliseconds);
    return () => window.clearTimeout(timer);
  }, [deleted, dismissDeleted]);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Inbox"
        description="Every reply to your campaigns with its label, and the prospect beside it. Reply from the same mailbox, snooze or mark handled."
        actions={<KeyboardHelp />}
      />
      <InboxFilters
        search={params.search}
        onSearchChange={params.setSearch}
        label={params.listArgs.label}
        filterOf={params.filterOf}
        onFilterChange={params.setFilter}
        counts={counts.data}
      />
      {deleted ? (
        <Alert
          color="gray"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={dismissDeleted}
        >
          <Group justify="space-between" gap="sm">
            <span>Message deleted.</span>
            <Button
              size="compact-sm"
              variant="white"
              loading={actions.isDeleting}
              onClick={() => void actions.undoDelete()}
            >
              Undo
            </Button>
          </Group>
        </Alert>
      ) : null}
      <TwoPaneMailLayout
        hasSelection={Boolean(selectedId)}
        isReaderScrollable={isWide}
        listPaneRef={listPaneRef}
        list={
          <InboxListPane
            items={items}
            query={list}
            selectedId={selectedId}
            hrefFor={params.hrefFor}
            isFiltered={params.isFiltered}
            onClearFilters={() => params.clear()}
            onShowHandled={() => params.setFilter('state', 'handled')}
          />
        }
        reader={
          selectedId ? (
            <MessagePane
              messageId={selectedId}
              actions={actions}
              isComposing={composingFor === selectedId}
              onCompose={(isOpen) => setComposingFor(isOpen ? selectedId : null)}
              onBack={() => open(null)}
              onDeleted={() => open(neighbourId(), { replace: true })}
            />
          ) : (
            <MessagePlaceholder />
          )
        }
      />
    </Stack>
  );
}
