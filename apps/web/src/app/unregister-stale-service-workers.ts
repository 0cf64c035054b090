/** The demo template's future mock layer (MSW) is the only service worker allowed to stay. */
export const mockServiceWorkerPath = '/mockServiceWorker.js';

/** Unregisters every service worker whose script is not the mock worker. */
export async function unregisterStaleServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const worker = registration.active ?? registration.waiting ?? registration.installing;
        return !worker || new URL(worker.scriptURL).pathname !== mockServiceWorkerPath;
      })
      .map((registration) => registration.unregister()),
  );
}
