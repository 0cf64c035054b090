import type { CampaignProspectRow } from '@leadpilot/contracts';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';

const statusColors = {
  active: 'green',
  held: 'orange',
  paused: 'yellow',
  stopped: 'gray',
  completed: 'indigo',
} as const;
const statusLabels = {
  active: 'Active',
  held: 'Held',
  paused: 'Paused',
  stopped: 'Stopped',
  completed: 'Completed',
} as const;

interface CampaignProspectsTableProps {
  /** Null while the first page loads. */
  prospects: CampaignProspectRow[] | null;
  canStop: boolean;
  stoppingId: string | null;
  onStop: (prospect: CampaignProspectRow) => void;
  /** Opens the prospect's conversation. */
  onOpen: (prospect: CampaignProspectRow) => void;
}

/** The campaign's prospects: status, step, mailbox and last event, with a stop action for live ones. */
export function CampaignProspectsTable({
  prospects,
  canStop,
  stoppingId,
  onStop,
  onOpen,
}: CampaignProspectsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label="Prospects table">
      <Table aria-label="Prospects" aria-busy={prospects === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prospect</Table.Th>
            <Table.Th w={120}>Status</Table.Th>
            <Table.Th w={70}>Step</Table.Th>
            <Table.Th w={200}>Mailbox</Table.Th>
            <Table.Th w={200}>Last event</Table.Th>
            <Table.Th w={90}>Stop</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prospects === null ? (
            <TableSkeleton columns={6} rows={5} />
          ) : (
            prospects.map((prospect) => {
              const isLive = prospect.status === 'active' || prospect.status === 'held' || prospect.status === 'paused';
              return (
                <Table.Tr key={prospect.enrolmentId}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={600}
                      ta="left"
                      aria-label={`Open the conversation with ${prospect.name || prospect.email}`}
                      onClick={() => onOpen(prospect)}
                    >
                      {prospect.name || prospect.email}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {prospect.email}
                      {prospect.company ? ` · ${prospect.company}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColors[prospect.status]} tt="none">
                      {statusLabels[prospect.status]}
                    </Badge>
                    {prospect.stopReason ? (
                      <Text size="xs" c="dimmed">
                        {prospect.stopReason}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{prospect.step}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{prospect.mailbox ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{prospect.lastEvent ?? '—'}</Text>
                    {prospect.lastEventAt ? (
                      <Text size="xs" c="dimmed" component="time" dateTime={prospect.lastEventAt}>
                        {formatDateTime(prospect.lastEventAt)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {canStop && isLive ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={`Stop the sequence for ${prospect.name || prospect.email}`}
                        loading={stoppingId === prospect.enrolmentId}
                        onClick={() => onStop(prospect)}
                      >
                        Stop
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
