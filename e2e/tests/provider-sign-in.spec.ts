import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signOut } from '../support/accounts.ts';
import { oidcLoopback } from '../support/e2e-server.ts';
import { publicTest as test } from '../support/fixtures.ts';

// The loopback providers sign in whoever was set last, so these tests take turns.
test.describe.configure({ mode: 'serial' });

async function nextProviderUser(request: APIRequestContext, providerUrl: string, user: Record<string, unknown>) {
  const response = await request.post(`${providerUrl}/__control/next-user`, { data: user });
  expect(response.status()).toBe(200);
}

function storedUserData(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as Record<string, unknown> | null);
}

test('signs up with Google from /register, then signs in with Google from /login', async ({ page, request }) => {
  const id = randomUUID().slice(0, 8);
  const user = { sub: `g-${id}`, email: `grace-${id}@e2e.leadpilot.test`, email_verified: true, name: `Grace ${id}` };
  await nextProviderUser(request, oidcLoopback.googleUrl, user);

  await page.goto('/register');
  await page.getByLabel('Organisation name').fill(`Compilers ${id}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const created = await storedUserData(page);
  expect(created).toMatchObject({ email: user.email, role: 'owner', organisation: { name: `Compilers ${id}` } });

  await signOut(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await storedUserData(page))?.id).toBe(created?.id);
});

test('shows why a Microsoft sign-in did not work, with a way back to /login', async ({ page, request }) => {
  const id = randomUUID().slice(0, 8);
  await nextProviderUser(request, oidcLoopback.microsoftUrl, {
    sub: `m-${id}`,
    email: `mary-${id}@e2e.leadpilot.test`,
    name: `Mary ${id}`,
    xms_edov: true,
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await expect(page).toHaveURL(/\/auth\/callback\/microsoft\?/);
  await expect(page.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
  await expect(page.getByTestId('provider-callback-error').getByRole('alert')).toHaveText(
    'No Leadpilot account uses this Microsoft account yet. Create one from the sign-up page.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('refuses a callback this browser tab did not start', async ({ page }) => {
  await page.goto(`/auth/callback/google?code=someone-elses-code&state=${'s'.repeat(43)}`);
  await expect(page.getByTestId('provider-callback-error').getByRole('alert')).toContainText(
    'not started in this browser tab',
  );
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});
