import type { LedgerEntry } from '@leadpilot/contracts';
import { Card, Stack, Table, Text } from '@mantine/core';
import { TableSkeleton } from '../ui/table-skeleton.tsx';
import { CreditHistoryRow } from './credit-history-row.tsx';

const columnCount = 6;

interface CreditHistoryTableProps {
  /** Null while the first page loads. */
  entries: LedgerEntry[] | null;
  isFetching: boolean;
  isFiltered: boolean;
}

/** The ledger page; scrolls sideways on narrow screens. */
export function CreditHistoryTable({ entries, isFetching, isFiltered }: CreditHistoryTableProps) {
  if (entries?.length === 0) {
    return (
      <Card style={{ opacity: isFetching ? 0.6 : 1 }}>
        <Stack align="center" gap={4} py="md" ta="center">
          <Text fw={600}>{isFiltered ? 'No entries match these filters' : 'No credit activity yet'}</Text>
          <Text size="sm" c="dimmed">
            {isFiltered
              ? 'Try another kind or a wider date range.'
              : 'Purchases, spending and adjustments appear here as they happen.'}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={960} type="native" tabIndex={0} role="region" aria-label="Credit history table">
        <Table
          aria-label="Credit history"
          aria-busy={entries === null || isFetching ? true : undefined}
          style={{ opacity: entries !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={190}>
                Date
              </Table.Th>
              <Table.Th scope="col" w={120}>
                Kind
              </Table.Th>
              <Table.Th scope="col" ta="right" w={100}>
                Amount
              </Table.Th>
              <Table.Th scope="col" ta="right" w={130} style={{ whiteSpace: 'nowrap' }}>
                Balance after
              </Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
              <Table.Th scope="col" w={160}>
                By
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries === null ? (
              <TableSkeleton columns={columnCount} />
            ) : (
              entries.map((entry) => <CreditHistoryRow key={entry.id} entry={entry} />)
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
