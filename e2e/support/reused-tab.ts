import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';

/** Requests in flight on a page. */
export interface NetworkTracker {
  /**
   * Waits until the page has nothing in flight and, after drawing two frames and going idle, has
   * asked for nothing more: every request answered, and the answers handled without a new one.
   * (Playwright's `networkidle` waits for half a second without a request instead, once per document.)
   */
  settled(timeout?: number): Promise<void>;
}

/**
 * Follows the page's requests (from before its first navigation, to miss none). A tab that moves
 * between routes on the client waits for the network through this.
 */
export function trackNetwork(page: Page): NetworkTracker {
  const inFlight = new Set<Request>();
  let activity = 0;
  let wake: (() => void) | undefined;
  const changed = () => {
    activity += 1;
    wake?.();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changed();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  /** Resolves at the next request's start or end, or at the deadline. */
  const nextChange = (deadline: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });
  return {
    async settled(timeout = 30_000) {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        if (inFlight.size > 0) {
          await nextChange(deadline);
          continue;
        }
        const seen = activity;
        // Two frames (React commits, effects run, lazy images are laid out), then an idle moment:
        // a request the answers lead to has started by then.
        const idle = await page
          .evaluate(
            () =>
              new Promise<boolean>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => requestIdleCallback(() => resolve(true), { timeout: 1_000 })),
                ),
              ),
          )
          .catch(() => false); // the document was replaced meanwhile: look again at the new one
        if (idle && activity === seen && inFlight.size === 0) return;
      }
      const pending = [...inFlight].map((request) => request.url());
      throw new Error(`the network goes quiet: still in flight after ${timeout} ms: ${pending.join(', ')}`);
    },
  };
}

/**
 * Waits in the page, looking once a frame, until `ready` holds; gives up quietly after `timeout`.
 * A locator's assertion retries at 0, 20, 50, 100, 100, then every 500 ms, so a state reached
 * between two looks costs up to half a second: this sees it at once. Use it before the exact
 * assertion (which then passes at its first look), with a `ready` that the assertion's state
 * implies, so it never waits past that state.
 */
export async function frameByFrame(page: Page, ready: (arg: string) => boolean, arg = '', timeout = 30_000) {
  await page.waitForFunction(ready, arg, { polling: 'raf', timeout }).catch((error: Error) => {
    // Not a failure: the exact assertion that follows decides. A `ready` that its state does not imply
    // costs this whole timeout every time, though, which this line makes visible.
    if (!page.isClosed()) console.warn(`frameByFrame: ${ready.name} did not hold: ${error.message.split('\n')[0]}`);
  });
}

/** Whether the document's text (whitespace collapsed, any case) contains `text`: `getByText`'s match, page-wide. */
function documentHasText(text: string) {
  const all = (document.body?.textContent ?? '').replace(/\s+/g, ' ').toLowerCase();
  return all.includes(text.replace(/\s+/g, ' ').toLowerCase());
}

/** Whether the document's text no longer contains `text` (see `documentHasText`). */
function documentLacksText(text: string) {
  const all = (document.body?.textContent ?? '').replace(/\s+/g, ' ').toLowerCase();
  return !all.includes(text.replace(/\s+/g, ' ').toLowerCase());
}

/**
 * Whether the page shows no loading state: no skeleton, nothing busy, and no live status labelled as
 * loading (a status takes its name from its label, not its text; one named through other elements is
 * left to the exact check).
 */
function nothingLoading() {
  if (document.querySelector('.mantine-Skeleton-root, [aria-busy="true"]')) return false;
  return ![...document.querySelectorAll('[role="status"][aria-label], [role="status"][title]')].some((status) => {
    if (status.closest('[aria-hidden="true"]') || !status.checkVisibility()) return false;
    if (status.hasAttribute('aria-labelledby')) return false;
    const name = status.getAttribute('aria-label') || status.getAttribute('title') || '';
    return /^Loading/.test(name.replace(/\s+/g, ' ').trim());
  });
}

/** Whether a level-1 heading is drawn (a box of some size) inside an element `scope` selects. */
function headingDrawnIn(scope: string) {
  return [...document.querySelectorAll(scope)].some((root) =>
    [...root.querySelectorAll('h1, [aria-level="1"]')].some((heading) => {
      const box = heading.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    }),
  );
}

/**
 * Waits frame by frame until a level-1 heading is drawn inside `scope` (a CSS selector; by default
 * the whole page), for a `getByRole('heading', { level: 1 })` assertion to follow.
 */
export function headingDrawn(page: Page, { scope = 'body', timeout = 30_000 } = {}) {
  return frameByFrame(page, headingDrawnIn, scope, timeout);
}

/**
 * Moves a loaded single-page app to `path` the way its own links do (history push, then the router
 * reads the new location), without reloading the document.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const previous = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 };
    window.history.pushState(state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

/** A worker's tab, kept between its tests: its context, page and network tracker. */
export interface ReusedTab {
  context: BrowserContext;
  page: Page;
  network: NetworkTracker;
  /** Whether the app has loaded in it (the first visit loads the document, later ones navigate on the client). */
  loaded: boolean;
}

/** A path no route answers: the product's not-found page, shown between two visits. */
const betweenVisits = '/e2e-between-visits';
const notFoundText = 'We couldn’t find that page';

/**
 * Opens `path` in the tab: a full load the first time; afterwards a client-side navigation through the
 * not-found page, so the previous route's page has left the document before the next one is awaited.
 */
export async function visit(tab: ReusedTab, path: string) {
  const { page } = tab;
  if (!tab.loaded) {
    await page.goto(path);
    tab.loaded = true;
    return;
  }
  const notFound = page.getByText(notFoundText);
  // The mouse leaves the page: a pointer left where an earlier test clicked would hover whatever the
  // next page draws there (a hovered table row changes its colours, and so what axe measures).
  await page.mouse.move(-1, -1);
  await navigateInApp(page, betweenVisits);
  await frameByFrame(page, documentHasText, notFoundText);
  await expect(notFound, 'the previous page has left').toBeVisible();
  await navigateInApp(page, path);
  await frameByFrame(page, documentLacksText, notFoundText);
  await expect(notFound).toHaveCount(0);
}

const testTabs = new WeakMap<Page, ReusedTab>();

/** A test's own page as a tab: loaded on its first route, then moved between routes on the client. */
export function tabOf(page: Page): ReusedTab {
  let tab = testTabs.get(page);
  if (!tab) {
    tab = { context: page.context(), page, network: trackNetwork(page), loaded: false };
    testTabs.set(page, tab);
  }
  return tab;
}

/**
 * Opens `path` in the test's page the way a user moves through the app: one full load, then the
 * router. A page loop pays the app's start-up (its chunks, the demo data) once instead of per page.
 */
export function openRoute(page: Page, path: string) {
  return visit(tabOf(page), path);
}

/** Waits until the page has loaded its data: no skeleton, nothing busy or loading, the network settled. */
export async function waitForContent(page: Page) {
  await frameByFrame(page, nothingLoading);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await tabOf(page).network.settled();
}

/** Waits until the page's requests are all answered and it asks for nothing more (`NetworkTracker.settled`). */
export function networkSettled(page: Page) {
  return tabOf(page).network.settled();
}
