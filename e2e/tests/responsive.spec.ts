import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts.ts';
import { signedInPages } from '../support/pages.ts';

test('on a phone the pages fit the screen and the navigation opens from the menu button', async ({ page }) => {
  test.slow();
  await signUp(page, newAccount());
  for (const path of signedInPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Team' })).not.toBeInViewport();
  await page.getByRole('button', { name: /navigation/i }).click();
  await expect(navigation.getByRole('link', { name: 'Team' })).toBeInViewport();
});
