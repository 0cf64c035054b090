import type { EnrichmentFile, FreeProfile } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EnrichmentDownloads } from '../../../shared/enrichment/enrichment-downloads.tsx';
import { RunProgress } from '../../../shared/enrichment/run-progress.tsx';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';

const finished = new Set(['completed', 'failed', 'cancelled']);
const pollMs = 1500;

/**
 * Follows the run (the dashboard, every second and a half) until it ends, with the enrichment
 * screens' own progress and downloads; a run stopped for credits continues once some are bought.
 */
export function ResultStep({
  token,
  email,
  started,
  onProfile,
  onAnother,
  onBuy,
  onSessionEnded,
}: {
  token: string;
  /** The work email the account was proven with: setting its password keeps the account. */
  email: string;
  started: EnrichmentFile;
  onProfile: (profile: FreeProfile) => void;
  onAnother: () => void;
  /** Opens the page's credits panel. */
  onBuy: () => void;
  onSessionEnded: () => void;
}) {
  const [file, setFile] = useState(started);
  const [problem, setProblem] = useState<string | null>(null);
  const [resuming, setResuming] = useState(false);
  const done = finished.has(file.stage);
  // A run stopped by its credits (matching, or verifying addresses) continues where it stopped.
  const canResume =
    file.stage === 'failed' && (file.rowsDone < file.rowCount || file.stageReason.startsWith('Credits ran out'));

  const resume = async () => {
    setProblem(null);
    setResuming(true);
    try {
      const { data } = await freeEnrichmentApi.step(token, { action: 'confirm', id: file.id });
      setFile(data);
    } catch (error) {
      const message = problemOf(error);
      if (message === sessionEnded) onSessionEnded();
      else setProblem(message);
    } finally {
      setResuming(false);
    }
  };

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
      {file.stage === 'verifying' ? (
        <Alert color="violet" variant="light" title="Verifying emails">
          Every row is matched; the addresses found are being checked with their mail servers.
        </Alert>
      ) : null}
      <RunProgress file={file} />
      {problem ? (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      ) : null}
      {file.stage === 'failed' || file.stage === 'cancelled' ? (
        <Alert color="orange" variant="light" title={canResume ? 'Waiting for credits' : undefined}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {file.stageReason || 'The run stopped before every row was done.'}
              {canResume ? ' Buy credits, then continue the file: the rows done are kept and never charged again.' : ''}
            </Text>
            {canResume ? (
              <Group gap="xs">
                <Button size="compact-sm" leftSection={<IconShoppingCart size={14} aria-hidden />} onClick={onBuy}>
                  Buy credits
                </Button>
                <Button size="compact-sm" variant="default" loading={resuming} onClick={() => void resume()}>
                  Continue the file
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {done ? (
        <>
          <EnrichmentDownloads file={file} accessToken={token} />
          <Button variant="subtle" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
            Enrich another file
          </Button>
          <Text size="sm" c="dimmed">
            Keep these results and your free account:{' '}
            <Anchor component={Link} to={`/forgot-password?email=${encodeURIComponent(email)}`} underline="always">
              set a password
            </Anchor>{' '}
            and it becomes a full Leadpilot account, with everything kept.
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
