import { type EnrichmentFile, enrichmentAddedFieldLabels, enrichmentAddedFields } from '@leadpilot/contracts';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../api/download-file.ts';
import { useEnrichmentStepMutation } from '../api/enrichment-api.ts';
import { formatCount, isInProgress, percentDone } from '../hooks/file-progress.ts';
import { SaveToListModal } from './save-to-list-modal.tsx';

const baseName = (name: string) => name.replace(/\.[a-z0-9]+$/i, '') || 'enrichment';

/** How often each added column was found, as bars: where people would rather look than read. */
function FoundRates({ file }: { file: EnrichmentFile }) {
  const labels = new Map<string, string>([
    ...file.aiColumns.map((column): [string, string] => [column.key ?? '', column.name]),
    ...enrichmentAddedFields.map((field): [string, string] => [field, enrichmentAddedFieldLabels[field]]),
  ]);
  // The AI columns first: on an AI file they are what the member came for.
  const shown = [...file.aiColumns.map((column) => column.key ?? ''), ...enrichmentAddedFields].filter(
    (field) => (file.foundByColumn[field] ?? 0) > 0,
  );
  if (file.rowsDone === 0 || shown.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label="Found per column">
      <Text size="sm" fw={600}>
        Found per column
      </Text>
      {shown.map((field) => {
        const found = file.foundByColumn[field] ?? 0;
        const share = Math.round((found / file.rowsDone) * 100);
        return (
          <Group key={field} gap="sm" wrap="nowrap">
            <Text size="sm" w={150} style={{ flexShrink: 0 }}>
              {labels.get(field)}
            </Text>
            <Progress value={share} size="lg" style={{ flex: 1 }} aria-label={`${labels.get(field)}: ${share} %`} />
            <Text size="sm" c="dimmed" w={90} ta="right">
              {formatCount(found)} ({share} %)
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * A file that runs or has run: live progress (rows done, matched, credits spent), the found rates,
 * the downloads (enriched, and the rows to fix), cancel while it runs and resume after a stop.
 */
export function RunSummary({ file }: { file: EnrichmentFile }) {
  const [step, stepping] = useEnrichmentStepMutation();
  const [isListOpen, setListOpen] = useState(false);
  const percent = percentDone(file);
  // A run stopped by its credits (while matching, or while verifying addresses) resumes where it stopped.
  const canResume =
    file.stage === 'failed' && (file.rowsDone < file.rowCount || file.stageReason.startsWith('Credits ran out'));
  const download = (which: 'download' | 'fdownload', format: 'csv' | 'xlsx') =>
    void downloadFile({
      path: `v1/contacts/enrichment/${which}/${file.id}`,
      query: { format },
      fileName: `${baseName(file.name)}-${which === 'download' ? 'enriched' : 'failed'}.${format}`,
    });
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {file.stage === 'completed' ? 'Done' : file.stage === 'review' ? 'Waiting for review' : 'Progress'}
        </Title>
        {file.stage === 'verifying' ? (
          <Alert color="violet" title="Verifying emails">
            Every row is matched. The addresses guessed from company email patterns, and those without a verdict, are
            being checked with their mail servers: an address is charged only once it proves deliverable.
          </Alert>
        ) : null}
        {file.stageReason ? <Alert color={file.stage === 'failed' ? 'red' : 'blue'}>{file.stageReason}</Alert> : null}
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">
              {formatCount(file.rowsDone)} of {formatCount(file.rowCount)} rows
            </Text>
            <Text size="sm" c="dimmed">
              {percent} %
            </Text>
          </Group>
          <Progress value={percent} size="xl" animated={file.stage === 'running'} aria-label="Enrichment progress" />
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Matched
            </Text>
            <Text fw={700}>{formatCount(file.rowsMatched)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Credits spent
            </Text>
            <Text fw={700}>{formatCount(file.creditsSpent)}</Text>
          </Stack>
        </SimpleGrid>
        <FoundRates file={file} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={file.rowsDone === 0}
              onClick={() => download('download', 'csv')}
            >
              Enriched CSV
            </Button>
            <Button variant="default" disabled={file.rowsDone === 0} onClick={() => download('download', 'xlsx')}>
              Enriched Excel
            </Button>
            <Button variant="default" disabled={file.rowsDone === 0} onClick={() => download('fdownload', 'csv')}>
              Rows to fix (CSV)
            </Button>
            <Button variant="light" disabled={file.rowsMatched === 0} onClick={() => setListOpen(true)}>
              Save to a list
            </Button>
          </Group>
          <Group gap="sm">
            {canResume ? (
              <Button loading={stepping.isLoading} onClick={() => void step({ action: 'confirm', id: file.id })}>
                Resume
              </Button>
            ) : null}
            {isInProgress(file) ? (
              <Button
                color="red"
                variant="light"
                loading={stepping.isLoading}
                onClick={() => void step({ action: 'cancel', id: file.id })}
              >
                Cancel
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
      {isListOpen ? <SaveToListModal file={file} opened onClose={() => setListOpen(false)} /> : null}
    </Card>
  );
}
