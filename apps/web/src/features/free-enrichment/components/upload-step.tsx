import '@mantine/dropzone/styles.css';
import {
  type EnrichmentFile,
  type EnrichmentUpload,
  enrichmentFieldLabels,
  freeEnrichmentLimits,
} from '@leadpilot/contracts';
import { Badge, Button, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadFile } from '../../../api/upload-file.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';

const accept = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/**
 * A small file (up to the free limit) dropped or chosen, uploaded with a progress bar; its columns
 * as guessed, then one button maps, estimates and starts the run.
 */
export function UploadStep({
  token,
  maxRows,
  onStarted,
  onSessionEnded,
}: {
  token: string;
  maxRows: number | null;
  onStarted: (file: EnrichmentFile) => void;
  onSessionEnded: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<EnrichmentFile | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const limit = maxRows ?? freeEnrichmentLimits.maxRows;

  const upload = async (file: File) => {
    setProblem(null);
    setUploaded(null);
    setProgress(0);
    try {
      const result = await uploadFile({
        path: 'v1/contacts/enrichment',
        file,
        onProgress: setProgress,
        accessToken: token,
      });
      const body = result.body as { message?: string; data?: EnrichmentUpload } | null;
      if (result.status === 200 && body?.data?.file) setUploaded(body.data.file);
      else if (result.status === 401) onSessionEnded();
      else setProblem(body?.message ?? 'The file could not be uploaded.');
    } catch {
      setProblem('The upload did not reach the server: check your connection and try again.');
    } finally {
      setProgress(null);
    }
  };

  const start = async () => {
    if (!uploaded) return;
    setProblem(null);
    setStarting(true);
    try {
      await freeEnrichmentApi.step(token, { action: 'map', id: uploaded.id, mapping: uploaded.mapping });
      await freeEnrichmentApi.step(token, { action: 'estimate', id: uploaded.id });
      const confirmed = await freeEnrichmentApi.step(token, { action: 'confirm', id: uploaded.id });
      onStarted(confirmed.data);
    } catch (error) {
      const message = problemOf(error);
      if (message === sessionEnded) onSessionEnded();
      else setProblem(message);
      setStarting(false);
    }
  };

  const known = uploaded?.mapping.filter((entry) => entry.field !== 'custom') ?? [];
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) void upload(file);
        }}
        onReject={() => setProblem('Choose one CSV or Excel (.xlsx) file.')}
        accept={accept}
        maxFiles={1}
        multiple={false}
        loading={progress !== null}
        disabled={starting}
        aria-label="Upload a CSV or Excel file"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <ThemeIcon size={44} radius={44} variant="light" aria-hidden>
              <IconUpload size={24} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon size={44} radius={44} variant="light" color="red" aria-hidden>
              <IconX size={24} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={44} radius={44} variant="light" color="gray" aria-hidden>
              <IconFileSpreadsheet size={24} />
            </ThemeIcon>
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text fw={600}>Drop a CSV or Excel file here, or click to choose one</Text>
            <Text size="sm" c="dimmed">
              {maxRows === null
                ? 'Names with companies, emails or LinkedIn URLs: we find the rest.'
                : `Up to ${limit} rows, free. Names with companies, emails or LinkedIn URLs: we find the rest.`}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {progress !== null ? (
        <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated size="sm" />
      ) : null}
      <FormErrorAlert message={problem} />
      {uploaded ? (
        <Stack gap="sm" aria-label="Uploaded file" role="region">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {uploaded.name}
            </Text>
            <Text size="sm" c="dimmed">
              {uploaded.rowCount} {uploaded.rowCount === 1 ? 'row' : 'rows'} · {uploaded.headers.length} columns
            </Text>
          </Group>
          {known.length > 0 ? (
            <Group gap={6} aria-label="Columns we recognised">
              {known.map((entry) => (
                <Badge key={entry.column} variant="light" tt="none">
                  {entry.header}: {enrichmentFieldLabels[entry.field]}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              We could not tell what the columns hold: name them Email, LinkedIn, or First name, Last name and Company,
              and upload the file again.
            </Text>
          )}
          <Button onClick={start} loading={starting} size="md" fullWidth>
            Enrich {uploaded.rowCount} {uploaded.rowCount === 1 ? 'row' : 'rows'} for free
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
