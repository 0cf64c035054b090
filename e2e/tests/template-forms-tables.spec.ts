import { expect, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations, watchProblems } from '../support/page-checks.ts';
import { headingDrawn, visit, waitForContent } from '../support/reused-tab.ts';

test.use({ reducedMotion: 'reduce' });

// The mock layer answers in the page's own thread; on a busy machine its first answer can take many seconds.
test.describe.configure({ timeout: 180_000 });

// At 1280 px the template's route sweep (template-routes.spec.ts) checks every form and table page, what
// each must show (`e2e/support/template-proofs/forms-tables.ts`) included, in both skins.
test('five form and table pages fit a phone screen in the dark skin with no problems', async ({
  lookTab,
}, testInfo) => {
  test.slow();
  const phone = await lookTab({ skin: 'dark', phone: true });
  const phoneProblems = await problemsDuring(phone, async () => {
    const { page } = phone;
    for (const path of [
      '/forms/wizard',
      '/forms/repeater',
      '/forms/elements/input-group',
      '/datatables/advance',
      '/tables/basic',
    ]) {
      await visit(phone, path);
      await headingDrawn(page, { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      await waitForContent(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      await keepScreenshot(page, testInfo, `${path.slice(1).replaceAll('/', '-')}-375-dark.png`);
    }
  });
  expect(phoneProblems, 'on a phone').toEqual([]);
});

test('the wizard checks each step, goes back, and ends on the success state', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/forms/wizard');
  const next = page.getByRole('button', { name: 'Next' });

  await next.click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Enter a valid email address').or(page.getByText('Email is required'))).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('zoe-harper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('longenough1');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('different1');
  await next.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('longenough1');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 2: Personal info' })).toBeVisible();
  await next.click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Choose a country')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Zoe');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Harper');
  await page.getByRole('combobox', { name: 'Country' }).fill('Portu');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('combobox', { name: 'Languages' }).click();
  await page.getByRole('option', { name: 'Portuguese' }).click();
  await page.keyboard.press('Escape');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 3: Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Personal info' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Zoe');
  await next.click();

  await next.click();
  await expect(page.getByText('Address must be at least 5 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Rua Augusta');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('1100-053');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Lisbon');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 4: Social links' })).toBeVisible();
  await next.click();
  await expect(page.getByText('Add at least one profile link')).toBeVisible();
  await page.getByRole('textbox', { name: 'LinkedIn', exact: true }).fill('linkedin.com/in/zoe');
  await next.click();
  await expect(page.getByText('Enter a full link starting with https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'LinkedIn', exact: true }).fill('https://linkedin.com/in/zoe');
  await next.click();

  const review = page.getByTestId('wizard-review');
  await expect(review).toContainText('zoe@example.com');
  await expect(review).toContainText('Zoe Harper');
  await expect(review).toContainText('Portuguese');
  await expect(review).toContainText('Lisbon');
  await expect(review).toContainText('https://linkedin.com/in/zoe');
  await expect(review).not.toContainText('longenough1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
  await expect(page.getByText('Welcome aboard, Zoe.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start again' }).click();
  await page.locator('label', { hasText: 'Vertical' }).click();
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Vertical' })).toBeChecked();
  expect(problems).toEqual([]);
});

test('the validation form shows errors on blur and on submit, then accepts valid values', async ({ page }) => {
  await page.goto('/forms/validation');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@');
  await page.getByRole('textbox', { name: 'Email', exact: true }).blur();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('8 fields need your attention.');
  for (const message of [
    'Name is required',
    'Password must be at least 8 characters',
    'Age is required',
    'Website is required',
    'Date of birth is required',
    'You must accept the terms',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Zoe Harper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret124');
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill('17');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('You must be at least 18')).toBeVisible();
  await expect(page.getByText('Enter a valid URL, such as https://example.com')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill('34');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://example.com');
  // Days after yesterday are not offered; any day of last month is in the past, whatever today is.
  await page.getByRole('button', { name: 'Date of birth' }).click();
  const birthCalendar = page.getByRole('dialog');
  await expect(birthCalendar.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await birthCalendar.getByRole('button', { name: 'Previous month' }).click();
  await birthCalendar.getByRole('button', { name: /^1\d / }).first().click();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All rules pass' })).toContainText('Thanks, Zoe Harper');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the repeater adds and removes rows, keeps one, and keeps the total', async ({ page }) => {
  await page.goto('/forms/repeater');
  const rows = page.getByTestId('repeater-row');
  const total = page.getByTestId('repeater-total');
  await expect(total).toHaveText('$1,494.00');

  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(rows).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Item 3', exact: true }).fill('Support hours');
  await page.getByRole('textbox', { name: 'Cost 3', exact: true }).fill('80');
  await page.getByRole('textbox', { name: 'Quantity 3', exact: true }).fill('5');
  await expect(rows.nth(2).getByTestId('row-price')).toHaveText('$400.00');
  await expect(total).toHaveText('$1,894.00');

  await page.getByRole('button', { name: 'Remove item 1' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('Hosting (months)');
  await expect(total).toHaveText('$694.00');

  await page.getByRole('button', { name: 'Remove item 2' }).click();
  await expect(rows).toHaveCount(1);
  await expect(total).toHaveText('$294.00');
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();

  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page.getByRole('status')).toHaveText('Quote saved: 1 items, $294.00.');
});

async function shownNames(page: Page): Promise<string[]> {
  return page.getByTestId('employee-name').allTextContents();
}

test('the basic datatable searches on the server, sorts, pages and selects', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/datatables/basic');
  const names = page.getByTestId('employee-name');
  await expect(names).toHaveCount(10, { timeout: 60_000 });

  const ascending = await shownNames(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('button', { name: /^Name Sorted/ }).click();
  await expect.poll(async () => (await shownNames(page))[0]).toBe(ascending.at(-1));
  const descending = await shownNames(page);
  expect(descending).toEqual([...ascending].reverse());

  await page.locator('.mantine-datatable-pagination-pages').getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByText('11–20 of 100')).toBeVisible();
  // The footer follows the click at once; the rows change when the server's page 2 arrives.
  await expect.poll(() => shownNames(page)).not.toEqual(descending);
  const secondPage = await shownNames(page);
  expect(secondPage.some((name) => ascending.includes(name))).toBe(false);

  const firstName = ascending[0] ?? '';
  const surname = firstName.split(' ').at(-1) ?? '';
  await page.getByRole('textbox', { name: 'Search employees' }).fill(surname);
  await expect(page.getByText('of 100', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  const found = page.locator('tbody tr');
  const count = await found.count();
  expect(count).toBeGreaterThan(0);
  for (let row = 0; row < count; row += 1) {
    await expect(found.nth(row)).toContainText(surname, { ignoreCase: true });
  }

  await page.getByRole('checkbox', { name: `Select ${firstName}` }).check();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');

  await page.getByRole('textbox', { name: 'Search employees' }).fill('zzzz-nobody');
  await expect(page.getByText('No employee matches “zzzz-nobody”')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the advanced datatable filters, sorts, changes page size, expands, selects and exports', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/datatables/advance');
  const names = page.getByTestId('employee-name');
  await expect(names).toHaveCount(10, { timeout: 60_000 });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(page.getByRole('button', { name: 'Clear filters (1)' })).toBeEnabled();
  const statuses = page.getByTestId('employee-status');
  await expect(statuses.first()).toHaveText('Rejected');
  for (const status of await statuses.allTextContents()) expect(status).toBe('Rejected');
  const matchesText = await page.getByTestId('selection-count').textContent();
  const matches = Number(matchesText?.match(/^(\d+) match/)?.[1]);
  expect(matches).toBeGreaterThan(0);
  expect(matches).toBeLessThan(100);

  await page.getByRole('button', { name: /^Salary/ }).click();
  const salaries = (await page.locator('tbody tr td:nth-child(6)').allTextContents()).map((text) =>
    Number(text.replace(/[^\d]/g, '')),
  );
  expect(salaries.length).toBeGreaterThan(1);
  expect(salaries).toEqual([...salaries].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Clear filters (1)' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText(/^100 matches/);
  await page.locator('button:has(.mantine-datatable-page-size-selector-button-icon)').click();
  await page.getByRole('menuitem', { name: '25' }).click();
  await expect(names).toHaveCount(25);
  await expect(page.getByText('1–25 of 100')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('26–50 of 100')).toBeVisible();

  const first = (await names.first().textContent()) ?? '';
  await page.getByRole('button', { name: `Show details of ${first}` }).click();
  await expect(page.getByTestId('employee-details')).toContainText('Experience');
  await expect(page.getByRole('button', { name: `Hide details of ${first}` })).toHaveAttribute('aria-expanded', 'true');

  const second = (await names.nth(1).textContent()) ?? '';
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await expect(page.getByTestId('selection-count')).toHaveText('100 matches · 2 selected');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 2 selected' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('employees.csv');
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('ID,Name,Post,Email,City,Start date,Salary,Age,Experience,Status');
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([first, second]);

  await page.getByRole('textbox', { name: 'Search all columns' }).fill('zzzz-nobody');
  await expect(page.getByText('No employee matches “zzzz-nobody”')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
