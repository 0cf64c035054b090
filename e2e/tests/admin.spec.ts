import { expect } from '@playwright/test';
import { newAccount, signIn } from '../support/accounts.ts';
import { signUpByApi } from '../support/api.ts';
import { superAdmin } from '../support/e2e-server.ts';
import { test as signedInTest, publicTest as test } from '../support/fixtures.ts';

test('the super-admin finds every organisation in the super-admin area', async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  await signIn(page, superAdmin.email, superAdmin.password);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'All organisations' })
    .click();
  await expect(page).toHaveURL(/\/admin\/organisations$/);
  await page.getByRole('searchbox', { name: 'Search organisations' }).fill(account.organisationName);
  const row = page.getByRole('row').filter({ hasText: account.organisationName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.email);
  await expect(page.getByRole('row')).toHaveCount(2);
});

signedInTest.use({ organisation: 'fresh' });

signedInTest('an organisation owner is refused the super-admin area', async ({ page }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All organisations' }),
  ).toHaveCount(0);
  await page.goto('/admin/organisations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You don’t have access to this page');
});
