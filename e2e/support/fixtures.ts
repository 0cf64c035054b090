import { newAccount } from './accounts.ts';
import { startWatchingProblems } from './page-checks.ts';
import { type ReusedTab, tabOf } from './reused-tab.ts';
import { signedInContext, test as signedInTest, signInThroughApi, signUpThroughApi } from './signed-in.ts';

export type Skin = 'light' | 'dark';

/** How a tab shows the template: its skin, and a desktop (1280 × 800) or a phone (375 × 800) viewport. */
export interface Look {
  skin: Skin;
  phone?: boolean;
}

/** The worker's signed-in tab of a look: loaded on its first route, then moved between routes on the client. */
export type LookTab = (look: Look) => Promise<ReusedTab>;

const phoneViewport = { width: 375, height: 800 };

/**
 * The suite's test objects. Every spec imports its `test` from here, so every test has the same
 * worker fixtures and any worker can run any spec: Playwright starts a new worker (a browser and a
 * signed-up account) whenever the next test's worker fixtures differ from the last one's.
 *
 * - `test`: a `page` signed in as the worker's account (`signed-in.ts`), and the worker's shared tabs.
 * - `publicTest`: a `page` with no session, for the public pages and the tests that sign up or sign in
 *   through the browser's forms.
 *
 * Read-only page walks (the template's route sweep, the areas' page loops, the product's
 * accessibility pages) share one signed-in tab per look and worker, across spec files: a page costs
 * its own render and checks, not a whole app load (the app's start-up, the template's shell and its
 * demo data are most of a first visit's time). Each look has its own browser context (its own session
 * and storage: Mantine follows another tab's colour scheme through the storage event). A test that
 * fails closes the tabs it used, so the next test starts from a fresh load. Tests that change the demo
 * data or the shell (the customizer, a dialog left open) keep their own page.
 */
export const test = signedInTest.extend<
  { lookTab: LookTab; newOwnerTab: ReusedTab },
  { lookTabs: Map<string, ReusedTab>; newOwnerTabs: { tab?: ReusedTab } }
>({
  // The test's page follows its requests from the start, for `waitForContent` and `networkSettled`.
  page: async ({ page }, use) => {
    tabOf(page);
    await use(page);
  },
  lookTabs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const tabs = new Map<string, ReusedTab>();
      await use(tabs);
      for (const tab of tabs.values()) await tab.context.close();
    },
    { scope: 'worker' },
  ],
  lookTab: async ({ browser, lookTabs, workerAccount }, use, testInfo) => {
    const used = new Set<string>();
    await use(async ({ skin, phone = false }) => {
      const key = `${skin}${phone ? '-phone' : ''}`;
      used.add(key);
      const existing = lookTabs.get(key);
      if (existing) return existing;
      const { baseURL, viewport } = testInfo.project.use;
      const session = await signInThroughApi(baseURL ?? '', workerAccount);
      const context = await signedInContext(browser, { baseURL, viewport: phone ? phoneViewport : viewport }, session, {
        reducedMotion: 'reduce',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      // The customizer's storage, read when the page loads; the dark skin is Mantine's colour scheme.
      await context.addInitScript((chosen) => {
        const key = 'leadpilot-template-layout';
        let stored: Record<string, unknown> = {};
        try {
          stored = JSON.parse(localStorage.getItem(key) ?? '{}');
        } catch {
          stored = {};
        }
        localStorage.setItem(key, JSON.stringify({ ...stored, skin: chosen }));
        localStorage.setItem('leadpilot-color-scheme', chosen);
      }, skin);
      const tab = tabOf(await context.newPage());
      lookTabs.set(key, tab);
      return tab;
    });
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const key of used) {
      const tab = lookTabs.get(key);
      if (!tab) continue;
      await tab.page.screenshot({ path: testInfo.outputPath(`failure-${key}.png`), fullPage: true }).catch(() => {});
      lookTabs.delete(key);
      await tab.context.close();
    }
  },
  newOwnerTabs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const held: { tab?: ReusedTab } = {};
      await use(held);
      await held.tab?.context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * The worker's tab signed in as the owner of a newly signed-up organisation of its own (made through
   * the API at first use): the product as a new customer sees it, for read-only walks.
   */
  newOwnerTab: async ({ browser, newOwnerTabs }, use, testInfo) => {
    if (!newOwnerTabs.tab) {
      const { baseURL, viewport } = testInfo.project.use;
      const session = await signUpThroughApi(baseURL ?? '', newAccount('Owner'));
      const context = await signedInContext(browser, { baseURL, viewport }, session);
      newOwnerTabs.tab = tabOf(await context.newPage());
    }
    await use(newOwnerTabs.tab);
    if (testInfo.status === testInfo.expectedStatus) return;
    await newOwnerTabs.tab.context.close();
    newOwnerTabs.tab = undefined;
  },
});

/**
 * The problems (console and page errors, failed requests, 4xx/5xx answers) a shared tab shows while
 * `walk` runs. Left out: a known race outside the pages, where the app's start-up unregisters a
 * mock-worker registration caught between two workers and that worker's own update then rejects.
 */
export async function problemsDuring(tab: ReusedTab, walk: () => Promise<void>): Promise<string[]> {
  const { problems, stop } = startWatchingProblems(tab.page);
  try {
    await walk();
  } finally {
    stop();
  }
  return problems.filter((problem) => !problem.startsWith('page error: Failed to update a ServiceWorker'));
}

/** Tests whose `page` starts with no session (the same worker fixtures as `test`). */
export const publicTest = test.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  storageState: async ({}, use) => {
    await use(undefined);
  },
});

export { expect } from '@playwright/test';
