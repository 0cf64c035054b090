import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPages } from '../support/pages.ts';
import { test as signedInTest } from '../support/signed-in.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of ['/login', '/register', '/pricing']) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Each signed-in page as a newly signed-up owner sees it (an organisation of its own, made through the API).
signedInTest.use({ organisation: 'fresh' });

for (const path of signedInPages) {
  signedInTest(`${path} has no serious accessibility problems when signed in`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

signedInTest(
  'a person’s 360 view has no serious accessibility problems once every card has loaded',
  async ({ page }) => {
    await page.goto('/prospects');
    await page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Personality profile' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Company news' }).getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  },
);
