import { expect, type Locator, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { headingDrawn, networkSettled, visit, waitForContent } from '../support/reused-tab.ts';
import { businessPages, rowsOf } from '../support/template-proofs/business.ts';

/** Console errors and failed requests seen while the test runs (the demo data must all answer). */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    // Known, outside these pages: the app's start-up unregisters a mock-worker registration caught between
    // workers, and the worker's own update then rejects (reported to the template shell's owner).
    if (!error.message.startsWith('Failed to update a ServiceWorker')) problems.push(`page error: ${error.message}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's loads: that is not a failure of the page under test.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Waits until the page's data has loaded: no skeleton, nothing busy, the network quiet. */
async function waitForData(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await networkSettled(page);
}

/** Picks an option of a Mantine select found by its label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function screenshotName(path: string, suffix: string) {
  return `${path.replace(/^\//, '').replace(/\//g, '-')}-${suffix}.png`;
}

// At 1280 px the template's route sweep (template-routes.spec.ts) checks these pages, their data
// (`e2e/support/template-proofs/business.ts`) included, in both skins.
test('on a phone in the dark skin every business page fits the screen and stays accessible', async ({
  lookTab,
}, testInfo) => {
  test.slow();
  const tab = await lookTab({ skin: 'dark', phone: true });
  const { page } = tab;
  const problems = await problemsDuring(tab, async () => {
    for (const entry of businessPages) {
      await visit(tab, entry.path);
      await headingDrawn(page);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await expect(entry.data(page)).toBeAttached();
      await waitForContent(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${entry.path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), `${entry.path} accessibility in the dark skin`).toEqual([]);
      await keepScreenshot(page, testInfo, screenshotName(entry.path, 'phone-dark'));
    }
  });
  expect(problems).toEqual([]);
});

test('invoices: search, filter by status, sort, page 2, delete and preview with print and PDF', async ({ page }) => {
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    // The print dialog would block the test: count the calls instead.
    window.print = () => {
      const counted = window as unknown as { printCount?: number };
      counted.printCount = (counted.printCount ?? 0) + 1;
    };
  });
  await page.goto('/apps/invoice/list');
  const rows = rowsOf(page, 'Invoices');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/^Showing 1–10 of \d+ invoices$/)).toBeVisible();

  const footer = page.getByText(/^Showing \d+–\d+ of \d+ invoices$/);
  const unfiltered = (await footer.textContent()) ?? '';
  const firstClient = (await rows.first().locator('td').nth(2).locator('p').first().textContent()) ?? '';
  await page.getByLabel('Search invoices').fill(firstClient);
  await expect(footer).not.toHaveText(unfiltered);
  await waitForData(page);
  for (const row of await rows.all()) await expect(row).toContainText(firstClient);
  await page.getByLabel('Search invoices').fill('');

  await choose(page, page, 'Filter by status', 'Paid');
  await waitForData(page);
  // The rows of the filtered page, once they have replaced the unfiltered ones.
  await expect
    .poll(async () => [...new Set(await rows.locator('td:nth-child(2)').allTextContents())])
    .toEqual(['Paid']);
  // Choosing the chosen status again clears the filter.
  await choose(page, page, 'Filter by status', 'Paid');
  await waitForData(page);

  await page.getByRole('button', { name: 'Total' }).click();
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  await waitForData(page);
  const totals = (await rows.locator('td:nth-child(4)').allTextContents()).map((text) =>
    Number(text.replace(/[$,]/g, '')),
  );
  expect(totals).toEqual([...totals].sort((first, second) => first - second));

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 11–20 of \d+ invoices$/)).toBeVisible();
  await waitForData(page);

  const doomed = (await rows.first().getByRole('link').first().textContent())?.replace('#', '') ?? '';
  await page.getByRole('button', { name: `Delete invoice ${doomed}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this invoice?' })
    .getByRole('button', { name: 'Delete invoice' })
    .click();
  await expect(page.getByText(`Invoice #${doomed} was deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `#${doomed}`, exact: true })).toHaveCount(0);

  const previewed = (await rows.first().getByRole('link').first().textContent())?.replace('#', '') ?? '';
  await page.getByRole('link', { name: `Preview invoice ${previewed}` }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${previewed}$`));
  await expect(page.getByRole('article', { name: `Invoice ${previewed}` })).toContainText('Invoice to');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCount?: number }).printCount)).toBe(2);
  await page.getByRole('button', { name: 'Send invoice' }).click();
  await page.getByRole('dialog', { name: 'Send invoice' }).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Invoice #${previewed} was sent to`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a new invoice with two lines: validation first, then the totals and the save', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/apps/invoice/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page.getByText('Choose a client')).toBeVisible();
  await expect(page.getByText('Enter the item')).toBeVisible();

  await page.getByRole('combobox', { name: 'Invoice to' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /^Item 1/ }).fill('Brand design');
  await page.getByLabel('Cost 1').fill('120.50');
  await page.getByLabel('Qty 1').fill('2');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('textbox', { name: /^Item 2/ }).fill('Hosting');
  await page.getByLabel('Cost 2').fill('59');
  await page.getByLabel('Qty 2').fill('1');
  await page.getByLabel('Discount', { exact: true }).fill('10');
  await expect(page.getByLabel('Subtotal')).toHaveText('$300');
  await expect(page.getByLabel('Discount amount')).toHaveText('−$30');
  await expect(page.getByLabel('Total', { exact: true })).toHaveText('$270');

  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page.getByText(/items?, total \$270\.$/)).toBeVisible();
  // Stored by the mock layer: its preview shows the new invoice, and the list holds it.
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${id}` })).toBeVisible();
  await expect(page.getByText('Brand design, Hosting').first()).toBeVisible();
  await expect(page.getByText(/ · Draft$/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('shop: sort by price, page 2, cart and wishlist counts, a colour, then checkout in three steps', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/apps/ecommerce/shop');
  const prices = page.getByTestId('product-price');
  await expect(prices).toHaveCount(9);

  await choose(page, page, 'Sort products', 'Price: low to high');
  await waitForData(page);
  const ascending = await prices.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
  expect(ascending).toEqual([...ascending].sort((first, second) => first - second));

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 10–18 of \d+ products$/)).toBeVisible();
  await waitForData(page);

  const cart = page.getByTestId('cart-count');
  const wishlist = page.getByTestId('wishlist-count');
  await expect(cart).not.toHaveAttribute('data-count', '');
  const cartBefore = Number(await cart.getAttribute('data-count'));
  const wishlistBefore = Number(await wishlist.getAttribute('data-count'));
  await page
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .click();
  await expect(cart).toHaveAttribute('data-count', String(cartBefore + 1));
  await page
    .getByRole('button', { name: /^Add to wishlist: / })
    .first()
    .click();
  await expect(wishlist).toHaveAttribute('data-count', String(wishlistBefore + 1));

  const product = page.getByTestId('product-grid').getByRole('article').first();
  const name = (await product.getAttribute('aria-label')) ?? '';
  await product.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const colours = page.getByRole('radiogroup', { name: /^Colour/ }).getByRole('radio');
  const second = colours.nth(1);
  const colourName = (await second.getAttribute('aria-label')) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`Colour: ${colourName}`)).toBeVisible();

  await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page.getByText('Enter the full name')).toBeVisible();
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Phone number').fill('+1 415 555 0100');
  await page.getByLabel('Street address').fill('1 Market Street');
  await page.getByLabel('Town or city').fill('San Francisco');
  await page.getByLabel('ZIP code').fill('94105');
  await choose(page, page, 'State', 'California');
  await page.getByRole('button', { name: 'Deliver here' }).click();

  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Enter a valid card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiry date').fill('1230');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByText('1 Market Street')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a missing product shows the not-found page', async ({ page }) => {
  await page.goto('/apps/ecommerce/product-detail/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('users: filter by role, add one in the drawer after a validation message, then delete them', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/apps/user/list');
  const rows = rowsOf(page, 'Users');
  await expect(rows).toHaveCount(10);

  await choose(page, page, 'Filter by role', 'Editor');
  await waitForData(page);
  const roles = await rows.locator('td:nth-child(2)').allTextContents();
  expect(roles.length).toBeGreaterThan(0);
  expect(new Set(roles)).toEqual(new Set(['Editor']));

  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add user' });
  await drawer.getByRole('button', { name: 'Add user' }).click();
  await expect(drawer.getByText('Enter the full name')).toBeVisible();
  await expect(drawer.getByText('Enter a valid email')).toBeVisible();
  await drawer.getByLabel('Full name').fill('Grace Hopper');
  await drawer.getByLabel('Username').fill('ghopper');
  await drawer.getByLabel('Email').fill('grace.hopper@example.com');
  await drawer.getByLabel('Contact').fill('+1 202 555 0143');
  await drawer.getByLabel('Company').fill('Navy Labs');
  await drawer.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await choose(page, drawer, 'Role', 'Editor');
  await choose(page, drawer, 'Plan', 'Team');
  await drawer.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Grace Hopper was added.')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.getByLabel('Search users').fill('grace.hopper');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Grace Hopper');
  await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
  await page.getByRole('dialog', { name: 'Delete this user?' }).getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('Grace Hopper was deleted.')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
  expect(problems).toEqual([]);
});

test('permissions: a new one comes first for administrators, then it is renamed and deleted', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/apps/permissions');
  const rows = rowsOf(page, 'Permissions');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('button', { name: 'Add permission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new permission' });
  await dialog.getByRole('button', { name: 'Create permission' }).click();
  await expect(dialog.getByText('Enter the permission name')).toBeVisible();
  await dialog.getByLabel('Permission name').fill('Export Reports');
  await dialog.getByRole('button', { name: 'Create permission' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText('Export Reports');
  await expect(rows.first().locator('td').nth(1)).toHaveText('Administrator');

  await page.getByRole('button', { name: 'Edit Export Reports' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit permission' });
  await edit.getByLabel('Permission name').fill('Export Sales Reports');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(rows.first()).toContainText('Export Sales Reports');

  await page.getByRole('button', { name: 'Delete Export Sales Reports' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this permission?' })
    .getByRole('button', { name: 'Delete permission' })
    .click();
  await expect(page.getByText('Export Sales Reports was deleted.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Permissions' }).getByText('Export Sales Reports')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('roles: the edit dialog lists the nine permissions and select all grants every one', async ({ page }) => {
  await page.goto('/apps/roles');
  const manager = page.getByRole('article', { name: 'Manager role' });
  await expect(manager.getByText(/^Total \d+ users$/)).toBeVisible();
  await manager.getByRole('button', { name: 'Edit role Manager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit role: Manager' });
  await expect(
    dialog.getByRole('table', { name: 'Role permissions' }).getByRole('rowgroup').nth(1).getByRole('row'),
  ).toHaveCount(9);
  await dialog.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Financial Management: create' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(manager.getByText('27 of 27 permissions')).toBeVisible();
});

test('access control as a client shows only what reading ACL and Auth allows', async ({ page }) => {
  await page.goto('/access-control');
  await expect(page.getByText('You are viewing as admin')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Administrator content' })).not.toContainText('Not authorised');
  await page.getByText('Client', { exact: true }).click();
  await expect(page.getByText('You are viewing as client')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Common content' })).not.toContainText('Not authorised');
  await expect(page.getByRole('region', { name: 'Access-control content' })).not.toContainText('Not authorised');
  await expect(page.getByRole('region', { name: 'Administrator content' })).toContainText('Not authorised');
  await page.getByText('Admin', { exact: true }).click();
  await expect(page.getByText('You are viewing as admin')).toBeVisible();
});
