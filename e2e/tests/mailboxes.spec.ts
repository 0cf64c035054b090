import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { mailServers, oidcLoopback, providerApiLoopback } from '../support/e2e-server.ts';
import { test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/page-checks.ts';

// The loopback Google signs in whoever was set last, so the tests that use it take turns.
test.describe.configure({ mode: 'serial' });

// Each test is the owner of a newly signed-up organisation (made through the API), with no mailbox yet.
test.use({ organisation: 'fresh' });

const consentFinishPath = '/api/v1/organisation/emailcode';

interface MailUser {
  address: string;
  password: string;
}

function firstMailUser(): MailUser {
  const user = mailServers.users[0];
  if (!user) throw new Error('the loopback mail servers have no user');
  return user;
}

/**
 * Fills the SMTP/IMAP form for a loopback mailbox: both servers on loopback, which offer no
 * STARTTLS, so no encryption is chosen explicitly (with its warning); one login.
 */
async function fillSmtpForm(dialog: Locator, user: MailUser, password: string) {
  await dialog.getByLabel('Email address').fill(user.address);
  await dialog.getByLabel('Sender name').fill('Sales Team');
  const smtp = dialog.getByRole('group', { name: 'Outgoing mail (SMTP)' });
  await smtp.getByLabel('Server').fill(mailServers.host);
  await smtp.getByText('None — password sent unencrypted').click();
  await expect(smtp.getByText(/Only for a server on a network you trust/)).toBeVisible();
  await smtp.getByLabel('Port').fill(String(mailServers.smtpPort));
  await smtp.getByLabel('User name').fill(user.address);
  await smtp.getByLabel('Password', { exact: true }).fill(password);
  const imap = dialog.getByRole('group', { name: 'Incoming mail (IMAP)' });
  await imap.getByLabel('Server').fill(mailServers.host);
  await imap.getByText('None — password sent unencrypted').click();
  await imap.getByLabel('Port').fill(String(mailServers.imapPort));
}

async function openSmtpForm(page: Page) {
  await page.goto('/mailboxes');
  await expect(page.getByRole('heading', { name: 'Connect your first mailbox' })).toBeVisible();
  await page.getByRole('button', { name: /^Add SMTP\/IMAP/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an SMTP/IMAP mailbox' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every call of the state-changing consent finish, from any tab of the context. */
function recordConsentFinishes(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === consentFinishPath) calls.push(request.url());
  });
  return calls;
}

async function nextGoogleUser(request: APIRequestContext, user: { sub: string; email: string; name: string }) {
  const response = await request.post(`${oidcLoopback.googleUrl}/__control/next-user`, {
    data: { ...user, email_verified: true },
  });
  expect(response.status()).toBe(200);
}

test('connects an SMTP/IMAP mailbox: tests the connection, saves it and starts warm-up', async ({ page }) => {
  const user = firstMailUser();
  const dialog = await openSmtpForm(page);
  await fillSmtpForm(dialog, user, user.password);

  await dialog.getByRole('button', { name: 'Test connection' }).click();
  const check = dialog.getByTestId('connection-check');
  await expect(check).toContainText('The connection works');
  await expect(check.locator('[data-step="smtp"]')).toHaveAttribute('data-ok', 'true');
  await expect(check.locator('[data-step="imap"]')).toHaveAttribute('data-ok', 'true');

  await dialog.getByRole('button', { name: 'Save mailbox' }).click();
  await expect(page).toHaveURL(/\/mailboxes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: user.address })).toBeVisible();
  const settings = page.getByRole('form', { name: 'Mailbox settings' });
  await expect(settings.getByLabel('Sender name')).toHaveValue('Sales Team');
  const storedSmtp = settings.getByRole('group', { name: 'Outgoing mail (SMTP)' });
  await expect(storedSmtp.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(storedSmtp.getByRole('radio', { name: 'None — password sent unencrypted' })).toBeChecked();

  const warmup = page.getByRole('region', { name: 'Warm-up' });
  await expect(warmup.getByText('Off', { exact: true })).toBeVisible();
  await warmup.getByRole('textbox', { name: 'Daily target' }).fill('40');
  await warmup.getByRole('button', { name: 'Start warm-up' }).click();
  await expect(warmup.getByText('Ramping up')).toBeVisible();
  await expect(warmup.getByText('40 a day')).toBeVisible();
  await expect(warmup.getByRole('button', { name: 'Stop warm-up' })).toBeVisible();

  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByTestId('connection-check')).toContainText('The connection works');

  await page.getByRole('link', { name: 'All mailboxes' }).click();
  const row = page.getByRole('row', { name: new RegExp(user.address) });
  await expect(row).toContainText('SMTP + IMAP');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Ramping up');
});

