import { randomBytes } from 'node:crypto';
import type { PersonSummary } from '@leadpilot/contracts';
import { expect } from '@playwright/test';
import Papa from 'papaparse';
import { superAdmin } from '../support/e2e-server.ts';
import { publicTest as test } from '../support/fixtures.ts';
import { keepScreenshot, seriousViolations } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/signed-in.ts';

/** CSV text to rows (RFC 4180 quoting), to check the download. */
const csvRows = (text: string): string[][] => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

test('a stranger proves a work email, enriches a small CSV, then buys credits on the page for a larger one', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The platform's own mail (no organisation yet) is the super-admin's to read in the sandbox mailbox.
  const root = await signInThroughApi(baseURL ?? '', superAdmin);
  const asRoot = { authorization: `Bearer ${root.accessToken}` };
  const found = await request.post('/api/v1/people/search', {
    headers: asRoot,
    data: { perPage: 20, page: 1, includeFacets: false },
  });
  expect(found.status(), await found.text()).toBe(200);
  const people = ((await found.json()) as { data: PersonSummary[] }).data.filter((person) => person.company);
  expect(people.length).toBeGreaterThanOrEqual(3);
  const lines = people.slice(0, 3).map((person) => {
    const [first, ...rest] = person.fullName.split(' ');
    return `${first},${rest.join(' ')},${person.company?.name ?? ''}`;
  });
  const csv = `First name,Last name,Company\n${[...lines, 'Nobody,Unknown,Nowhere Ltd'].join('\n')}\n`;

  const id = randomBytes(4).toString('hex');
  const email = `ada-${id}@acme-${id}.test`;
  await page.goto('/free-enrichment');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrich a file for free' })).toBeVisible();
  expect(await seriousViolations(page), 'the sign-up step').toEqual([]);
  await keepScreenshot(page, testInfo, 'free-enrichment-signup-1280.png');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Work email' }).fill(`ada-${id}@gmail.com`);
  await page.getByRole('textbox', { name: 'Company' }).fill(`Acme ${id}`);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByTestId('form-error')).toContainText('gmail.com is a free email provider');
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);

  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/v1/sandbox/messages', { headers: asRoot, params: { to: email } });
        const first = ((await list.json()) as { data: { id: string }[] }).data[0];
        if (!first) return null;
        const message = await request.get(`/api/v1/sandbox/messages/${first.id}`, { headers: asRoot });
        code = /code is (\d{6})/.exec(((await message.json()) as { data: { text: string } }).data.text)?.[1] ?? null;
        return code;
      },
      { message: 'the code reaches the sandbox mailbox', timeout: 15_000 },
    )
    .not.toBeNull();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Confirm code' }).click();

  await expect(page.getByText('No files yet')).toBeVisible();
  expect(await seriousViolations(page), 'the upload step').toEqual([]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const uploaded = page.getByRole('region', { name: 'Uploaded file' });
  await expect(uploaded.getByText('4 rows · 3 columns')).toBeVisible();
  await keepScreenshot(page, testInfo, 'free-enrichment-upload-1280.png');
  await uploaded.getByRole('button', { name: 'Enrich 4 rows for free' }).click();

  await expect(page.getByRole('heading', { name: 'Your file is ready' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('4 of 4 rows')).toBeVisible();
  expect(await seriousViolations(page), 'the result').toEqual([]);
  await keepScreenshot(page, testInfo, 'free-enrichment-done-1280.png');
  const download = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Downloads' }).getByRole('button', { name: 'Enriched CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Leads-enriched.csv');
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  // A byte order mark first, for Excel (the parser drops it).
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = csvRows(text);
  expect(rows[0]?.slice(0, 5)).toEqual(['First name', 'Last name', 'Company', 'Work email', 'Work email status']);
  expect(rows).toHaveLength(5);
  expect(rows.slice(1, 4).some((row) => row[3]?.includes('@'))).toBe(true);

  if (process.env.E2E_SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'free-enrichment-done-390.png');
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A file over the free limit is refused until credits are bought, right here.
  const bigCsv = `First name,Last name,Company\n${Array.from({ length: 30 }, (_, n) => `Person,Number ${n + 1},Big Co ${id}`).join('\n')}\n`;
  const bigFile = { name: 'Big list.csv', mimeType: 'text/csv', buffer: Buffer.from(bigCsv, 'utf8') };
  await page.getByRole('button', { name: 'Enrich another file' }).click();
  await page.locator('input[type="file"]').setInputFiles(bigFile);
  await expect(page.getByTestId('form-error')).toContainText('Free enrichment takes files of up to 25 rows');
  await page.getByRole('button', { name: 'Buy credits' }).first().click();
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits.getByRole('heading', { name: 'Credits' })).toBeFocused();
  await expect(credits.getByText('No invoices yet')).toBeVisible();
  await credits.getByRole('radio', { name: 'Basic plan' }).check();
  expect(await seriousViolations(page), 'buying credits').toEqual([]);
  await keepScreenshot(page, testInfo, 'free-enrichment-buy-1280.png');
  if (process.env.E2E_SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'free-enrichment-buy-390.png');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await credits.getByRole('button', { name: 'Pay $23 for 600 credits' }).click();
  // The loopback's Checkout, as Razorpay's: a decline first, then the payment.
  const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(credits.getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay now' }).click();
  await expect(credits.getByRole('heading', { name: '600 credits added' })).toBeVisible();
  // The refusal that asked for credits is gone with it.
  await expect(page.getByTestId('form-error')).toBeHidden();
  await expect(credits.getByTestId('free-balance')).toHaveText(/^6\d\d credits left$/);
  const invoices = credits.getByRole('list', { name: 'Your invoices' });
  await expect(invoices.getByRole('listitem')).toHaveCount(1);
  await expect(invoices).toContainText('Basic · 600 credits · $23.00');
  await keepScreenshot(page, testInfo, 'free-enrichment-bought-1280.png');
  const pdf = page.waitForEvent('download');
  await invoices.getByRole('button', { name: /^Download PDF LP-\d{4}-\d{6}$/ }).click();
  const invoicePdf = await pdf;
  expect(invoicePdf.suggestedFilename()).toMatch(/^LP-\d{4}-\d{6}\.pdf$/);
  expect(
    Buffer.concat(await (await invoicePdf.createReadStream()).toArray())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The purchase lifted the limit: the same file is taken now.
  await page.locator('input[type="file"]').setInputFiles(bigFile);
  await expect(page.getByRole('region', { name: 'Uploaded file' }).getByText('30 rows · 3 columns')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enrich 30 rows', exact: true })).toBeVisible();
});
