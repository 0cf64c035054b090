import type { CreditLot } from '@leadpilot/contracts';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../format/format-date.ts';
import { formatCredits } from '../format/format-money.ts';
import { TableSkeleton } from '../ui/table-skeleton.tsx';
import { planTitle } from './plan-title.ts';

const columnCount = 5;
const soonMilliseconds = 30 * 24 * 60 * 60 * 1000;
const sourceLabels: Record<CreditLot['source'], string> = { purchase: 'Purchase', admin_grant: 'Granted by Leadpilot' };
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

interface CreditLotsTableProps {
  /** Null while loading. */
  lots: CreditLot[] | null;
  /** Shown under the empty message (a "Buy credits" link in the app). */
  emptyAction?: ReactNode;
}

/** The blocks of credits with what is left of each and when it expires (the earliest is spent first). */
export function CreditLotsTable({ lots, emptyAction }: CreditLotsTableProps) {
  const now = Date.now();
  if (lots?.length === 0) {
    return (
      <Card>
        <Stack align="center" gap={4} py="md" ta="center">
          <Text fw={600}>No credits yet</Text>
          <Text size="sm" c="dimmed" mb={emptyAction ? 'sm' : 0}>
            Credits you buy or are granted appear here with their expiry date.
          </Text>
          {emptyAction}
        </Stack>
      </Card>
    );
  }
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-label="Credit lots table">
        <Table aria-label="Credit lots" aria-busy={lots === null ? true : undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Plan</Table.Th>
              <Table.Th scope="col" ta="right">
                Granted
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Remaining
              </Table.Th>
              <Table.Th scope="col">Expires</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lots === null ? (
              <TableSkeleton columns={columnCount} rows={2} />
            ) : (
              lots.map((lot) => {
                const expiresSoon = new Date(lot.expiresAt).getTime() - now < soonMilliseconds;
                return (
                  <Table.Tr key={lot.id}>
                    <Table.Td>
                      <Text size="sm">{sourceLabels[lot.source]}</Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={lot.createdAt}>{formatDate(lot.createdAt)}</time>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{lot.planId ? planTitle(lot.planId) : '—'}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      <Text size="sm">{formatCredits(lot.granted)}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      <Text size="sm" fw={600}>
                        {formatCredits(lot.remaining)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">
                          <time dateTime={lot.expiresAt}>{formatDate(lot.expiresAt)}</time>
                        </Text>
                        {expiresSoon && lot.remaining > 0 ? (
                          <Badge size="sm" variant="light" color="orange">
                            Soon
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
