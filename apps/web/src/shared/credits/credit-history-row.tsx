import { type LedgerEntry, ledgerKindLabels } from '@leadpilot/contracts';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../format/format-date.ts';
import { formatCredits } from '../format/format-money.ts';
import { SignedCreditAmount } from './signed-credit-amount.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** One ledger entry: when, what, the signed amount, the balance after it, why and who. */
export function CreditHistoryRow({ entry }: { entry: LedgerEntry }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" component="time" dateTime={entry.createdAt} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ledgerKindLabels[entry.kind]}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <SignedCreditAmount amount={entry.amount} />
      </Table.Td>
      <Table.Td ta="right" style={numeric}>
        <Text size="sm">{formatCredits(entry.balanceAfter)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.reason || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.user?.name ?? 'Leadpilot'}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
