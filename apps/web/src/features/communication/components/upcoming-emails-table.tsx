import type { UpcomingEmail } from '@leadpilot/contracts';
import { Table } from '@mantine/core';
import { ActionsHeader, ListTable } from '../../../shared/ui/list-table.tsx';
import { SelectAllHeader } from '../../../shared/ui/select-all-header.tsx';
import { useNow } from '../hooks/use-now.ts';
import type { UpcomingAction } from '../hooks/use-upcoming-actions.ts';
import { UpcomingEmailRow } from './upcoming-email-row.tsx';

interface UpcomingEmailsTableProps {
  /** Null while the first page loads. */
  emails: UpcomingEmail[] | null;
  /** A newer page is loading; the current rows stay visible, dimmed. */
  isFetching: boolean;
  isBusy: boolean;
  selectedIds: string[];
  onToggle: (id: string) => void;
  onSelectAll: (ids: string[]) => void;
  onAction: (email: UpcomingEmail, action: UpcomingAction) => void;
}

/** The scheduled emails of one page, soonest first; scrolls sideways on phones. */
export function UpcomingEmailsTable({
  emails,
  isFetching,
  isBusy,
  selectedIds,
  onToggle,
  onSelectAll,
  onAction,
}: UpcomingEmailsTableProps) {
  const now = useNow();
  const ids = emails?.map((email) => email.ledgerId) ?? [];
  return (
    <ListTable
      label="Upcoming emails"
      minWidth={820}
      isLoading={emails === null}
      isFetching={isFetching}
      verticalSpacing="sm"
      head={
        <>
          <SelectAllHeader
            label="Select every email on this page"
            ids={ids}
            selectedIds={selectedIds}
            onSelectAll={onSelectAll}
          />
          <Table.Th w="22%">Prospect</Table.Th>
          <Table.Th w="20%">Campaign</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th w={210}>Due</Table.Th>
          <ActionsHeader width={56} />
        </>
      }
      columnCount={6}
    >
      {emails?.map((email) => (
        <UpcomingEmailRow
          key={email.ledgerId}
          email={email}
          isSelected={selectedIds.includes(email.ledgerId)}
          isBusy={isBusy}
          now={now}
          onToggle={onToggle}
          onAction={onAction}
        />
      ))}
    </ListTable>
  );
}
