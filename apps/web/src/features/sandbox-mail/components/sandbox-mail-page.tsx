import { Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { TwoPaneMailLayout } from '../../../shared/ui/two-pane-mail-layout.tsx';
import { SandboxMessageListPane } from './sandbox-message-list-pane.tsx';
import { SandboxMessagePlaceholder } from './sandbox-message-placeholder.tsx';
import { SandboxMessageReader } from './sandbox-message-reader.tsx';

/** The search parameter that holds the open message, so a reload keeps it. */
const messageParam = 'message';

/** Sandbox mail: the list of kept messages and a reading pane (one at a time on phones). */
export function SandboxMailPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(messageParam) || null;
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false });
  const listPaneRef = useRef<HTMLElement>(null);
  const readerPaneRef = useRef<HTMLElement>(null);
  const previousSelectedId = useRef(selectedId);

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(searchParams);
      next.set(messageParam, id);
      return `?${next.toString()}`;
    },
    [searchParams],
  );

  const handleSelect = () => {
    // On a phone the message replaces the list: start reading from the top.
    if (!isWide) window.scrollTo({ top: 0 });
  };

  const handleBack = () => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(messageParam);
      return next;
    });
  };

  // Back on the list (phones): return focus to the message that was open, unless it went elsewhere.
  useEffect(() => {
    const previous = previousSelectedId.current;
    previousSelectedId.current = selectedId;
    if (selectedId !== null || previous === null) return;
    const active = document.activeElement;
    const isFocusLost = active === null || active === document.body || readerPaneRef.current?.contains(active);
    if (!isFocusLost) return;
    listPaneRef.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(previous)}"]`)?.focus();
  }, [selectedId]);

  return (
    <Stack gap="xl">
      <PageHeader
        title="Sandbox mail"
        description="Leadpilot never sends email off this machine in development: every message, from invitations to campaigns, is kept in this sandbox mailbox for you to read."
      />
      <TwoPaneMailLayout
        hasSelection={Boolean(selectedId)}
        isReaderScrollable={isWide}
        listPaneRef={listPaneRef}
        readerPaneRef={readerPaneRef}
        list={<SandboxMessageListPane selectedId={selectedId} hrefFor={hrefFor} onSelect={handleSelect} />}
        reader={
          selectedId ? (
            <SandboxMessageReader messageId={selectedId} onBack={handleBack} focusOnLoad={!isWide} />
          ) : (
            <SandboxMessagePlaceholder />
          )
        }
      />
    </Stack>
  );
}
