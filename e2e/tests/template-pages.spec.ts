import { expect, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { askMockLayer } from '../support/mock-layer.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { headingDrawn, visit, waitForContent } from '../support/reused-tab.ts';
import { pageGroups } from '../support/template-proofs/pages.ts';

/**
 * Console errors and failed requests seen while the test runs (the demo data must all answer).
 * `allowRefusals`: the demo sign-in's 400 answers are what the test checks, so they do not count.
 */
function watchProblems(page: Page, { allowRefusals = false } = {}) {
  const problems: string[] = [];
  const isRefusal = (status: number, url: string) =>
    allowRefusals && status === 400 && new URL(url).pathname.startsWith('/jwt/');
  page.on('console', (message) => {
    const isRefusalLog =
      allowRefusals && /status of 400/.test(message.text()) && message.location().url.includes('/jwt/');
    if (message.type() === 'error' && !isRefusalLog) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's loads: that is not a failure of the page under test.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !isRefusal(response.status(), response.url())) {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

function screenshotName(path: string, suffix: string) {
  return `${path.replace(/^\//, '').replace(/\//g, '-')}-${suffix}.png`;
}

// At 1280 px the template's route sweep (template-routes.spec.ts) checks these pages, what proves their
// content (`e2e/support/template-proofs/pages.ts`) included, in both skins; a phone is checked here.
for (const [group, checks] of Object.entries(pageGroups)) {
  test(`${group} on a phone in the dark skin: content shown, no errors, no sideways scroll, accessible`, async ({
    lookTab,
  }, testInfo) => {
    test.slow();
    const tab = await lookTab({ skin: 'dark', phone: true });
    const { page } = tab;
    const problems = await problemsDuring(tab, async () => {
      for (const entry of checks) {
        await visit(tab, entry.path);
        await headingDrawn(page);
        await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
        await expect(entry.data(page)).toBeVisible();
        await waitForContent(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${entry.path} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `${entry.path} accessibility (dark)`).toEqual([]);
        await keepScreenshot(page, testInfo, screenshotName(entry.path, '375-dark'));
      }
    });
    expect(problems).toEqual([]);
  });
}

test('demo sign-in: wrong credentials are refused, the demo admin gets in', async ({ page }) => {
  const problems = watchProblems(page, { allowRefusals: true });
  await page.goto('/pages/login-basic');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your email')).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.com');
  await page.getByLabel(/^Password/).fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');

  await page.getByLabel(/^Password/).fill('admin');
  await page.getByRole('button', { name: 'Toggle password visibility' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signedIn = page.getByRole('status', { name: 'Signed in' });
  await expect(signedIn).toContainText('admin@demo.com');
  await expect(signedIn).toContainText('admin');
  expect(await page.evaluate(() => localStorage.getItem('leadpilot-template-role'))).toBe('admin');
  // The product's own session is untouched: the product's pages still open.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  expect(problems).toEqual([]);
});

test('demo sign-up refuses a taken email; two-step codes and password resets answer', async ({ page }) => {
  const problems = watchProblems(page, { allowRefusals: true });
  await page.goto('/pages/register-cover');
  await page.getByLabel('Username').fill('new-pilot');
  await page.getByLabel('Email').fill('admin@demo.com');
  await page.getByLabel(/^Password/).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Accept the privacy policy and terms to continue')).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email is already in use.');

  await page.goto('/pages/two-steps-basic');
  await page.getByRole('textbox', { name: 'Security code digit' }).first().click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or expired');
  await page.getByRole('textbox', { name: 'Security code digit' }).first().click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page.getByText('Verified. Welcome back!')).toBeVisible();

  await page.goto('/pages/reset-password-cover');
  await page.getByRole('textbox', { name: 'New password' }).fill('long-enough');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('long-enougH');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('long-enough');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('account settings: a refused field, then saved changes the mock layer keeps', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/pages/account-settings');
  const company = page.getByRole('textbox', { name: 'Company' });
  await expect(company).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('john.doe@demo.com');
  await company.fill('Acme Rockets');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByRole('form', { name: 'General settings' }).getByRole('status')).toHaveText(
    'Your changes were saved.',
  );

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  const digest = page.getByRole('switch', { name: 'Weekly blog digest' });
  const wasOn = await digest.isChecked();
  // Mantine's switch lays its hidden input over the label, which Playwright's click check refuses: use the keyboard.
  await digest.focus();
  await page.keyboard.press('Space');
  await expect(digest).toBeChecked({ checked: !wasOn });
  await page.getByRole('tabpanel', { name: 'Notifications' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('form', { name: 'Notifications' }).getByRole('status')).toHaveText(
    'Your changes were saved.',
  );
  // The mock layer (answering in the page, no network request to wait for) keeps both changes.
  const kept = await askMockLayer<{ notification: { blogDigest: boolean }; general: { company: string } }>(
    page,
    '/account-setting/data',
  );
  expect(kept.notification.blogDigest).toBe(!wasOn);
  expect(kept.general.company).toBe('Acme Rockets');
  expect(problems).toEqual([]);
});

test('pricing switches between monthly and yearly prices', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/pages/pricing');
  const standard = page.getByRole('article', { name: 'Standard' });
  await expect(standard.getByTestId('price-standard')).toHaveText('49');
  await expect(standard.getByText('Popular')).toBeVisible();
  const annually = page.getByRole('switch', { name: 'Annually' });
  // Mantine's switch lays its hidden input over the label, which Playwright's click check refuses: use the keyboard.
  await annually.focus();
  await page.keyboard.press('Space');
  await expect(annually).toBeChecked();
  await expect(standard.getByTestId('price-standard')).toHaveText('40');
  await expect(standard.getByTestId('annual-standard')).toHaveText('USD 480/year');
  await expect(page.getByTestId('price-enterprise')).toHaveText('80');
  await expect(page.getByTestId('annual-enterprise')).toHaveText('USD 960/year');
  await page.keyboard.press('Space');
  await expect(annually).not.toBeChecked();
  await expect(page.getByTestId('price-enterprise')).toHaveText('99');
  expect(problems).toEqual([]);
});

test('blog: search and categories filter the posts; a comment is added; an API key is created', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/pages/blog/list');
  const posts = page.getByTestId('blog-posts').getByRole('article');
  await expect(posts).toHaveCount(12);
  const title = (await posts.nth(3).getByRole('heading').textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search the blog' }).fill(title.toUpperCase());
  await expect(posts.first().getByRole('heading')).toHaveText(title);
  expect(await posts.count()).toBeLessThan(12);
  for (const heading of await posts.getByRole('heading').allTextContents()) {
    expect(heading.toLowerCase()).toContain(title.toLowerCase());
  }
  await page.getByRole('searchbox', { name: 'Search the blog' }).fill('no post says zebra');
  await expect(page.getByText('No results for “no post says zebra”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(posts).toHaveCount(12);
  const videoCount = page.getByRole('button', { name: /^Video \d+$/ });
  const expected = Number((await videoCount.textContent())?.replace(/\D/g, ''));
  await videoCount.click();
  await expect(posts).toHaveCount(expected);

  await posts
    .first()
    .getByRole('link', { name: /^Read more/ })
    .click();
  const comments = page.getByRole('region', { name: /^Comments \(\d+\)$/ });
  await expect(comments).toBeVisible();
  const before = Number((await comments.getByRole('heading').textContent())?.replace(/\D/g, ''));
  const commentForm = page.getByRole('form', { name: 'Leave a comment' });
  await commentForm.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentForm.getByText('Enter your name')).toBeVisible();
  await commentForm.getByRole('textbox', { name: 'Name' }).fill('Ada Pilot');
  await commentForm.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await commentForm.getByRole('textbox', { name: 'Comment' }).fill('Clear and useful, thank you.');
  await commentForm.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('heading', { name: `Comments (${before + 1})` })).toBeVisible();
  await expect(comments).toContainText('Clear and useful, thank you.');

  await page.goto('/pages/api-key');
  const keys = page.getByRole('list', { name: 'API keys' }).getByRole('listitem');
  await expect(keys).toHaveCount(3);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Choose an access level')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name the API key' }).fill('CRM sync');
  await page.getByRole('combobox', { name: /API key type/ }).click();
  await page.getByRole('option', { name: 'Read only' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Another key already has this name')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name the API key' }).fill('Billing export');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(keys).toHaveCount(4);
  await expect(keys.first()).toContainText('Billing export');
  await expect(keys.first().getByRole('button', { name: 'Copy Billing export' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('modal examples open as dialogs, check their forms and close with Escape', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/pages/modal-examples');
  await page.getByRole('region', { name: 'Add new card' }).getByRole('button', { name: 'Show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new card' });
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  expect(await seriousViolations(page), 'the open modal').toEqual([]);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByText('Enter a valid card number')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('region', { name: 'Create app' }).getByRole('button', { name: 'Show' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create app' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('An application name has at least 3 characters')).toBeVisible();
  await wizard.getByLabel('Application name').fill('Pilot CRM');
  for (let step = 0; step < 3; step += 1) await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('Framework: React');
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('“Pilot CRM” was created.')).toBeVisible();
  expect(problems).toEqual([]);
});
