import { type CampaignProspectRow, stopReasonLabel } from '@leadpilot/contracts';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import type { ProspectAction } from '../hooks/use-prospect-actions.ts';

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
  /** False for an archived campaign: read-only. */
  canAct: boolean;
  /** The prospect whose stop or resume is on its way. */
  busyId: string | null;
  onAction: (action: ProspectAction, prospect: CampaignProspectRow) => void;
  /** Opens the prospect's conversation. */
  onOpen: (prospect: CampaignProspectRow) => void;
}

/** The action a prospect's row offers: resume a paused or held one, stop any other live one. */
function actionOf(status: CampaignProspectRow['status']): ProspectAction | null {
  if (status === 'paused' || status === 'held') return 'resume';
  return status === 'active' ? 'stop' : null;
}

/** The campaign's prospects: status, step, mailbox and last event, with stop and resume for live ones. */
export function CampaignProspectsTable({ prospects, canAct, busyId, onAction, onOpen }: CampaignProspectsTableProps) {
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
            <Table.Th w={100}>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prospects === null ? (
            <TableSkeleton columns={6} rows={5} />
          ) : (
            prospects.map((prospect) => {
              const action = canAct ? actionOf(prospect.status) : null;
              const who = prospect.name || prospect.email;
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
                        {stopReasonLabel(prospect.stopReason)}
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
                    {action ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color={action === 'stop' ? 'red' : 'blue'}
                        aria-label={
                          action === 'stop' ? `Stop the sequence for ${who}` : `Resume the sequence for ${who}`
                        }
                        loading={busyId === prospect.enrolmentId}
                        onClick={() => onAction(action, prospect)}
                      >
                        {action === 'stop' ? 'Stop' : 'Resume'}
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
