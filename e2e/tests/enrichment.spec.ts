import type { PersonSummary } from '@leadpilot/contracts';
import { type APIRequestContext, type Download, expect } from '@playwright/test';
import Papa from 'papaparse';
import { superAdmin } from '../support/e2e-server.ts';
import { test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/signed-in.ts';

// Each run gets an organisation of its own, given credits by the super-admin.
test.use({ organisation: 'fresh' });

/** CSV text to rows (RFC 4180 quoting), to check a download. */
const csvRows = (text: string): string[][] => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

/** A download's text. */
async function textOf(download: Download): Promise<string> {
  return Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
}

/** Credits for the run's organisation, granted by the super-admin. */
async function grantCredits(request: APIRequestContext, baseURL: string, organisationId: string, credits: number) {
  const root = await signInThroughApi(baseURL, superAdmin);
  const granted = await request.post('/api/v1/sadmin/organisations/credit', {
    headers: { authorization: `Bearer ${root.accessToken}` },
    data: { organisationId, credits, reason: 'Enrichment test' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
}

test('a rep uploads a messy 200-row CSV, maps it, sees the estimate, watches it run and downloads both files', async ({
  page,
  request,
  session,
  baseURL,
}, testInfo) => {
  const owner = { authorization: `Bearer ${session.accessToken}` };
  await grantCredits(request, baseURL ?? '', session.userData.organisation.id, 500);
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
  const enrichedText = await textOf(enrichedFile);
  // A byte order mark first, for Excel (the parser drops it).
  expect(enrichedText.startsWith('\uFEFF')).toBe(true);
  const rows = csvRows(enrichedText);
  expect(rows[0]?.slice(0, 6)).toEqual([
    'first NAME',
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
  const failedRows = csvRows(await textOf(await failed));
  expect(failedRows[0]?.at(-1)).toBe('Reason');
  expect(failedRows.slice(1).filter((row) => row[0]?.startsWith('Nobody'))).toHaveLength(50);

  // Back on the list, the file is completed with its credits.
  await page.getByRole('link', { name: 'All files' }).click();
  const list = page.getByRole('table', { name: 'Enrichment files' });
  await expect(list.getByRole('row', { name: /Fair leads\.csv/ })).toContainText('Completed');

  // The matched people go to a list, and straight into a new campaign whose audience it is.
  await list.getByRole('link', { name: 'Fair leads.csv' }).click();
  await page.getByRole('button', { name: 'Save to a list' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save the matched people to a list' });
  await saveDialog.getByRole('button', { name: 'Save list' }).click();
  await saveDialog.getByRole('link', { name: 'Start a campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/new\?listId=/);
  // The chosen list shows as a pill in the audience's list picker (its option sits in the closed dropdown too).
  await expect(page.getByText(/^Fair leads \(\d+\)$/).first()).toBeVisible();
});

test('a rep adds an AI column to a 20-row file and downloads each row’s cell with its sources', async ({
  page,
  request,
  session,
  baseURL,
}, testInfo) => {
  await grantCredits(request, baseURL ?? '', session.userData.organisation.id, 200);
  const found = await request.post('/api/v1/people/search', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { perPage: 20, page: 3, includeFacets: false },
  });
  const people = ((await found.json()) as { data: PersonSummary[] }).data;
  expect(people).toHaveLength(20);
  const csv = ['Name,Company', ...people.map((person) => `${person.fullName},${person.company?.name ?? ''}`)].join(
    '\n',
  );

  await page.goto('/enrichment?kind=ai');
  await expect(page.getByRole('radio', { name: 'AI columns' })).toBeChecked();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Webinar.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByRole('heading', { level: 1, name: 'Webinar.csv' })).toBeVisible();
  await page.getByRole('button', { name: 'Save columns' }).click();

  // The AI columns step: a suggestion fills the column; its cost shows before anything is charged.
  await expect(page.getByRole('heading', { name: 'AI columns' })).toBeVisible();
  // A chip's checkbox is drawn by its label.
  await page.getByRole('group', { name: 'Suggested columns' }).getByText('Pain point', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Pain point' })).toBeChecked();
  await expect(page.getByText('At most 20 credits for 20 cells')).toBeVisible();
  expect(await seriousViolations(page), 'the AI columns step').toEqual([]);
  await keepScreenshot(page, testInfo, 'enrichment-ai-columns-1280.png');
  await page.getByRole('button', { name: 'Save AI columns' }).click();
  await page.getByRole('button', { name: 'Estimate cost' }).click();
  await page.getByRole('button', { name: 'Start enrichment' }).click();
  await expect(page.getByRole('heading', { name: 'Done' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByLabel(/^Pain point: \d+ %$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Enriched CSV' }).click();
  const [header = [], ...rows] = csvRows(await textOf(await download));
  const column = header.indexOf('Pain point');
  expect(column).toBeGreaterThan(1);
  const written = rows.filter((row) => row[column + 1] === 'written');
  expect(written.length).toBeGreaterThanOrEqual(15);
  for (const row of written) {
    expect(row[column]).toMatch(/^As .+, (likely|probably) .+\.$/);
    expect(row[column + 2]).toMatch(/^Job title: /);
  }
});
