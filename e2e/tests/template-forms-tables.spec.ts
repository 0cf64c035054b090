import { expect, type Locator, type Page } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations, watchProblems } from '../support/page-checks.ts';
import { headingDrawn, visit, waitForContent } from '../support/reused-tab.ts';

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Each page: its path, its heading, and what must show on it. */
const pages: { path: string; heading: string; expectContent: (page: Page) => Promise<void> }[] = [
  {
    path: '/forms/elements/input',
    heading: 'Input',
    expectContent: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Size xl', exact: true })).toBeVisible();
      await expect(page.getByText('Enter a full email address, such as zoe@example.com')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Disabled', exact: true })).toBeDisabled();
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await expect(password).toHaveAttribute('type', 'password');
    },
  },
  {
    path: '/forms/elements/input-group',
    heading: 'Input group',
    expectContent: async (page) => {
      await expect(section(page, 'Text addons').getByText('@example.com')).toBeVisible();
      await expect(section(page, 'Button addons').getByRole('button', { name: 'Search', exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    },
  },
  {
    path: '/forms/elements/input-mask',
    heading: 'Input mask',
    expectContent: async (page) => {
      await page.getByRole('textbox', { name: 'Phone number', exact: true }).pressSequentially('5551234567');
      await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('+1 (555) 123-4567');
      await expect(page.getByTestId('phone-number-raw')).toHaveText('Raw value: 5551234567');
      await page.getByRole('textbox', { name: 'Credit card', exact: true }).pressSequentially('4111111111111111');
      await expect(page.getByRole('textbox', { name: 'Credit card', exact: true })).toHaveValue('4111 1111 1111 1111');
      await page.getByRole('textbox', { name: 'Numeral', exact: true }).pressSequentially('1234567');
      await expect(page.getByRole('textbox', { name: 'Numeral', exact: true })).toHaveValue('1,234,567');
    },
  },
  {
    path: '/forms/elements/textarea',
    heading: 'Textarea',
    expectContent: async (page) => {
      await page.getByRole('textbox', { name: 'Short bio', exact: true }).fill('Sales lead in Lisbon');
      await expect(page.getByText('20/120 · 100 left')).toBeVisible();
      await expect(page.getByText('Write at least 20 characters')).toBeVisible();
    },
  },
  {
    path: '/forms/elements/checkbox',
    heading: 'Checkbox',
    expectContent: async (page) => {
      const all = page.getByRole('checkbox', { name: 'All channels' });
      await expect(all).toHaveAttribute('data-indeterminate', 'true');
      await all.check();
      await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
      await page.getByRole('checkbox', { name: 'Vue' }).check();
      await expect(page.getByTestId('interests-value')).toHaveText('Chosen: react, vue');
    },
  },
  {
    path: '/forms/elements/radio',
    heading: 'Radio',
    expectContent: async (page) => {
      await expect(page.getByTestId('plan-value')).toHaveText('Selected plan: Team');
      await page.getByRole('radio', { name: /Agency/ }).click();
      await expect(page.getByTestId('plan-value')).toHaveText('Selected plan: Agency');
    },
  },
  {
    path: '/forms/elements/switch',
    heading: 'Switch',
    expectContent: async (page) => {
      await expect(page.getByTestId('notifications-value')).toHaveText('Notifications are on');
      await page.getByRole('switch', { name: 'Email notifications' }).click();
      await expect(page.getByTestId('notifications-value')).toHaveText('Notifications are off');
      await expect(page.getByRole('switch', { name: 'Disabled', exact: true })).toBeDisabled();
    },
  },
  {
    path: '/forms/elements/select',
    heading: 'Select',
    expectContent: async (page) => {
      const country = page.getByRole('combobox', { name: 'Country' });
      await country.fill('jap');
      await page.getByRole('option', { name: 'Japan' }).click();
      await expect(page.getByTestId('country-value')).toHaveText('Selected country: Japan');
      await expect(section(page, 'Multiple and tags').getByText('French')).toBeVisible();
    },
  },
  {
    path: '/forms/elements/number-input',
    heading: 'Number input',
    expectContent: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Budget', exact: true })).toHaveValue('$12,500');
      const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
      await quantity.fill('7');
      await expect(page.getByTestId('quantity-value')).toHaveText('Quantity: 7');
      await quantity.fill('42');
      await quantity.blur();
      await expect(quantity).not.toHaveValue('42');
      await expect(page.getByTestId('quantity-value')).toHaveText(/^Quantity: ([1-9]|10)$/);
    },
  },
  {
    path: '/forms/elements/file-uploader',
    heading: 'File uploader',
    expectContent: async (page) => {
      await expect(page.getByTestId('file-count')).toHaveText('No file chosen yet');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      await page.getByLabel('Upload images or PDF files', { exact: true }).setInputFiles([
        { name: 'logo.png', mimeType: 'image/png', buffer: png },
        { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') },
      ]);
      await expect(page.getByTestId('file-count')).toHaveText('2 files chosen');
      await expect(page.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove brief.pdf' }).click();
      await expect(page.getByTestId('file-count')).toHaveText('1 file chosen');
      await page.getByLabel('Upload images or PDF files', { exact: true }).setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('plain text'),
      });
      await expect(page.getByRole('alert')).toContainText('notes.txt');
      await expect(page.getByTestId('file-count')).toHaveText('1 file chosen');
    },
  },
  {
    path: '/forms/elements/editor',
    heading: 'Editor',
    expectContent: async (page) => {
      const body = page.getByRole('textbox', { name: 'Article body' });
      await expect(body.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
      const before = Number((await page.getByTestId('word-count').textContent())?.split(' ')[0]);
      await body.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' three more words');
      await expect(page.getByTestId('word-count')).toHaveText(`${before + 3} words`);
      await expect(page.getByRole('button', { name: 'Bold' }).first()).toBeVisible();
    },
  },
  {
    path: '/forms/elements/pickers',
    heading: 'Date & time pickers',
    expectContent: async (page) => {
      await expect(page.getByTestId('date-value')).toHaveText('No date chosen');
      await page.getByRole('button', { name: 'Start date' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^15 / }).first().click();
      await expect(page.getByTestId('date-value')).toHaveText(/^Starts on \w+, 15 /);
      await expect(page.getByLabel('Billing month', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Graduation year', { exact: true })).toBeVisible();

      await expect(page.getByTestId('time-value')).toHaveText('No time chosen');
      await page.getByRole('spinbutton', { name: 'Call at, hours' }).pressSequentially('02');
      await page.getByRole('spinbutton', { name: 'Call at, minutes' }).pressSequentially('30');
      await page.getByRole('button', { name: 'PM', exact: true }).click();
      await expect(page.getByTestId('time-value')).toHaveText('Call at 2:30 PM');
      await page.keyboard.press('Escape');

      const delivery = page.getByRole('group', { name: 'Delivery date' });
      await delivery.getByRole('button', { name: 'Next month' }).click();
      await delivery.getByRole('button', { name: /^20 / }).first().click();
      const nextMonth = new Date();
      nextMonth.setDate(1);
      nextMonth.setMonth(nextMonth.getMonth() + 1);
      const monthName = nextMonth.toLocaleString('en-GB', { month: 'long' });
      await expect(page.getByTestId('inline-date-value')).toHaveText(
        `Delivery on 20 ${monthName} ${nextMonth.getFullYear()}`,
      );

      // A calendar dropdown open, with its weekend and outside days, passes axe too.
      await page.getByRole('button', { name: 'Stay' }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Next month' })).toBeVisible();
      expect(await seriousViolations(page), 'pickers with the range dropdown open').toEqual([]);
    },
  },
  {
    path: '/forms/layout',
    heading: 'Form layout',
    expectContent: async (page) => {
      const horizontal = section(page, 'Horizontal form');
      await expect(horizontal.getByRole('textbox', { name: 'Mobile', exact: true })).toBeVisible();
      await horizontal.getByRole('button', { name: 'Submit' }).click();
      await expect(horizontal.getByRole('status')).toHaveText('Saved. This demo keeps nothing.');
      await expect(
        section(page, 'Multi-column form').getByRole('textbox', { name: 'Job title', exact: true }),
      ).toBeVisible();
    },
  },
  {
    path: '/forms/wizard',
    heading: 'Form wizard',
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Step 1: Account details' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    },
  },
  {
    path: '/forms/validation',
    heading: 'Form validation',
    expectContent: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toBeVisible();
      await expect(section(page, 'The rules').getByRole('listitem')).toHaveCount(9);
    },
  },
  {
    path: '/forms/repeater',
    heading: 'Form repeater',
    expectContent: async (page) => {
      await expect(page.getByTestId('repeater-row')).toHaveCount(2);
      await expect(page.getByTestId('repeater-total')).toHaveText('$1,494.00');
    },
  },
  {
    path: '/tables/basic',
    heading: 'Tables',
    expectContent: async (page) => {
      await expect(page.getByTestId('avatar-table').getByRole('row')).toHaveCount(6);
      await expect(page.getByTestId('avatar-table').getByText('Suspended')).toBeVisible();
      await expect(page.getByText('Team members and their current projects')).toBeVisible();
      expect(await page.getByRole('table').count()).toBe(7);
    },
  },
  {
    path: '/datatables/basic',
    heading: 'Basic datatable',
    expectContent: async (page) => {
      await expect(page.getByTestId('employee-name')).toHaveCount(10, { timeout: 60_000 });
      await expect(page.getByText('1–10 of 100')).toBeVisible();
    },
  },
  {
    path: '/datatables/advance',
    heading: 'Advanced datatable',
    expectContent: async (page) => {
      await expect(page.getByTestId('employee-name')).toHaveCount(10, { timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Export 100 rows' })).toBeEnabled();
    },
  },
];

test.use({ reducedMotion: 'reduce' });

// The mock layer answers in the page's own thread; on a busy machine its first answer can take many seconds.
test.describe.configure({ timeout: 180_000 });

// Accessibility at 1280 px in both skins: the template's route sweep (template-routes.spec.ts) scans every route.
test('every form and table page shows its content with no problems', async ({ lookTab }, testInfo) => {
  test.setTimeout(600_000);
  const desktop = await lookTab({ skin: 'light' });
  const desktopProblems = await problemsDuring(desktop, async () => {
    const { page } = desktop;
    for (const formPage of pages) {
      await visit(desktop, formPage.path);
      await headingDrawn(page, { timeout: 60_000 });
      // Each page is a lazy chunk; on a loaded machine it can take longer than the default wait to arrive.
      await expect(page.getByRole('heading', { level: 1, name: formPage.heading, exact: true })).toBeVisible({
        timeout: 60_000,
      });
      await formPage.expectContent(page);
      await page.keyboard.press('Escape');
      await keepScreenshot(page, testInfo, `${formPage.path.slice(1).replaceAll('/', '-')}-1280-light.png`);
    }
  });
  expect(desktopProblems, 'at 1280 px').toEqual([]);

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
  await page.getByRole('button', { name: 'Date of birth' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^1\d / }).first().click();
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
