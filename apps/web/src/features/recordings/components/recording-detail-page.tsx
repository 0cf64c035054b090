import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetRecordingQuery, useGetRecordingSummaryQuery } from '../api/recordings-api.ts';
import { DeleteRecordingModal } from './delete-recording-modal.tsx';
import { dateTime, durationWords } from './recording-format.ts';
import { RecordingStatusBadge } from './recording-status-badge.tsx';
import { CitedMoment, RecordingSummaryView } from './recording-summary.tsx';

/** /audio/:id: the player, the summary whose items play their moment, and the transcript. */
export function RecordingDetailPage() {
  const { id = '' } = useParams();
  const player = useRef<HTMLAudioElement>(null);
  const detail = useGetRecordingQuery(id);
  const recording = detail.data;
  const transcribing = recording?.status === 'transcribing';
  useGetRecordingQuery(id, { pollingInterval: transcribing ? 5000 : 0, skip: !transcribing });
  const needsSummary = recording?.status === 'ready' && recording.summary === null;
  const written = useGetRecordingSummaryQuery(id, { skip: !needsSummary });
  const summary = recording?.summary ?? written.data ?? null;
  const canManage = useAppAbility().can('manage', 'Audio');
  const [isDeleting, setDeleting] = useState(false);
  const navigate = useNavigate();

  const seek = (seconds: number) => {
    const audio = player.current;
    if (!audio) return;
    audio.currentTime = seconds;
    // Browsers may refuse to play before a gesture they count; the position is set either way.
    const playing = audio.play() as Promise<void> | undefined;
    playing?.catch(() => {});
  };

  const back = (
    <Anchor component={Link} to="/audio" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        All recordings
      </Group>
    </Anchor>
  );
  if (detail.isLoading) {
    return (
      <Stack gap="md">
        {back}
        <Group gap="sm" aria-label="Loading the recording">
          <Loader size="sm" />
          <Text size="sm">Loading the recording…</Text>
        </Group>
      </Stack>
    );
  }
  if (!recording) {
    return (
      <Stack gap="md">
        {back}
        <QueryErrorState message={errorMessageOf(detail.error)} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  const who = recording.prospect?.name ?? recording.meeting?.prospectName ?? null;

  return (
    <Stack gap="xl">
      {back}
      <Stack gap={4}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {recording.title}
            </Title>
            <RecordingStatusBadge status={recording.status} />
          </Group>
          {canManage ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              Delete recording
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {[
            who ? `With ${who}` : null,
            durationWords(recording.durationSeconds),
            `uploaded ${dateTime(recording.createdAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Card withBorder>
        {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the recording's text */}
        <audio
          ref={player}
          controls
          preload="metadata"
          src={recording.audioUrl}
          style={{ width: '100%' }}
          aria-label={`Recording: ${recording.title}`}
        />
      </Card>
      {recording.status === 'waiting' ? (
        <Alert color="gray" variant="light" title="Waiting for transcription">
          No transcription service is set up yet, so this call has no transcript. Upload it again with its transcript
          (WebVTT, SRT or text) to get its summary.
        </Alert>
      ) : recording.status === 'transcribing' ? (
        <Alert color="blue" variant="light" title="Transcribing">
          The call is being transcribed; this page shows the transcript and summary when they are ready.
        </Alert>
      ) : recording.status === 'failed' ? (
        <Alert color="red" variant="light" title="Transcription failed" role="alert">
          {recording.statusDetail ?? 'The transcription could not be finished.'}
        </Alert>
      ) : null}
      {recording.status === 'ready' ? (
        <Card withBorder component="section" aria-labelledby="summary-title">
          <Stack gap="md">
            <Title order={2} fz="h4" id="summary-title">
              Summary
            </Title>
            {summary ? (
              <RecordingSummaryView summary={summary} onSeek={seek} />
            ) : written.isError ? (
              <QueryErrorState message={errorMessageOf(written.error)} onRetry={() => void written.refetch()} />
            ) : (
              <Group gap="sm">
                <Loader size="xs" />
                <Text size="sm">Summarising the call…</Text>
              </Group>
            )}
          </Stack>
        </Card>
      ) : null}
      {recording.segments.length > 0 ? (
        <Card withBorder component="section" aria-labelledby="transcript-title" padding={0}>
          <Title order={2} fz="h4" id="transcript-title" p="md">
            Transcript
          </Title>
          <Table aria-label="Transcript" verticalSpacing="xs">
            <Table.Tbody>
              {recording.segments.map((segment) => (
                <Table.Tr key={segment.index}>
                  <Table.Td w={90}>
                    <CitedMoment item={{ start: segment.start, segmentIndex: segment.index }} onSeek={seek} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <Text size="sm" fw={500}>
                      {segment.speaker ?? 'Speaker not named'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{segment.text}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
      <DeleteRecordingModal
        recording={isDeleting ? recording : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/audio')}
      />
    </Stack>
  );
}
