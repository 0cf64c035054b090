/** The demo template's mock layer (MSW) is the only service worker allowed to stay. */
export const mockServiceWorkerPath = '/mockServiceWorker.js';

/** Unregisters every service worker whose script is not the mock worker. */
export async function unregisterStaleServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        // A registration between workers (the mock worker mid-update) has none for a moment: leave it.
        const worker = registration.active ?? registration.waiting ?? registration.installing;
        return worker !== null && new URL(worker.scriptURL).pathname !== mockServiceWorkerPath;
      })
      .map((registration) => registration.unregister()),
  );
}