test('a wrong password is explained in plain words and nothing is stored', async ({ page }) => {
  const user = firstMailUser();
  const dialog = await openSmtpForm(page);
  await fillSmtpForm(dialog, user, 'not-the-password');

  await dialog.getByRole('button', { name: 'Test connection' }).click();
  const check = dialog.getByTestId('connection-check');
  await expect(check).toContainText('The connection did not work');
  await expect(check.locator('[data-step="smtp"]')).toHaveAttribute('data-ok', 'false');
  // The check ran, but its outcome is a failure: the toast says so in red, never in green.
  await expect(page.locator('[data-toast="error"]').filter({ hasText: 'The connection failed.' })).toBeVisible();
  await expect(page.locator('[data-toast="success"]')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save mailbox' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Sending (SMTP)');
  await expect(refusal).toContainText(/password/i);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connect your first mailbox' })).toBeVisible();
  await expect(page.getByText(user.address)).toHaveCount(0);
});

test('the SMTP/IMAP form explains what is missing under each field before asking the server', async ({ page }) => {
  const dialog = await openSmtpForm(page);
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/organisation/emails') saves += 1;
  });

  const smtp = dialog.getByRole('group', { name: 'Outgoing mail (SMTP)' });
  // A click that lands while the dialog is still opening only blurs the focused email field (which then
  // checks itself alone); clicking again checks the whole form again and sends nothing.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Save mailbox' }).click();
    await expect(smtp.getByLabel('Server')).toHaveAccessibleDescription('Enter the server name', { timeout: 2_000 });
  }).toPass();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Enter the mailbox address');
  await expect(smtp.getByLabel('Server')).toHaveAccessibleDescription('Enter the server name');
  await expect(smtp.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter the password');
  const imap = dialog.getByRole('group', { name: 'Incoming mail (IMAP)' });
  await expect(imap.getByLabel('Server')).toHaveAccessibleDescription('Enter the server name');

  await smtp.getByLabel('Server').fill('smtp example');
  await smtp.getByLabel('Port').fill('0');
  await smtp.getByLabel('Port').blur();
  await expect(smtp.getByLabel('Server')).toHaveAccessibleDescription('Enter a server name such as smtp.example.com');
  await expect(smtp.getByLabel('Port')).toHaveAccessibleDescription('Enter a port from 1 to 65535');

  // SSL/TLS moves a preset port to its own preset; the IMAP login follows the SMTP one by default.
  await imap.getByText('STARTTLS (143)').click();
  await expect(imap.getByLabel('Port')).toHaveValue('143');
  await imap.getByText('SSL/TLS (993)').click();
  await expect(imap.getByLabel('Port')).toHaveValue('993');
  await expect(imap.getByLabel('User name')).toHaveCount(0);
  await dialog.getByLabel('IMAP uses the same user name and password').uncheck();
  await expect(imap.getByLabel('User name')).toBeVisible();
  expect(saves).toBe(0);
});

