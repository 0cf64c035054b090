import { expect } from '@playwright/test';
import { isMenuGroup, type MenuItem, templateMenu } from '../../apps/web/src/template/navigation/menu.ts';
import { test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations, startWatchingProblems } from '../support/page-checks.ts';
import { headingDrawn, visit, waitForContent } from '../support/reused-tab.ts';
import { routeProofs } from '../support/template-proofs/index.ts';

/**
 * Every route of the demo template at 1280 px, in the light and the dark skin: the page's own content
 * shows (not the not-found page), its proof holds (its heading's text and what shows that its mock data
 * arrived, `e2e/support/template-proofs/`), it does not scroll sideways, nothing fails (no uncaught
 * error, console error or failed request) and axe finds no serious or critical violation. One test per
 * route and skin, so a failure names its route.
 *
 * The routes: every link of the template's menu (read from the menu itself, so a new page is swept as
 * soon as it has its menu entry) and the routes the menu does not link (a record by its id, a
 * knowledge-base category and question, an email folder, a to-do filter). The routes are visited in
 * the worker's tab of each skin (`lookTab` in `e2e/support/fixtures.ts`), moving between them on the client.
 */

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => (isMenuGroup(item) ? menuPaths(item.children) : [item.path]));
}

/** Routes with a parameter or a sub-path, which the menu reaches only through their first record. */
const routesOutsideTheMenu = [
  '/apps/email/sent',
  '/apps/todo/completed',
  '/apps/invoice/preview/4987',
  '/apps/invoice/edit/4987',
  '/apps/ecommerce/product-detail/2',
  '/apps/user/view/2',
  '/pages/knowledge-base/sales-automation',
  '/pages/knowledge-base/sales-automation/how-does-the-autopilot-pick-leads',
  '/pages/blog/detail/1',
  '/pages/blog/edit/1',
];

const routes = [...new Set([...templateMenu.flatMap((section) => menuPaths(section.items)), ...routesOutsideTheMenu])];

// A proof for a route the sweep does not visit would never run.
const unswept = [...routeProofs.keys()].filter((path) => !routes.includes(path));
if (unswept.length > 0) throw new Error(`proofs for routes the sweep does not visit: ${unswept.join(', ')}`);

/** The one page whose content is a not-found message on purpose. */
const intendedNotFound = new Set(['/misc/error']);

const skins = ['light', 'dark'] as const;

for (const skin of skins) {
  test.describe(`${skin} skin`, () => {
    for (const route of routes) {
      test(`${route} (${skin})`, async ({ lookTab }, testInfo) => {
        const tab = await lookTab({ skin });
        const { page } = tab;
        const { problems, stop } = startWatchingProblems(page);
        try {
          await visit(tab, route);
          // Inside the template's layout the heading is in its main region; blank pages have their own.
          const main = page.locator('#template-content, main').first();
          const heading = main.getByRole('heading', { level: 1 }).first();
          // Generous: the first visit loads the route's chunks and starts the demo data's worker on a busy machine.
          await headingDrawn(page, { scope: '#template-content, main', timeout: 60_000 });
          await expect(heading, `${route} shows a page heading`).toBeVisible({ timeout: 60_000 });
          await waitForContent(page);
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);

          // The product's 404 (a route nobody built yet) and a record's "not found" both fail the route.
          await expect(page.getByText('We couldn’t find that page'), `${route} is not built yet`).toHaveCount(0);
          if (!intendedNotFound.has(route)) {
            await expect(heading, `${route} shows a not-found page`).not.toHaveText(/not found/i);
          }
          const text = ((await main.textContent()) ?? '').replace(/\s+/g, ' ').trim();
          expect(text.length, `${route} has content beyond its heading`).toBeGreaterThan(
            ((await heading.textContent()) ?? '').length + 40,
          );

          const proof = routeProofs.get(route);
          await proof?.shown?.(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);

          expect(await seriousViolations(page), `${route} accessibility in the ${skin} skin`).toEqual([]);
          await keepScreenshot(
            page,
            testInfo,
            `${route.slice(1).replaceAll('/', '-') || 'dashboard-ecommerce'}-1280-${skin}.png`,
          );
          if (proof?.used) {
            await proof.used(page);
            // Closes what the proof left open (a date picker's dropdown).
            await page.keyboard.press('Escape');
          }
          expect(problems, `${route} in the ${skin} skin`).toEqual([]);
        } finally {
          stop();
        }
      });
    }
  });
}
