import { Button, Center, Loader } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CenteredState } from '../../shared/ui/centered-state.tsx';
import { useMockWorker } from './use-mock-worker.ts';

/**
 * Renders `children` once the demo data's service worker runs: a centred loader until then, and a
 * way to try again (or leave) when this browser refuses the worker.
 */
export function MockWorkerGate({ children }: { children: ReactNode }) {
  const { status, retry } = useMockWorker();
  if (status === 'starting') {
    return (
      <Center h="100dvh">
        <Loader role="status" aria-label="Loading the demo data" />
      </Center>
    );
  }
  if (status === 'failed') {
    return (
      <main>
        <CenteredState
          icon={<IconPlugConnectedX size={36} />}
          color="red"
          title="The demo data could not start"
          description="The template answers from a service worker in this browser. It may be blocked here (a private window, or service workers turned off). Try again, or go back to Leadpilot."
          actionLabel="Back to Leadpilot"
        >
          <Button leftSection={<IconRefresh size={16} />} onClick={retry}>
            Try again
          </Button>
        </CenteredState>
      </main>
    );
  }
  return children;
}
