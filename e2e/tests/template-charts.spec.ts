import { expect, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { headingDrawn, visit, waitForContent } from '../support/reused-tab.ts';

const families = [
  {
    path: '/charts/apex',
    heading: 'ApexCharts',
    cards: ['Candlestick: share price', 'Heatmap: emails opened by time'],
  },
  {
    path: '/charts/chartjs',
    heading: 'Chart.js',
    cards: ['Polar area: quarterly goals', 'Bubble: accounts by seats and usage'],
  },
  {
    path: '/charts/recharts',
    heading: 'Recharts',
    cards: ['Radial bar: quarterly goals', 'Bubble: accounts by seats and usage'],
  },
] as const;

const looks = [
  { name: 'light at 1280 px', width: 1280, scheme: 'light', isScreenshot: true },
  { name: 'dark at 1280 px', width: 1280, scheme: 'dark', isScreenshot: false },
  { name: 'dark on a 375 px phone', width: 375, scheme: 'dark', isScreenshot: true },
] as const;

/**
 * For each chart card of the page: its title and the area in pixels of the largest svg or canvas it holds
 * (legend swatches are small svgs too: the chart is the largest).
 */
function chartAreas(page: Page) {
  return page.locator('main section[aria-labelledby]').evaluateAll((cards) =>
    cards.map((card) => {
      const areas = [...card.querySelectorAll('svg, canvas')].map((picture) => {
        const box = picture.getBoundingClientRect();
        return box.width * box.height;
      });
      return { title: card.querySelector('h2')?.textContent ?? '', area: Math.max(0, ...areas) };
    }),
  );
}

// Charts draw at once (no animation: the worker's tabs reduce motion), so screenshots and checks see them finished.
for (const look of looks) {
  test(`the three chart pages draw every chart, ${look.name}, without errors${look.width < 1280 ? ' or serious accessibility problems' : ''}`, async ({
    lookTab,
  }, testInfo) => {
    test.slow();
    const tab = await lookTab({ skin: look.scheme, phone: look.width < 1280 });
    const { page } = tab;
    const problems = await problemsDuring(tab, async () => {
      for (const family of families) {
        await visit(tab, family.path);
        await headingDrawn(page);
        await expect(page.getByRole('heading', { level: 1, name: family.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', look.scheme);
        for (const name of family.cards) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
        // Every card holds a drawn chart of real size, not a collapsed box.
        await expect
          .poll(async () => (await chartAreas(page)).filter((card) => card.area < 10_000).map((card) => card.title))
          .toEqual([]);
        expect((await chartAreas(page)).length, `${family.path} cards`).toBeGreaterThanOrEqual(10);
        await waitForContent(page);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${family.path} scrolls sideways`).toBeLessThanOrEqual(0);
        // At 1280 px the route sweep (template-routes.spec.ts) scans these pages in both skins.
        if (look.width < 1280) {
          expect(await seriousViolations(page), `${family.path} accessibility (${look.name})`).toEqual([]);
        }
        if (look.isScreenshot) {
          const name = `${family.path.replace(/^\//, '').replace('/', '-')}-${look.width}-${look.scheme}.png`;
          await keepScreenshot(page, testInfo, name);
        }
      }
    });
    expect(problems).toEqual([]);
  });
}
