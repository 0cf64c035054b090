import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts.ts';
import { signedInPages } from '../support/pages.ts';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('sign-in and sign-up pages have no serious accessibility problems', async ({ page }) => {
  for (const path of ['/login', '/register', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the signed-in pages have no serious accessibility problems', async ({ page }) => {
  await signUp(page, newAccount());
  for (const path of signedInPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
