import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';

/** Requests in flight on a page and when the last one started or ended. */
export interface NetworkTracker {
  /** Waits until no request has been in flight for `quietMilliseconds` (Playwright's `networkidle`, per visit). */
  settled(quietMilliseconds?: number): Promise<void>;
}

/**
 * Follows the page's requests. Playwright's `networkidle` load state is reached once per document, so
 * a tab that moves between routes on the client waits for the network through this instead.
 */
export function trackNetwork(page: Page): NetworkTracker {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMilliseconds = 500) {
      await expect
        .poll(() => (inFlight.size === 0 ? Date.now() - lastActivity : -1), {
          message: 'the network goes quiet',
          intervals: [100, 250],
        })
        .toBeGreaterThanOrEqual(quietMilliseconds);
    },
  };
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

/**
 * Opens `path` in the tab: a full load the first time; afterwards a client-side navigation through the
 * not-found page, so the previous route's page has left the document before the next one is awaited.
 */
export async function visit(tab: ReusedTab, path: string) {
  if (!tab.loaded) {
    await tab.page.goto(path);
    tab.loaded = true;
    return;
  }
  const notFound = tab.page.getByText('We couldn’t find that page');
  // The mouse leaves the page: a pointer left where an earlier test clicked would hover whatever the
  // next page draws there (a hovered table row changes its colours, and so what axe measures).
  await tab.page.mouse.move(-1, -1);
  await navigateInApp(tab.page, betweenVisits);
  await expect(notFound, 'the previous page has left').toBeVisible();
  await navigateInApp(tab.page, path);
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

/** Waits until the page has loaded its data: no skeleton, nothing busy or loading, the network quiet. */
export async function waitForContent(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await tabOf(page).network.settled();
}
