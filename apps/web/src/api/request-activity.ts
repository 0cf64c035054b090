import { useSyncExternalStore } from 'react';

/** How many requests are running, for the global loading indicator. */
let runningRequests = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function beginRequest() {
  runningRequests += 1;
  emit();
}

export function endRequest() {
  runningRequests = Math.max(0, runningRequests - 1);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while any (non-quiet) request runs. */
export function useIsRequestRunning(): boolean {
  // No request runs in the server's render of a public page (entry-server.tsx), nor at hydration.
  return useSyncExternalStore(
    subscribe,
    () => runningRequests > 0,
    () => false,
  );
}
