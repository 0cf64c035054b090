import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../page-checks.ts';

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * A form or table page: its path, its heading, and what must show on it. `interacts`: the check types,
 * clicks or picks (the route sweep runs it after its axe scan, which so sees the page as it first shows).
 */
export interface FormOrTablePage {
  path: string;
  heading: string;
  interacts?: boolean;
  expectContent: (page: Page) => Promise<void>;
}

/** The form elements, form layouts and tables pages. */
export const formAndTablePages: FormOrTablePage[] = [
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
    interacts: true,
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
    interacts: true,
    expectContent: async (page) => {
      await page.getByRole('textbox', { name: 'Short bio', exact: true }).fill('Sales lead in Lisbon');
      await expect(page.getByText('20/120 · 100 left')).toBeVisible();
      await expect(page.getByText('Write at least 20 characters')).toBeVisible();
    },
  },
  {
    path: '/forms/elements/checkbox',
    heading: 'Checkbox',
    interacts: true,
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
    interacts: true,
    expectContent: async (page) => {
      await expect(page.getByTestId('plan-value')).toHaveText('Selected plan: Team');
      await page.getByRole('radio', { name: /Agency/ }).click();
      await expect(page.getByTestId('plan-value')).toHaveText('Selected plan: Agency');
    },
  },
  {
    path: '/forms/elements/switch',
    heading: 'Switch',
    interacts: true,
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
    interacts: true,
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
    interacts: true,
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
    interacts: true,
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
    interacts: true,
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
    interacts: true,
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
    interacts: true,
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
