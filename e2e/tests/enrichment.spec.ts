import type { PersonSummary } from '@leadpilot/contracts';
import { expect } from '@playwright/test';
import { superAdmin } from '../support/e2e-server.ts';
import { test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/signed-in.ts';

// Each run gets an organisation of its own, given credits by the super-admin.
test.use({ organisation: 'fresh' });

/** CSV text to rows (RFC 4180 quoting), to check a download. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')]);
      row = [];
      cell = '';
    } else cell += character;
  }
  return rows;
}

test('a rep uploads a messy 200-row CSV, maps it, sees the estimate, watches it run and downloads both files', async ({
  page,
  request,
  session,
  baseURL,
}, testInfo) => {
  const owner = { authorization: `Bearer ${session.accessToken}` };
  const root = await signInThroughApi(baseURL ?? '', superAdmin);
  const granted = await request.post('/api/v1/sadmin/organisations/credit', {
    headers: { authorization: `Bearer ${root.accessToken}` },
    data: { organisationId: session.userData.organisation.id, credits: 500, reason: 'Enrichment test' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const found = await request.post('/api/v1/people/search', {
    headers: owner,
    data: { perPage: 100, page: 1, includeFacets: false },
  });
  const more = await request.post('/api/v1/people/search', {
    headers: owner,
    data: { perPage: 100, page: 2, includeFacets: false },
  });
  const people = [
    ...((await found.json()) as { data: PersonSummary[] }).data,
    ...((await more.json()) as { data: PersonSummary[] }).data,
  ].filter((person) => person.company);
  expect(people.length).toBeGreaterThanOrEqual(150);

  // Messy, as exports are: a byte order mark, semicolons, odd header case, an extra column, blank lines.
  const known = people.slice(0, 150).map((person) => {
    const [first, ...rest] = person.fullName.split(' ');
    return `${first};${rest.join(' ')};${person.company?.name ?? ''};from the fair`;
  });
  const strangers = Array.from({ length: 50 }, (_, index) => `Nobody${index};Unknown;Nowhere ${index} Ltd;cold`);
  const csv = `\uFEFFfirst NAME;Last name;Company;Source\r\n${known.slice(0, 100).join('\r\n')}\r\n\r\n${[
    ...known.slice(100),
    ...strangers,
  ].join('\r\n')}\r\n`;

  await page.goto('/enrichment');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrichment' })).toBeVisible();
  await expect(page.getByText('No files yet')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Fair leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  // The file's page: the columns as guessed, confirmed as they are.
  await expect(page.getByRole('heading', { level: 1, name: 'Fair leads.csv' })).toBeVisible();
  await expect(page.getByText('200 rows · 4 columns')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'first NAME holds' })).toHaveValue('First name');
  await expect(page.getByRole('combobox', { name: 'Company holds' })).toHaveValue('Company');
  await expect(page.getByRole('combobox', { name: 'Source holds' })).toHaveValue('Custom (kept as is)');
  expect(await seriousViolations(page), 'the columns step').toEqual([]);
  await keepScreenshot(page, testInfo, 'enrichment-columns-1280.png');
  await page.getByRole('button', { name: 'Save columns' }).click();
  await page.getByRole('button', { name: 'Estimate cost' }).click();

  // The estimate: what it costs against the balance, and the sample found or not, without values.
  await expect(page.getByText('Your balance')).toBeVisible();
  await expect(page.getByText('500 credits')).toBeVisible();
  const sample = page.getByRole('table', { name: 'Sample' });
  await expect(sample.getByRole('row')).toHaveCount(11);
  await expect(sample.getByLabel('Found').first()).toBeVisible();
  expect(await seriousViolations(page), 'the estimate').toEqual([]);
  await keepScreenshot(page, testInfo, 'enrichment-estimate-1280.png');
  await page.getByRole('button', { name: 'Start enrichment' }).click();

  // The run: a live progress bar until every row is done.
  await expect(page.getByRole('progressbar', { name: 'Enrichment progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Done' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('200 of 200 rows')).toBeVisible();
  await expect(page.getByLabel('Found per column')).toBeVisible();
  expect(await seriousViolations(page), 'the finished run').toEqual([]);
  await keepScreenshot(page, testInfo, 'enrichment-done-1280.png');

  const enriched = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Enriched CSV' }).click();
  const enrichedFile = await enriched;
  expect(enrichedFile.suggestedFilename()).toBe('Fair leads-enriched.csv');
  const rows = csvRows(Buffer.concat(await (await enrichedFile.createReadStream()).toArray()).toString('utf8'));
  expect(rows[0]?.slice(0, 6)).toEqual([
    '\uFEFFfirst NAME',
    'Last name',
    'Company',
    'Source',
    'Work email',
    'Work email status',
  ]);
  expect(rows).toHaveLength(201);
  const emails = rows.slice(1, 151).filter((row) => row[4]?.includes('@'));
  expect(emails.length).toBeGreaterThan(100);

  const failed = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rows to fix (CSV)' }).click();
  const failedRows = csvRows(Buffer.concat(await (await (await failed).createReadStream()).toArray()).toString('utf8'));
  expect(failedRows[0]?.at(-1)).toBe('Reason');
  expect(failedRows.slice(1).filter((row) => row[0]?.startsWith('Nobody'))).toHaveLength(50);

  // The matched people go to a list, a campaign's audience.
  await page.getByRole('button', { name: 'Save to a list' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save the matched people to a list' });
  await saveDialog.getByRole('button', { name: 'Save list' }).click();
  await expect(saveDialog.getByRole('link', { name: 'New campaign' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back on the list, the file is completed with its credits.
  await page.getByRole('link', { name: 'All files' }).click();
  const list = page.getByRole('table', { name: 'Enrichment files' });
  await expect(list.getByRole('row', { name: /Fair leads\.csv/ })).toContainText('Completed');
});
