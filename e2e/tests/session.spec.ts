import { expect, type Page } from '@playwright/test';
import { newAccount, signIn, signOut, signUp } from '../support/accounts.ts';
import { inviteByApi, signUpByApi } from '../support/api.ts';
import { test as signedInTest, publicTest as test } from '../support/fixtures.ts';
import { recordToastLifetimes, shownToasts } from '../support/toast-record.ts';

/**
 * The toast was shown with the text and closed by itself after about two seconds (the spec's
 * duration), measured in the page: at least 1.5 s, and gone well before 5 s of the page's time.
 */
async function expectToastForAboutTwoSeconds(page: Page, kind: string, text: string) {
  const matching = async () =>
    (await shownToasts(page)).filter((entry) => entry.kind === kind && entry.text.includes(text));
  // Shown, then closed by itself: one toast whose lifetime is known.
  await expect
    .poll(async () => (await matching()).map((entry) => entry.shownMs !== null), {
      message: `one ${kind} toast saying “${text}”, closed by itself`,
    })
    .toEqual([true]);
  const [shown] = await matching();
  expect(shown?.shownMs).toBeGreaterThanOrEqual(1500);
  expect(shown?.shownMs).toBeLessThan(5000);
}

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
  await recordToastLifetimes(page);
  const refusal = page.waitForResponse((response) => response.url().includes('/api/v1/callback/user-validate'));
  await page.goto(new URL(link).pathname + new URL(link).search);
  const response = await refusal;
  expect(response.status()).toBe(422);
  await expectToastForAboutTwoSeconds(page, 'error', 'already been accepted');
});

signedInTest.use({ organisation: 'fresh' });

signedInTest('a successful PUT shows its message as a success toast', async ({ page }) => {
  await recordToastLifetimes(page);
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organisation' }).click();
  const name = page.getByLabel('Organisation name');
  await name.fill('Renamed Industries');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/organisation') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expectToastForAboutTwoSeconds(page, 'success', 'Organisation settings saved.');
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

test('a forgotten password is reset through the emailed link, and only the new password signs in', async ({
  page,
  request,
}) => {
  const account = newAccount();
  const owner = await signUpByApi(request, account);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes at once, while the sign-in page (its own "Work email" field) stays until the
  // new page's code has loaded: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Work email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText('If an account uses this email');

  // The owner's sandbox mailbox holds the link (read with the session the reset will end).
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/v1/sandbox/messages', { headers, params: { to: account.email } });
        for (const { id } of ((await list.json()) as { data: { id: string }[] }).data) {
          const message = await request.get(`/api/v1/sandbox/messages/${id}`, { headers });
          const text = ((await message.json()) as { data: { text: string } }).data.text;
          link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(text)?.[0] ?? link;
        }
        return link;
      },
      { message: 'the reset email reaches the sandbox mailbox', timeout: 15_000 },
    )
    .not.toBeNull();
  const url = new URL(link ?? '');
  await page.goto(url.pathname + url.search);

  const newPassword = 'violet canyon harbour 71';
  await page.getByLabel(/^New password/).fill('leadpilot2026');
  await page.getByLabel(/^Repeat the new password/).fill('leadpilot2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('form-error')).toContainText('built from your name, email, organisation');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Repeat the new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-reset-done')).toContainText('every device has been signed out');
  expect((await request.get('/api/v1/organisation', { headers })).status()).toBe(401);

  const old = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(400);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, account.email, newPassword);
});
