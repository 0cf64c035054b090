import type { Recording } from '@leadpilot/contracts';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActionsHeader, ListTable } from '../../../shared/ui/list-table.tsx';
import { dateTime, durationWords } from './recording-format.ts';
import { RecordingStatusBadge } from './recording-status-badge.tsx';

/** Who the call was with: the prospect, else the meeting's guest. */
function callWith(recording: Recording): string {
  if (recording.prospect) {
    return recording.prospect.company
      ? `${recording.prospect.name} · ${recording.prospect.company}`
      : recording.prospect.name;
  }
  if (recording.meeting) return `${recording.meeting.prospectName} (meeting ${dateTime(recording.meeting.startsAt)})`;
  return '—';
}

/** The summary's headline: how many next steps, or why there is none yet. */
function summaryWords(recording: Recording): string {
  const summary = recording.summary;
  if (!summary) return recording.status === 'ready' ? 'Open to summarise' : '—';
  const steps = summary.nextSteps.length;
  return steps === 0
    ? 'No next steps said'
    : `${steps} next step${steps === 1 ? '' : 's'}: ${summary.nextSteps[0]?.quote}`;
}

interface RecordingsTableProps {
  recordings: Recording[];
  isLoading: boolean;
  isFetching: boolean;
  /** Asks to delete a recording; without it (a member who may not), no Delete button. */
  onDelete?: ((recording: Recording) => void) | undefined;
}

export function RecordingsTable({ recordings, isLoading, isFetching, onDelete }: RecordingsTableProps) {
  return (
    <ListTable
      label="Call recordings"
      minWidth={860}
      columnCount={onDelete ? 6 : 5}
      isLoading={isLoading}
      isFetching={isFetching}
      head={
        <>
          <Table.Th>Call</Table.Th>
          <Table.Th>With</Table.Th>
          <Table.Th>Length</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Summary</Table.Th>
          {onDelete ? <ActionsHeader width={90} /> : null}
        </>
      }
    >
      {recordings.map((recording) => (
        <Table.Tr key={recording.id}>
          <Table.Td>
            <Stack gap={2}>
              <Anchor component={Link} to={`/audio/${recording.id}`} fw={500}>
                {recording.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {dateTime(recording.createdAt)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>{callWith(recording)}</Table.Td>
          <Table.Td>{durationWords(recording.durationSeconds)}</Table.Td>
          <Table.Td>
            <RecordingStatusBadge status={recording.status} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2} maw={320}>
              {summaryWords(recording)}
            </Text>
          </Table.Td>
          {onDelete ? (
            <Table.Td ta="right">
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => onDelete(recording)}
                aria-label={`Delete ${recording.title}`}
              >
                Delete
              </Button>
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
