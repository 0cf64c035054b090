import { expect, test } from '@playwright/test';
import { newAccount, signIn, signOut, signUp } from '../support/accounts.ts';
import { inviteByApi, signUpByApi } from '../support/api.ts';
import { test as signedInTest } from '../support/signed-in.ts';

test('a session whose tokens cannot be refreshed sends the browser to /login and clears the session', async ({
  page,
}) => {
  await signUp(page, newAccount());
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.or.forged');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
  await page.goto('/settings/organisation');
  await expect(page).toHaveURL(/\/login/);
  const stored = await page.evaluate(() =>
    ['userData', 'accessToken', 'refreshToken'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null]);
});

test('a 422 shows its message as a toast for about two seconds', async ({ page, request }) => {
  const owner = await signUpByApi(request, newAccount());
  const teammate = newAccount('Teammate');
  const link = await inviteByApi(request, owner, teammate);
  const token = new URL(link).searchParams.get('token');
  const accepted = await request.post('/api/v1/callback/user-validate', {
    data: { token, password: teammate.password },
  });
  expect(accepted.status()).toBe(200);

  // The link has been used: the server refuses it with 422 and the web shows the message.
  const refusal = page.waitForResponse((response) => response.url().includes('/api/v1/callback/user-validate'));
  await page.goto(new URL(link).pathname + new URL(link).search);
  const response = await refusal;
  expect(response.status()).toBe(422);
  const shownAt = Date.now();
  const toast = page.locator('[data-toast="error"]').filter({ hasText: 'already been accepted' });
  await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - shownAt)));
  await expect(toast).toBeVisible({ timeout: 250 });
  await expect(toast).toBeHidden({ timeout: Math.max(0, 3500 - (Date.now() - shownAt)) });
});

signedInTest.use({ organisation: 'fresh' });

signedInTest('a successful PUT shows its message as a success toast', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organisation' }).click();
  const name = page.getByLabel('Organisation name');
  await name.fill('Renamed Industries');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/organisation') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  const shownAt = Date.now();
  const toast = page.locator('[data-toast="success"]').filter({ hasText: 'Organisation settings saved.' });
  await expect(toast).toBeVisible({ timeout: 1000 });
  await expect(toast).toBeHidden({ timeout: Math.max(0, 3500 - (Date.now() - shownAt)) });
  await page.reload();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Renamed Industries');
});

test('the sign-in form checks its fields with the contract’s messages before it sends anything', async ({ page }) => {
  const loginRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/login')) loginRequests.push(request.url());
  });
  await page.goto('/login');
  const email = page.getByLabel('Work email');
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your password')).toBeVisible();
  expect(loginRequests).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in and out in one tab carries over to another tab of the same browser', async ({ page, context }) => {
  const account = newAccount();
  await signUp(page, account);
  await signOut(page);

  const other = await context.newPage();
  await other.goto('/login');
  await signIn(page, account.email, account.password);
  // The other tab follows the stored session: its sign-in page moves on to the product.
  await expect(other).toHaveURL(/\/home$/);

  await signOut(page);
  await expect(other).toHaveURL(/\/login/);
});
