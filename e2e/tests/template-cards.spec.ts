import { expect, type Locator, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/page-checks.ts';
import { headingDrawn, openRoute, type ReusedTab, visit, waitForContent } from '../support/reused-tab.ts';

function card(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

const statisticsWithIcon = ['sales', 'revenue', 'subscribers', 'orders', 'site-traffic', 'active-users', 'newsletter'];

/** Each card page: its path, its heading, and what must show once its data has loaded. */
const cardPages: { path: string; heading: string; expectContent: (page: Page) => Promise<void> }[] = [
  {
    path: '/card/card-basic',
    heading: 'Basic cards',
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Mountain retreat' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Folders' })).toBeVisible();
      await page.getByRole('tab', { name: 'Activity' }).click();
      await expect(page.getByText('four tasks closed')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Danger card' })).toBeVisible();
    },
  },
  {
    path: '/card/card-advance',
    heading: 'Advance cards',
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Zoe Harper' })).toBeVisible();
      expect(await card(page, 'Employee tasks').getByRole('listitem').count()).toBeGreaterThan(1);
      expect(await card(page, 'Timeline').locator('.mantine-Timeline-item').count()).toBeGreaterThan(0);
      await expect(card(page, 'Transactions').getByRole('listitem').first()).toBeVisible();
      await expect(card(page, 'Browser states').getByText('Google Chrome')).toBeVisible();
      await expect(card(page, 'Payment').getByRole('textbox', { name: 'Card number' })).toBeVisible();
    },
  },
  {
    path: '/card/card-statistics',
    heading: 'Statistics cards',
    expectContent: async (page) => {
      for (const name of statisticsWithIcon) await expect(page.getByTestId(`${name}-value`)).toHaveText(/\d/);
      await expect(card(page, 'Orders').getByRole('heading')).toHaveText(/\d/);
      await expect(card(page, 'Profit').getByRole('heading')).toHaveText(/\d/);
      await expect(page.locator('.apexcharts-canvas')).toHaveCount(9);
    },
  },
  {
    path: '/card/card-analytics',
    heading: 'Analytics cards',
    expectContent: async (page) => {
      await expect(card(page, 'Support tracker').getByText('New tickets')).toBeVisible();
      await expect(card(page, 'Average sessions').getByTestId('avg-sessions-value')).toHaveText(/\d/);
      await expect(card(page, 'Revenue report').getByTestId('revenue-report-price')).toHaveText(/^\$\d/);
      await expect(card(page, 'Goal overview').getByText('In progress')).toBeVisible();
      await expect(card(page, 'Revenue').getByText('This month', { exact: true })).toBeVisible();
      for (const status of ['finished', 'pending', 'rejected']) {
        await expect(card(page, 'Product orders').getByTestId(`product-orders-${status}`)).toHaveText(/^\d[\d,]*$/);
      }
      await expect(card(page, 'Sessions by device').getByRole('listitem')).toHaveCount(3);
      await expect(card(page, 'Sessions by device').getByText('Desktop')).toBeVisible();
      expect(await card(page, 'Customers').getByRole('listitem').count()).toBeGreaterThan(0);
      await expect(page.locator('.apexcharts-canvas')).toHaveCount(9);
    },
  },
  {
    path: '/card/card-actions',
    heading: 'Card actions',
    expectContent: async (page) => {
      await expect(card(page, 'Refresh content').getByTestId('site-traffic-updated')).toHaveText(/^Updated at/);
      await expect(card(page, 'All actions').getByRole('button', { name: 'Remove All actions' })).toBeVisible();
    },
  },
];

// Charts draw at once (no animation), so screenshots and checks see them finished (the worker's tabs
// reduce motion too).
test.use({ reducedMotion: 'reduce' });

async function openCardPage(tab: ReusedTab, cardPage: (typeof cardPages)[number]) {
  await visit(tab, cardPage.path);
  await headingDrawn(tab.page);
  await expect(tab.page.getByRole('heading', { level: 1, name: cardPage.heading })).toBeVisible();
  await waitForContent(tab.page);
  await cardPage.expectContent(tab.page);
}

// Accessibility at 1280 px in both skins: the template's route sweep (template-routes.spec.ts) scans every route.
test('the five card pages show their data without errors, light and dark', async ({ lookTab }, testInfo) => {
  test.slow();
  for (const skin of ['light', 'dark'] as const) {
    const tab = await lookTab({ skin });
    const problems = await problemsDuring(tab, async () => {
      for (const cardPage of cardPages) {
        await openCardPage(tab, cardPage);
        await expect(tab.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        await keepScreenshot(tab.page, testInfo, `${cardPage.path.split('/').pop()}-1280-${skin}.png`);
      }
    });
    expect(problems, `${skin} skin`).toEqual([]);
  }
});

test('the card pages fit a phone screen', async ({ lookTab }, testInfo) => {
  test.slow();
  for (const skin of ['light', 'dark'] as const) {
    const tab = await lookTab({ skin, phone: true });
    const problems = await problemsDuring(tab, async () => {
      for (const cardPage of cardPages) {
        await openCardPage(tab, cardPage);
        await expect(tab.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${cardPage.path} is wider than the screen`).toBeLessThanOrEqual(0);
        await keepScreenshot(tab.page, testInfo, `${cardPage.path.split('/').pop()}-375-${skin}.png`);
      }
    });
    expect(problems, `${skin} skin`).toEqual([]);
  }
});

test('an action card collapses, refreshes under an overlay and is removed and restored, by keyboard', async ({
  page,
}) => {
  await openRoute(page, '/card/card-actions');
  await waitForContent(page);
  const allActions = card(page, 'All actions');
  const updated = allActions.getByTestId('active-users-updated');
  await expect(updated).toHaveText(/^Updated at/);

  const collapse = allActions.getByRole('button', { name: 'Collapse All actions' });
  await collapse.focus();
  await page.keyboard.press('Enter');
  const expand = allActions.getByRole('button', { name: 'Expand All actions' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(updated).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(allActions.getByRole('button', { name: 'Collapse All actions' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(updated).toBeVisible();

  const before = await updated.textContent();
  // The card is busy for about a second, which a loaded machine can spend between two looks: a
  // record in the page keeps every state the card went through, so the test reads what happened.
  await allActions.evaluate((section) => {
    const seen: { busy: string | null; overlay: boolean }[] = [];
    (window as unknown as { refreshStates: typeof seen }).refreshStates = seen;
    const note = () =>
      seen.push({
        busy: section.getAttribute('aria-busy'),
        overlay: section.querySelector('.mantine-LoadingOverlay-root') !== null,
      });
    new MutationObserver(note).observe(section, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      childList: true,
      subtree: true,
    });
  });
  await allActions.getByRole('button', { name: 'Refresh All actions' }).focus();
  await page.keyboard.press('Enter');
  const overlay = allActions.locator('.mantine-LoadingOverlay-root');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as { refreshStates: { busy: string | null; overlay: boolean }[] }).refreshStates.some(
            (state) => state.busy === 'true' && state.overlay,
          ),
        ),
      { message: 'the card was busy under its overlay' },
    )
    .toBe(true);
  await expect(allActions).not.toHaveAttribute('aria-busy', 'true');
  await expect(overlay).toBeHidden();
  await expect(updated).not.toHaveText(before ?? '');

  await allActions.getByRole('button', { name: 'Remove All actions' }).focus();
  await page.keyboard.press('Enter');
  await expect(allActions).toHaveCount(0);
  const restore = page.getByRole('button', { name: 'Restore it' });
  await expect(restore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, 'All actions')).toBeVisible();
  await expect(restore).toHaveCount(0);
});
