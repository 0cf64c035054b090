import type { UpcomingEmail } from '@leadpilot/contracts';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
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
  const selectedOnPage = ids.filter((id) => selectedIds.includes(id)).length;
  const isAllSelected = ids.length > 0 && selectedOnPage === ids.length;
  return (
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label="Upcoming emails table">
      <Table
        aria-label="Upcoming emails"
        aria-busy={emails === null || isFetching}
        verticalSpacing="sm"
        style={{ opacity: emails !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select every email on this page"
                checked={isAllSelected}
                indeterminate={selectedOnPage > 0 && !isAllSelected}
                disabled={ids.length === 0}
                onChange={() => onSelectAll(isAllSelected ? [] : ids)}
              />
            </Table.Th>
            <Table.Th w="22%">Prospect</Table.Th>
            <Table.Th w="20%">Campaign</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th w={210}>Due</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails === null ? (
            <TableSkeleton columns={6} rows={6} />
          ) : (
            emails.map((email) => (
              <UpcomingEmailRow
                key={email.ledgerId}
                email={email}
                isSelected={selectedIds.includes(email.ledgerId)}
                isBusy={isBusy}
                now={now}
                onToggle={onToggle}
                onAction={onAction}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
