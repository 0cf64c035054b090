import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { askMockLayer } from '../support/mock-layer.ts';

// How the analytics dashboard loads (docs/demo-template/quality.md, "Loading"): its data is answered in
// the page by the mock layer, without waiting for the mock service worker, and its charts draw when
// scrolled to.

function card(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The script of the page's mock service worker registration, or null while none is registered. */
function workerScript(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
    return worker ? new URL(worker.scriptURL).pathname : null;
  });
}

async function expectAnalyticsData(page: Page) {
  await expect(page.getByRole('region', { name: /^Congratulations/ })).toBeVisible();
  await expect(card(page, 'Subscribers gained').getByTestId('subscribers-value')).toHaveText(/\d/);
  await expect(card(page, 'Orders received').getByTestId('orders-value')).toHaveText(/\d/);
  await expect(card(page, 'Average sessions').getByTestId('avg-sessions-value')).toHaveText(/\d/);
  await expect(card(page, 'Support tracker').getByText('New tickets')).toBeVisible();
  await expect(card(page, 'Timeline').locator('.mantine-Timeline-item').first()).toBeVisible();
}

test.use({ reducedMotion: 'reduce' });

test('the dashboard’s data is there before the mock service worker, which starts at the first interaction', async ({
  page,
}) => {
  await page.goto('/dashboard/analytics');
  await expectAnalyticsData(page);
  // Nobody has touched the page: the data came from the mock layer in the page, no worker was started.
  expect(await workerScript(page)).toBeNull();

  // The first sign of a person starts the worker, which answers the page's own requests to the demo
  // paths from the same handlers and data.
  await page.mouse.move(200, 200);
  await expect.poll(() => workerScript(page)).toBe('/mockServiceWorker.js');
  const answer = await askMockLayer<object>(page, '/card/card-statistics/orders');
  expect(Object.keys(answer)).toEqual(expect.arrayContaining(['title', 'series', 'analyticsData']));
});

test('a browser that refuses the mock service worker still shows the dashboard with its data', async ({ page }) => {
  await page.route('**/mockServiceWorker.js', (route) => route.abort());
  await page.goto('/dashboard/analytics');
  await page.mouse.move(200, 200);
  await expectAnalyticsData(page);
  await expect(page.getByText('The demo data could not start')).toHaveCount(0);
  expect(await workerScript(page)).toBeNull();
});

test('on a phone the charts below the fold draw when scrolled to, in a box that keeps its size', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/analytics');
  await expectAnalyticsData(page);
  // The first screen's chart is drawn.
  await expect(card(page, 'Subscribers gained').locator('.apexcharts-canvas')).toHaveCount(1);
  // Far below the fold, the sales chart waits in a box of its height, with no loading skeleton.
  const sales = card(page, 'Sales');
  await expect(sales.getByRole('figure', { name: 'Sales by month' })).toBeAttached();
  await expect(sales.locator('[data-chart-waiting]')).toHaveCount(1);
  await expect(sales.locator('.apexcharts-canvas')).toHaveCount(0);
  await expect(sales.locator('.mantine-Skeleton-root')).toHaveCount(0);
  const before = await sales.boundingBox();

  await sales.scrollIntoViewIfNeeded();
  await expect(sales.locator('.apexcharts-canvas')).toHaveCount(1);
  await expect(sales.locator('[data-chart-waiting]')).toHaveCount(0);
  const after = await sales.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
});
