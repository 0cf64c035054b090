import {
  type EnrichmentFile,
  type EnrichmentUpload,
  enrichmentFieldLabels,
  freeEnrichmentLimits,
} from '@leadpilot/contracts';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadFile } from '../../../api/upload-file.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { SpreadsheetDropzone } from '../../../shared/ui/spreadsheet-dropzone.tsx';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';

/**
 * A small file (up to the free limit) dropped or chosen, uploaded with a progress bar; its columns
 * as guessed, then one button maps, estimates and starts the run.
 */
export function UploadStep({
  token,
  maxRows,
  onStarted,
  purchases,
  onBuy,
  onSessionEnded,
}: {
  token: string;
  maxRows: number | null;
  /** Purchases made on the page so far: a new one clears a refusal that asked for credits. */
  purchases: number;
  onStarted: (file: EnrichmentFile) => void;
  /** Opens the page's credits panel (a refusal that asks to buy credits offers it). */
  onBuy: () => void;
  onSessionEnded: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<EnrichmentFile | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [seenPurchases, setSeenPurchases] = useState(purchases);
  if (seenPurchases !== purchases) {
    setSeenPurchases(purchases);
    setProblem(null);
  }
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
      <SpreadsheetDropzone
        compact
        onFile={(file) => void upload(file)}
        onReject={() => setProblem('Choose one CSV or Excel (.xlsx) file.')}
        loading={progress !== null}
        disabled={starting}
        hint={
          maxRows === null
            ? 'Names with companies, emails or LinkedIn URLs: we find the rest.'
            : `Up to ${limit} rows, free. Names with companies, emails or LinkedIn URLs: we find the rest.`
        }
      />
      {progress !== null ? (
        <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated size="sm" />
      ) : null}
      <FormErrorAlert message={problem} />
      {problem && /buy credits/i.test(problem) ? (
        <Button
          variant="light"
          leftSection={<IconShoppingCart size={16} aria-hidden />}
          onClick={onBuy}
          style={{ alignSelf: 'flex-start' }}
        >
          Buy credits
        </Button>
      ) : null}
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
            Enrich {uploaded.rowCount} {uploaded.rowCount === 1 ? 'row' : 'rows'}
            {maxRows === null ? '' : ' for free'}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
