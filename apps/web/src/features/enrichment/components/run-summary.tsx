import type { EnrichmentFile } from '@leadpilot/contracts';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { EnrichmentDownloads } from '../../../shared/enrichment/enrichment-downloads.tsx';
import { RunProgress } from '../../../shared/enrichment/run-progress.tsx';
import { useEnrichmentStepMutation } from '../api/enrichment-api.ts';
import { isInProgress } from '../hooks/file-progress.ts';
import { SaveToListModal } from './save-to-list-modal.tsx';

/**
 * A file that runs or has run: live progress (rows done, matched, credits spent), the found rates,
 * the downloads (enriched, and the rows to fix), cancel while it runs and resume after a stop.
 */
export function RunSummary({ file }: { file: EnrichmentFile }) {
  const [step, stepping] = useEnrichmentStepMutation();
  const [isListOpen, setListOpen] = useState(false);
  // A run stopped by its credits (while matching, or while verifying addresses) resumes where it stopped.
  const canResume =
    file.stage === 'failed' && (file.rowsDone < file.rowCount || file.stageReason.startsWith('Credits ran out'));
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
        <RunProgress file={file} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <EnrichmentDownloads file={file}>
            <Button variant="light" disabled={file.rowsMatched === 0} onClick={() => setListOpen(true)}>
              Save to a list
            </Button>
          </EnrichmentDownloads>
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
