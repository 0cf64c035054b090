import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { newAccount, signIn } from '../support/accounts.ts';
import { signUpByApi } from '../support/api.ts';
import { superAdmin } from '../support/e2e-server.ts';
import { test as signedInTest, publicTest as test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { superAdminPages } from '../support/pages.ts';
import { headingDrawn, openRoute } from '../support/reused-tab.ts';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the super-admin finds every organisation in the super-admin area', async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  await signIn(page, superAdmin.email, superAdmin.password);
  await mainNavigation(page).getByRole('link', { name: 'All organisations' }).click();
  await expect(page).toHaveURL(/\/admin\/organisations$/);
  await page.getByRole('searchbox', { name: 'Search organisations' }).fill(account.organisationName);
  const row = page.getByRole('row').filter({ hasText: account.organisationName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.email);
  await expect(page.getByRole('row')).toHaveCount(2);
});

test('the super-admin reads an organisation’s email in the communication log and marks it handled', async ({
  page,
  request,
}, testInfo) => {
  // An organisation sends a one-off email from a sandbox mailbox, through the API its screens use.
  const account = newAccount();
  const { accessToken } = await signUpByApi(request, account);
  const headers = { authorization: `Bearer ${accessToken}` };
  const id = randomUUID().slice(0, 8);
  const added = await request.post('/api/v1/organisation/emails', {
    headers,
    data: { kind: 'sandbox', email: `desk-${id}@sandbox-sender.example` },
  });
  expect(added.status(), await added.text()).toBe(200);
  const mailboxId = ((await added.json()) as { data: { id: string } }).data.id;
  const recipient = `buyer-${id}@buyer.example`;
  const sent = await request.post('/api/v1/communication/manualemail', {
    headers,
    data: { mailboxId, to: recipient, subject: 'Hello', bodyHtml: '<p>Hi there.</p>', idempotencyKey: `e2e-${id}` },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signIn(page, superAdmin.email, superAdmin.password);
  await mainNavigation(page).getByRole('link', { name: 'Communication log' }).click();
  await expect(page).toHaveURL(/\/admin\/communication$/);
  await page.getByRole('searchbox', { name: 'Search the log' }).fill(recipient);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(recipient);
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.organisationName);
  await expect(row).toContainText(`desk-${id}@sandbox-sender.example`);
  await expect(row).toContainText('Sent');
  await keepScreenshot(page, testInfo, 'admin-communication-1280.png');

  await row.getByRole('button', { name: `Actions for the entry about ${recipient}` }).click();
  await page.getByRole('menuitem', { name: 'Mark handled' }).click();
  await expect(page.getByText('The entry is marked handled.')).toBeVisible();
  await expect(row).toContainText('Handled');
  await expect(row.getByRole('button', { name: /Actions for/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'admin-communication-390.png');
});

test('the super-admin pages have no serious accessibility problems and fit a phone', async ({ page }) => {
  await signIn(page, superAdmin.email, superAdmin.password);
  // One load, then the app's router from page to page.
  const loaded = async (path: string) => {
    await openRoute(page, path);
    await headingDrawn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };
  for (const path of superAdminPages) {
    await loaded(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of superAdminPages) {
    await loaded(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

signedInTest.use({ organisation: 'fresh' });

signedInTest('an organisation owner is refused the super-admin area', async ({ page }) => {
  await page.goto('/home');
  await expect(mainNavigation(page).getByRole('link', { name: 'All organisations' })).toHaveCount(0);
  await page.goto('/admin/organisations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You don’t have access to this page');
});
