import type { EnrichmentFile, FreeProfile } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { downloadFile } from '../../../api/download-file.ts';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';

const finished = new Set(['completed', 'failed', 'cancelled']);
const pollMs = 1500;

const baseName = (name: string) => name.replace(/\.(csv|xlsx|txt)$/i, '');

/** Follows the run (the dashboard, every second and a half) until it ends, then offers the downloads. */
export function ResultStep({
  token,
  email,
  started,
  onProfile,
  onAnother,
  onSessionEnded,
}: {
  token: string;
  /** The work email the account was proven with: setting its password keeps the account. */
  email: string;
  started: EnrichmentFile;
  onProfile: (profile: FreeProfile) => void;
  onAnother: () => void;
  onSessionEnded: () => void;
}) {
  const [file, setFile] = useState(started);
  const [problem, setProblem] = useState<string | null>(null);
  const done = finished.has(file.stage);

  useEffect(() => {
    if (done) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      try {
        const { data } = await freeEnrichmentApi.dashboard(token);
        if (cancelled) return;
        onProfile(data.profile);
        const latest = data.files.find((candidate) => candidate.id === started.id);
        if (latest) setFile(latest);
        setProblem(null);
      } catch (error) {
        if (cancelled) return;
        const message = problemOf(error);
        if (message === sessionEnded) onSessionEnded();
        else setProblem(message);
      }
    }, pollMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [done, token, started.id, onProfile, onSessionEnded]);

  const download = (format: 'csv' | 'xlsx') =>
    downloadFile({
      path: `v1/contacts/enrichment/download/${file.id}`,
      query: { format },
      fileName: `${baseName(file.name)}-enriched.${format}`,
      accessToken: token,
    });

  const share = file.rowCount === 0 ? 0 : Math.round((file.rowsDone / file.rowCount) * 100);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} fz="h4">
          {file.stage === 'completed' ? 'Your file is ready' : done ? 'The run stopped' : 'Enriching your file'}
        </Title>
        {done ? null : <Loader size="sm" aria-label="Still running" />}
      </Group>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {file.name}
      </Text>
      <Progress value={share} aria-label="Enrichment progress" size="lg" animated={!done} />
      <Text size="sm" aria-live="polite">
        {file.rowsDone} of {file.rowCount} rows
      </Text>
      {problem ? (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      ) : null}
      {file.stage === 'failed' || file.stage === 'cancelled' ? (
        <Alert color="orange" variant="light">
          {file.stageReason || 'The run stopped before every row was done.'} Buy credits to finish it.
        </Alert>
      ) : null}
      {done ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Text size="sm">
              <Text span fw={700}>
                {file.rowsMatched}
              </Text>{' '}
              {file.rowsMatched === 1 ? 'row' : 'rows'} matched
            </Text>
            <Text size="sm">
              <Text span fw={700}>
                {file.creditsSpent}
              </Text>{' '}
              free {file.creditsSpent === 1 ? 'credit' : 'credits'} used
            </Text>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button leftSection={<IconDownload size={18} />} onClick={() => void download('csv')}>
              Download CSV
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => void download('xlsx')}>
              Download Excel
            </Button>
          </SimpleGrid>
          <Button variant="subtle" onClick={onAnother}>
            Enrich another file
          </Button>
          <Text size="sm" c="dimmed">
            Keep these results and your free account:{' '}
            <Anchor component={Link} to={`/forgot-password?email=${encodeURIComponent(email)}`} underline="always">
              set a password
            </Anchor>{' '}
            and it becomes a full Leadpilot account, with everything kept.
          </Text>
          <Text size="sm" c="dimmed">
            Larger files, more credits and the whole product:{' '}
            <Anchor component={Link} to="/pricing" underline="always">
              see the plans
            </Anchor>
            .
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
