import type { CampaignFunnelRow } from '@leadpilot/contracts';
import { Table, Text } from '@mantine/core';

function share(part: number, whole: number) {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100).toString()}%`;
}

/** Sends, replies and stops per step and variant. */
export function CampaignFunnel({ rows }: { rows: CampaignFunnelRow[] }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has been sent yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label="Funnel table">
      <Table aria-label="Funnel per step and variant">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th ta="right">Sent</Table.Th>
            <Table.Th ta="right">Replied</Table.Th>
            <Table.Th ta="right">Reply rate</Table.Th>
            <Table.Th ta="right">Stopped</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.stepId}-${row.variantId ?? 'step'}`}>
              <Table.Td>
                {row.step}. {row.label}
              </Table.Td>
              <Table.Td ta="right">{row.sent.toLocaleString()}</Table.Td>
              <Table.Td ta="right">{row.replied.toLocaleString()}</Table.Td>
              <Table.Td ta="right">{share(row.replied, row.sent)}</Table.Td>
              <Table.Td ta="right">{row.stopped.toLocaleString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
