import { Box, ScrollArea } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { Email } from '../../../mocks/types.ts';
import { EmptyState, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import classes from './email-list.module.css';
import { EmailListItem } from './email-list-item.tsx';

interface EmailListProps {
  emails: Email[] | undefined;
  isLoading: boolean;
  /** The list shown is the previous view's while the new one loads: dimmed, busy and inert. */
  isStale?: boolean;
  isError: boolean;
  emptyTitle: string;
  selectedIds: ReadonlySet<number>;
  onSelectedChange: (id: number, isSelected: boolean) => void;
  onToggleStar: (email: Email) => void;
  onOpen: (email: Email) => void;
  onRetry: () => void;
}

/** The emails of the current folder or label, or why there are none. */
export function EmailList({
  emails,
  isLoading,
  isStale = false,
  isError,
  emptyTitle,
  selectedIds,
  onSelectedChange,
  onToggleStar,
  onOpen,
  onRetry,
}: EmailListProps) {
  if (isLoading) return <ListSkeleton label="Loading emails" />;
  if (isError || !emails) {
    return (
      <Box p="md">
        <QueryErrorState message="The emails could not be loaded." onRetry={onRetry} />
      </Box>
    );
  }
  if (emails.length === 0) {
    return <EmptyState icon={<IconMailOff size={28} />} title={emptyTitle} description="New mail will appear here." />;
  }
  return (
    <ScrollArea
      style={{ flex: 1, opacity: isStale ? 0.6 : undefined, transition: 'opacity 120ms' }}
      type="auto"
      scrollbars="y"
      inert={isStale}
    >
      <ul className={classes.list} aria-label="Emails" aria-busy={isStale}>
        {emails.map((email) => (
          <EmailListItem
            key={email.id}
            email={email}
            isSelected={selectedIds.has(email.id)}
            onSelectedChange={(isSelected) => onSelectedChange(email.id, isSelected)}
            onToggleStar={() => onToggleStar(email)}
            onOpen={() => onOpen(email)}
          />
        ))}
      </ul>
    </ScrollArea>
  );
}
