import type { Page } from '@playwright/test';

/**
 * Asks the demo template's mock layer for a demo path with the page's own `fetch`, which its service
 * worker answers from the same handlers and data as the page's RTK Query calls. The worker starts at
 * the page's first interaction and takes the page over a moment after: until it does, the server
 * answers (a JSON 404), and the call is made again.
 */
export function askMockLayer<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (demoPath) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const reply = await fetch(demoPath);
      if (reply.ok && reply.headers.get('content-type')?.includes('application/json')) return await reply.json();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The mock layer did not answer ${demoPath}: is its service worker running?`);
  }, path) as Promise<T>;
}
