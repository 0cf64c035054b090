import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations, watchProblems } from '../support/page-checks.ts';
import { headingDrawn, openRoute, visit } from '../support/reused-tab.ts';

type ExcelModule = typeof import('exceljs');

async function loadExcelJs(): Promise<ExcelModule> {
  const module: ExcelModule & { default?: ExcelModule } = await import('exceljs');
  return module.default ?? module;
}

/** Each extension page: its path, its heading, and what must show and work on it. */
const extensionPages: { slug: string; heading: string; expectContent: (page: Page) => Promise<void> }[] = [
  {
    slug: 'sweet-alert',
    heading: 'Sweet Alert',
    expectContent: async (page) => {
      await page.getByRole('button', { name: 'Basic alert' }).click();
      await expect(page.getByRole('dialog', { name: 'Any fool can use a computer' })).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('No decision yet.')).toBeVisible();
    },
  },
  {
    slug: 'toastr',
    heading: 'Toastr',
    expectContent: async (page) => {
      await page.getByRole('button', { name: 'Success' }).click();
      await expect(page.getByText('The report was sent.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect(page.getByText('The report was sent.')).toHaveCount(0);
    },
  },
  {
    slug: 'slider',
    heading: 'Slider',
    expectContent: async (page) => {
      await page.getByRole('slider', { name: 'Volume' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Volume: 41')).toBeVisible();
      await page.getByRole('textbox', { name: 'Budget' }).fill('$500');
      await expect(page.getByRole('slider', { name: 'Budget slider' })).toHaveAttribute('aria-valuenow', '500');
    },
  },
  {
    slug: 'drag-and-drop',
    heading: 'Drag & Drop',
    expectContent: async (page) => {
      await expect(page.getByTestId('sortable-list').getByRole('button')).toHaveCount(5);
      await expect(page.getByTestId('column-To do').getByRole('button')).toHaveCount(3);
      await expect(page.getByTestId('column-Done').getByRole('button')).toHaveCount(2);
    },
  },
  {
    slug: 'tour',
    heading: 'Tour',
    expectContent: async (page) => {
      await expect(page.getByRole('button', { name: 'Start tour' })).toBeVisible();
      await expect(page.getByText('Zoe Harper')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
    },
  },
  {
    slug: 'clipboard',
    heading: 'Clipboard',
    expectContent: async (page) => {
      await page.getByRole('button', { name: 'Copy the coupon code' }).click();
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME-2025');
    },
  },
  {
    slug: 'player',
    heading: 'Media Player',
    expectContent: async (page) => {
      await expect(page.getByTestId('audio-time')).toHaveText('0:00 / 0:03');
      await expect(page.getByTestId('video-time')).toHaveText(/^0:00 \/ 0:0[23]$/, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Play audio' }).click();
      await expect(page.getByRole('button', { name: 'Pause audio' })).toBeVisible();
      await expect(page.getByTestId('audio-time')).toHaveText(/^0:0[1-3] \/ 0:03$/);
      await page.getByRole('button', { name: 'Pause audio' }).click();
      await page.getByRole('button', { name: 'Mute video' }).click();
      await expect(page.getByRole('button', { name: 'Unmute video' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    slug: 'context-menu',
    heading: 'Context Menu',
    expectContent: async (page) => {
      await page.getByRole('row', { name: /Lukas Berg/ }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByTestId('context-menu-result')).toHaveText('You chose Edit on Lukas Berg.');
      const area = page.getByTestId('context-area');
      await area.focus();
      await page.keyboard.press('Shift+F10');
      const menu = page.getByRole('menu', { name: 'Area actions' });
      await expect(menu.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
      // The open menu takes the focus a moment later, and hears Escape from there.
      await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem', { name: 'Copy' })).toHaveCount(0);
      await expect(area).toBeFocused();
    },
  },
  {
    slug: 'swiper',
    heading: 'Swiper',
    expectContent: async (page) => {
      const slider = page.locator('.swiper').nth(1);
      await expect(slider.getByText('Find your leads')).toBeInViewport();
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expect(slider.getByText('Write with AI')).toBeInViewport();
      await expect(page.locator('.swiper')).toHaveCount(6);
    },
  },
  {
    slug: 'ratings',
    heading: 'Ratings',
    expectContent: async (page) => {
      await expect(page.getByTestId('basic-rating-value')).toHaveText('3 of 5');
      // The radio inputs are hidden; the stars are their labels.
      const fiveStars = page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '5 of 5' });
      await page.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
      await expect(page.getByTestId('basic-rating-value')).toHaveText('5 of 5');
      await expect(page.getByRole('img', { name: 'Average rating 4.5 of 5' })).toBeVisible();
    },
  },
  {
    slug: 'i18n',
    heading: 'I18n',
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Welcome back, Zoe!' })).toBeVisible();
      await page.getByText('Français').click();
      await expect(page.getByRole('heading', { name: 'Bon retour, Zoe !' })).toBeVisible();
      await page.getByRole('button', { name: 'Ajouter une réponse' }).click();
      await expect(page.getByTestId('i18n-replies')).toHaveText('Vous avez 2 nouvelles réponses.');
      await page.getByText('Deutsch').click();
      await expect(page.getByRole('heading', { name: 'Willkommen zurück, Zoe!' })).toBeVisible();
      await page.getByText('Português').click();
      await expect(page.getByTestId('i18n-replies')).toHaveText('Tem 2 novas respostas.');
    },
  },
  {
    slug: 'pagination',
    heading: 'Pagination',
    expectContent: async (page) => {
      const list = page.getByTestId('paged-list');
      await expect(list.getByRole('listitem')).toHaveCount(10);
      await expect(list.getByText(/^Lead 001/)).toBeVisible();
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect(list.getByText(/^Lead 011/)).toBeVisible();
      await page.getByRole('button', { name: 'Last page' }).click();
      await expect(list.getByText(/^Lead 137/)).toBeVisible();
      await expect(page.getByText('Showing 131 to 137 of 137')).toBeVisible();
    },
  },
  {
    slug: 'import',
    heading: 'Import',
    expectContent: async (page) => {
      await expect(page.getByText('Drop a CSV or XLSX file here')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    },
  },
  {
    slug: 'export',
    heading: 'Export',
    expectContent: async (page) => {
      await expect(page.getByRole('table', { name: 'Employees' }).getByRole('row')).toHaveCount(11);
      await expect(page.getByText('Rows 1 to 10 of 100')).toBeVisible();
    },
  },
  {
    slug: 'export-selected',
    heading: 'Export Selected',
    expectContent: async (page) => {
      await expect(page.getByRole('table', { name: 'Employees' }).getByRole('checkbox')).toHaveCount(11);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      await expect(page.getByText('Select at least one row to export.')).toBeVisible();
    },
  },
];

/**
 * The problems seen, but for the shell's known mock-worker update rejection (a worker update that
 * finds the registration caught between two workers), which is not these pages' doing.
 */
function pageProblems(problems: string[]) {
  return problems.filter((problem) => !problem.startsWith('page error: Failed to update a ServiceWorker'));
}

async function openExtension(page: Page, slug: string, heading: string) {
  await openRoute(page, `/extensions/${slug}`);
  await headingDrawn(page);
  // The first template page of a session also starts the mock worker; the shared machine can be slow.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
}

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

// Accessibility at 1280 px in both skins: the template's route sweep (template-routes.spec.ts) scans every route.
test('the fifteen extension pages show working content without errors', async ({ lookTab }, testInfo) => {
  test.slow();
  const tab = await lookTab({ skin: 'light' });
  const problems = await problemsDuring(tab, async () => {
    for (const extension of extensionPages) {
      await visit(tab, `/extensions/${extension.slug}`);
      await headingDrawn(tab.page);
      await expect(tab.page.getByRole('heading', { level: 1, name: extension.heading })).toBeVisible();
      await expect(tab.page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
      await extension.expectContent(tab.page);
      await keepScreenshot(tab.page, testInfo, `${extension.slug}-1280-light.png`);
    }
  });
  expect(problems).toEqual([]);
});

test('a sweet-alert confirm deletes on confirm and keeps the file on cancel, and its popup passes axe', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await openExtension(page, 'sweet-alert', 'Sweet Alert');
  await page.getByRole('button', { name: 'Delete file' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toBeVisible();
  expect(await seriousViolations(page), 'the confirm popup').toEqual([]);
  await question.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('dialog', { name: 'Deleted!' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The file was deleted.' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete file' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The file was kept.')).toBeVisible();
  expect(pageProblems(problems)).toEqual([]);
});

test('the tour walks its five steps forward and back, and Done closes it', async ({ page }) => {
  const problems = watchProblems(page);
  await openExtension(page, 'tour', 'Tour');
  await page.getByRole('button', { name: 'Start tour' }).click();
  const popover = page.locator('.driver-popover');
  const titles = ['Welcome', 'Your profile', 'Key figures', 'Quick actions', 'Need help?'];
  for (const [index, title] of titles.entries()) {
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(popover).toContainText(`Step ${index + 1} of 5`);
    if (index === 1) {
      await popover.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
      await popover.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
    if (index < titles.length - 1) await popover.getByRole('button', { name: 'Next' }).click();
  }
  await popover.getByRole('button', { name: 'Done' }).click();
  await expect(popover).toHaveCount(0);
  await expect(page.locator('.driver-overlay')).toHaveCount(0);
  expect(pageProblems(problems)).toEqual([]);
});

test('a list is reordered by dragging with the mouse, and a card moves to the other list', async ({ page }) => {
  await openExtension(page, 'drag-and-drop', 'Drag & Drop');
  const list = page.getByTestId('sortable-list');
  const first = list.getByRole('button', { name: 'Write the welcome email' });
  const third = list.getByRole('button', { name: 'Warm up the new mailbox' });
  const from = await first.boundingBox();
  const to = await third.boundingBox();
  if (!from || !to) throw new Error('The list items are not on screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 5, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByTestId('sortable-order')).toHaveText(
    'Order: 1. Import the lead list, 2. Warm up the new mailbox, 3. Write the welcome email, 4. Schedule the first campaign, 5. Review the replies',
  );
  await expect(list.getByRole('button')).toHaveText([
    'Import the lead list',
    'Warm up the new mailbox',
    'Write the welcome email',
    'Schedule the first campaign',
    'Review the replies',
  ]);

  const card = page.getByRole('button', { name: 'Call Ana Costa' });
  const done = page.getByTestId('column-Done');
  const cardBox = await card.boundingBox();
  const doneBox = await done.boundingBox();
  if (!cardBox || !doneBox) throw new Error('The board is not on screen.');
  await page.mouse.move(cardBox.x + cardBox.width / 2, cardBox.y + cardBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(cardBox.x + cardBox.width / 2 + 10, cardBox.y + cardBox.height / 2, { steps: 5 });
  await page.mouse.move(doneBox.x + doneBox.width / 2, doneBox.y + doneBox.height - 10, { steps: 20 });
  await page.mouse.up();
  await expect(done.getByRole('button', { name: 'Call Ana Costa' })).toBeVisible();
  await expect(page.getByTestId('column-To do').getByRole('button')).toHaveCount(2);
});

test('a CSV file is imported into a table with its header row, and an empty file is refused', async ({ page }) => {
  const problems = watchProblems(page);
  await openExtension(page, 'import', 'Import');
  const input = page.locator('input[type="file"]');
  const csv =
    'Name,Company,City\nAna Costa,Nordwind,Lisbon\n"Berg, Lukas",Hafenlicht,Hamburg\nChloé Martin,Atelier Sud,Lyon\n';
  await input.setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const table = page.getByRole('table', { name: 'Contents of leads.csv' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Company', 'City']);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Berg, Lukas', 'Hafenlicht', 'Hamburg']);
  await expect(page.getByTestId('import-summary')).toHaveText('leads.csv: 3 columns, 3 rows.');

  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(page.getByRole('alert').filter({ hasText: 'empty.csv is empty.' })).toBeVisible();
  await expect(table).toHaveCount(0);
  expect(pageProblems(problems)).toEqual([]);
});

test('the selected rows are exported to CSV, exactly those two with the header', async ({ page }) => {
  await openExtension(page, 'export-selected', 'Export Selected');
  const rows = page.getByRole('table', { name: 'Employees' }).getByRole('row');
  const names = [
    await rows.nth(2).getByRole('cell').nth(2).textContent(),
    await rows.nth(4).getByRole('cell').nth(2).textContent(),
  ];
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 rows selected');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^employees-selected-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(lines).toHaveLength(3);
  expect(lines[0]).toEqual(['ID', 'Name', 'Email', 'Post', 'City', 'Start date', 'Salary', 'Age', 'Status']);
  expect(lines.slice(1).map((line) => line[1])).toEqual(names);
});

test('the export page writes an XLSX file that exceljs reads back with every row', async ({ page }) => {
  await openExtension(page, 'export', 'Export');
  const firstName = await page
    .getByRole('table', { name: 'Employees' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(1)
    .textContent();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  expect(sheet.rowCount).toBe(101);
  expect(sheet.getRow(1).getCell(2).text).toBe('Name');
  expect(sheet.getRow(2).getCell(1).text).toBe('1');
  expect(sheet.getRow(2).getCell(2).text).toBe(firstName);
});
