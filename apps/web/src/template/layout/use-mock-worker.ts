import { useCallback, useEffect, useState } from 'react';

export type MockWorkerStatus = 'starting' | 'ready' | 'failed';

// The mock layer loads with the template only; `startMockWorker` starts it once for every later visit.
function startWorker(): Promise<void> {
  return import('../mocks/browser.ts').then(({ startMockWorker }) => startMockWorker());
}

/** Starts the demo data's service worker; template pages render only once it answers. */
export function useMockWorker(): { status: MockWorkerStatus; retry: () => void } {
  const [status, setStatus] = useState<MockWorkerStatus>('starting');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the worker on retry
  useEffect(() => {
    let isCurrent = true;
    setStatus('starting');
    startWorker().then(
      () => isCurrent && setStatus('ready'),
      () => isCurrent && setStatus('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, retry };
}
