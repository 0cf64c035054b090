import { expect } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { signedInPages } from '../support/pages.ts';
import { headingDrawn, openRoute } from '../support/reused-tab.ts';

// A newly signed-up owner's pages (an organisation of its own, made through the API).
test.use({ organisation: 'fresh' });

test('on a phone the pages fit the screen and the navigation opens from the menu button', async ({ page }) => {
  test.slow();
  // One load, then the app's router from page to page, as a user moves through it.
  for (const path of signedInPages) {
    await openRoute(page, path);
    await headingDrawn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Team' })).not.toBeInViewport();
  await page.getByRole('button', { name: /navigation/i }).click();
  await expect(navigation.getByRole('link', { name: 'Team' })).toBeInViewport();
});

test('on a phone the campaign builder shows its five steps in one row and says which one is open', async ({ page }) => {
  await openRoute(page, '/campaigns/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await expect(page.getByText('Step 1 of 5: Audience')).toBeVisible();
  const steps = ['Audience', 'Steps', 'Schedule and limits', 'Senders', 'Review'].map((name) =>
    page.getByRole('button', { name, exact: true }),
  );
  const tops: number[] = [];
  for (const step of steps) {
    await expect(step).toBeInViewport();
    tops.push(Math.round((await step.boundingBox())?.y ?? -1));
  }
  expect(new Set(tops).size, 'the steps sit in one row').toBe(1);
  // The audience card starts on the first screen, under the steps.
  await expect(page.getByRole('heading', { name: 'Audience', level: 2 })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the people search lists each person as a card with the whole name and the reveal action', async ({
  page,
}) => {
  await openRoute(page, '/prospects');
  const results = page.getByRole('list', { name: 'Search results' });
  const cards = results.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  const first = cards.first();
  const name = first.getByRole('link').first();
  // The name is whole: not cut with an ellipsis.
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(first.getByRole('button', { name: /Reveal/ })).toBeInViewport();
  await first.getByRole('checkbox').check();
  await expect(page.getByRole('checkbox', { name: 'Select all people on this page' })).toHaveJSProperty(
    'indeterminate',
    true,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
