import { useEffect } from 'react';
import { loadMockLayer } from '../api/mock-layer.ts';

/** How long after the page's load the mock service worker starts when nobody has touched the page. */
const workerStartDelayMs = 10_000;
/** The first sign of a person at the page: the worker starts then, before any action can need it. */
const interactionEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

function startWorker(): Promise<void> {
  return import('../mocks/browser.ts').then(({ startMockWorker }) => startMockWorker());
}

/**
 * Runs `task` once: at the first interaction with the page, or when the browser is idle some seconds
 * after the page's load. Returns a cancel function.
 */
function afterFirstInteraction(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    for (const type of interactionEvents) window.removeEventListener(type, run, true);
    window.removeEventListener('load', wait);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
  function run() {
    cancel();
    task();
  }
  function wait() {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2_000 });
      else run();
    }, workerStartDelayMs);
  }
  for (const type of interactionEvents) window.addEventListener(type, run, { capture: true, passive: true });
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return cancel;
}

/**
 * The demo data for the template's pages. The mock layer (MSW's handlers and their store) starts
 * loading at once: the pages' RTK Query calls are answered from it in the page (`../api/mock-layer.ts`).
 * The mock service worker, which answers the page's other requests to the demo paths (a `fetch` of
 * its own), starts in the background at the first interaction (or some seconds after the load), so it
 * takes nothing from the first screen. Pages never wait for it, and a browser that refuses service
 * workers still shows every template page with its data.
 */
export function useMockLayer(): void {
  useEffect(() => {
    // A failed load is tried again by the first query that needs it (and shown there, with a retry);
    // the template's layout has started it already, the blank pages' layout starts it here.
    loadMockLayer().catch(() => undefined);
    // Service workers may be refused here (a private window, or turned off): the pages do not need it.
    return afterFirstInteraction(() => void startWorker().catch(() => undefined));
  }, []);
}