test('connects Gmail through the consent tab; the callback finishes it once and the list updates', async ({
  page,
  context,
  request,
}) => {
  const id = randomUUID().slice(0, 8);
  const email = `gina-${id}@gmail.leadpilot.test`;
  await nextGoogleUser(request, { sub: `gmail-${id}`, email, name: `Gina ${id}` });
  const account = await request.post(`${providerApiLoopback.gmailUrl}/__control/account`, {
    data: { email, name: `Gina ${id}`, id: `gmail-${id}` },
  });
  expect(account.status()).toBe(200);
  const finishes = recordConsentFinishes(context);

  await page.goto('/mailboxes');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Connect Gmail/ }).click();
  const consentTab = await popupOpened;
  await expect(page.getByText('Finish connecting in the new tab.')).toBeVisible();

  await expect(consentTab).toHaveURL(/\/connect\/callback\?/);
  await expect(consentTab.getByTestId('consent-callback-connected').getByRole('status')).toHaveText(
    `Gmail ${email} is connected — you can close this tab.`,
  );

  // The tab that opened the consent hears of it and lists the new mailbox without a reload.
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Gmail');
  await expect(row).toContainText('Active');
  await expect(page.getByText('Finish connecting in the new tab.')).toHaveCount(0);

  // The state-changing GET ran once, and nothing calls it again while the page stays open.
  await consentTab.waitForLoadState('networkidle');
  expect(finishes).toHaveLength(1);

  const closed = consentTab.waitForEvent('close');
  // The click closes the tab, which may happen before Playwright has finished its own steps after the
  // click: a tab that closed is the outcome this click is for.
  await consentTab
    .getByRole('button', { name: 'Close tab' })
    .click()
    .catch((error: Error) => {
      if (!consentTab.isClosed()) throw error;
    });
  await closed;
  expect(finishes).toHaveLength(1);
});

test('connects a Google calendar and saves its booking settings, with the rules shown under the fields', async ({
  page,
  context,
  request,
}) => {
  const id = randomUUID().slice(0, 8);
  const email = `cal-${id}@calendar.leadpilot.test`;
  await nextGoogleUser(request, { sub: `cal-${id}`, email, name: `Cal ${id}` });
  const finishes = recordConsentFinishes(context);

  await page.goto('/mailboxes/calendars');
  await expect(page.getByRole('heading', { name: 'Connect a calendar' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  const consentTab = await popupOpened;
  await expect(consentTab.getByTestId('consent-callback-connected').getByRole('status')).toHaveText(
    `Google Calendar ${email} is connected — you can close this tab.`,
  );
  await consentTab.getByRole('link', { name: 'Go to mailboxes' }).click();
  await expect(consentTab).toHaveURL(/\/mailboxes\/calendars$/);
  expect(finishes).toHaveLength(1);
  await consentTab.close();

  const calendar = page.getByRole('region', { name: email });
  const form = calendar.getByRole('form', { name: `Booking settings for ${email}` });
  await form.getByLabel('Booking page name').fill('Not A Slug');
  await form.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(form.getByLabel('Booking page name')).toHaveAccessibleDescription(
    /Use lower-case letters, digits and dashes, e\.g\. jane-doe/,
  );
  await form.getByLabel('Booking page name').fill(`cal-${id}`);
  await form.getByRole('button', { name: 'Saturday' }).click();
  await form.getByLabel('Meeting length').click();
  await page.getByRole('option', { name: '45 minutes' }).click();
  await form.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(page.locator('[data-toast="success"]').first()).toBeVisible();

  await page.reload();
  const saved = page.getByRole('form', { name: `Booking settings for ${email}` });
  await expect(saved.getByLabel('Booking page name')).toHaveValue(`cal-${id}`);
  await expect(saved.getByLabel('Meeting length')).toHaveValue('45 minutes');
  await expect(saved.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'true');
});

test('a consent the provider refused shows its reason, with ways to close the tab or go back', async ({
  page,
  context,
}) => {
  const finishes = recordConsentFinishes(context);
  await page.goto(`/connect/callback?state=${'s'.repeat(43)}&error=access_denied`);
  await expect(page.getByRole('heading', { level: 1, name: 'The connection did not work' })).toBeVisible();
  await expect(page.getByTestId('consent-callback-failed').getByRole('alert')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(finishes).toHaveLength(1);
  await page.getByRole('link', { name: 'Go to mailboxes' }).click();
  await expect(page).toHaveURL(/\/mailboxes$/);
  expect(finishes).toHaveLength(1);
});

test('the mailbox pages have no serious accessibility problems with a mailbox connected', async ({ page }) => {
  const user = firstMailUser();
  const dialog = await openSmtpForm(page);
  await fillSmtpForm(dialog, user, user.password);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Save mailbox' }).click();
  // Each record is looked up for real; a resolver that does not answer takes a few seconds per record.
  await expect(page.getByRole('region', { name: 'Deliverability' }).locator('[data-check="spf"]')).toBeVisible({
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  // A toast fading in or out is measured at partial opacity: scan once the save's toast has gone.
  await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
});
