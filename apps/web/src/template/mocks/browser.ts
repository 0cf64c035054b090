let started: Promise<void> | null = null;

/**
 * Starts the service worker that answers the demo template's calls (once; later calls share the
 * first start). MSW, the handlers and the fake data load here, lazily, so they stay out of the
 * product's bundle. Requests no handler knows (the product's /api/v1 calls, assets) go to the network.
 */
export function startMockWorker(): Promise<void> {
  started ??= startWorker().catch((error: unknown) => {
    started = null; // let a later attempt retry
    throw error;
  });
  return started;
}

/**
 * A known race of MSW's worker, not an error of the page: on a reload the closing page tells the worker it
 * left, the worker unregisters itself (no client left), and the new page's start updates a registration
 * that is going away; the browser rejects that update ("Failed to update a ServiceWorker … Not found") in
 * MSW's code, where nothing catches it. The new registration works; the rejection alone is dropped.
 */
function ignoreWorkerUpdateRace(event: PromiseRejectionEvent) {
  const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
  if (message.startsWith('Failed to update a ServiceWorker') && message.includes('mockServiceWorker.js')) {
    event.preventDefault();
  }
}

async function startWorker(): Promise<void> {
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateRace);
  const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('./handlers.ts')]);
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
