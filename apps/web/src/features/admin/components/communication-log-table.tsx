import type { AdminCommLogEntry, CommUpdateAction } from '@leadpilot/contracts';
import { Table } from '@mantine/core';
import { ActionsHeader, ListTable } from '../../../shared/ui/list-table.tsx';
import { CommunicationLogRow } from './communication-log-row.tsx';

interface CommunicationLogTableProps {
  /** Null while the first page loads. */
  entries: AdminCommLogEntry[] | null;
  /** A newer page is loading; the current rows stay visible, dimmed. */
  isFetching: boolean;
  isBusy: boolean;
  onAction: (entry: AdminCommLogEntry, action: CommUpdateAction) => void;
}

/** A page of the communication log, newest first; scrolls sideways on narrow screens. */
export function CommunicationLogTable({ entries, isFetching, isBusy, onAction }: CommunicationLogTableProps) {
  return (
    <ListTable
      label="Communication log"
      minWidth={860}
      isLoading={entries === null}
      isFetching={isFetching}
      verticalSpacing="sm"
      head={
        <>
          <Table.Th w={160}>Time</Table.Th>
          <Table.Th w="19%">Organisation and campaign</Table.Th>
          <Table.Th w="22%">Recipient and mailbox</Table.Th>
          <Table.Th w={150}>What happened</Table.Th>
          <Table.Th>Reason</Table.Th>
          <ActionsHeader width={56} />
        </>
      }
      columnCount={6}
    >
      {entries?.map((entry) => (
        <CommunicationLogRow key={entry.id} entry={entry} isBusy={isBusy} onAction={onAction} />
      ))}
    </ListTable>
  );
}
