import { expect } from '@playwright/test';
import { test } from '../support/fixtures.ts';

// Each test is the owner of a newly signed-up organisation: keys, endpoints and jobs start empty.
test.use({ organisation: 'fresh' });

test('an owner creates an API key, a script uses it, and revoking it ends its access', async ({ page, request }) => {
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create your first key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('Reporting script');
  await dialog.getByRole('checkbox', { name: 'Saved lists' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = (await shown.getByTestId('secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^lp_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const table = page.getByRole('table');
  await expect(table.getByText('Reporting script')).toBeVisible();

  const lists = () => request.get('/api/v1/lists', { headers: { authorization: `Bearer ${secret}` } });
  expect((await lists()).status()).toBe(200);

  await page.getByRole('button', { name: 'Revoke Reporting script' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke Reporting script?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(table.getByText('Revoked')).toBeVisible();
  expect((await lists()).status()).toBe(401);
});

test('an owner adds a webhook endpoint, sees its signing secret once, and tests it', async ({ page }) => {
  await page.goto('/settings/webhooks');
  await page.getByRole('button', { name: 'Add your first endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  // Loopback on port 80, which the browser suite's outbound guard allows; nothing listens there.
  const url = 'http://127.0.0.1/leadpilot-hooks';
  await dialog.getByLabel('Endpoint URL').fill(url);
  await dialog.getByRole('checkbox', { name: 'reply.received' }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  expect((await added.getByTestId('webhook-secret').textContent()) ?? '').toMatch(/^whsec_/);
  await added.getByRole('button', { name: 'Done' }).click();

  const endpoint = page.getByRole('region', { name: `Endpoint ${url}` });
  await expect(endpoint.getByText('reply.received')).toBeVisible();
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  // The guard lets the connection through; nobody answers, and the card says so in words.
  await expect(endpoint.getByText('The test event was not accepted')).toBeVisible();
});

test('an owner schedules a weekly list refresh and pauses it', async ({ page, request, session }) => {
  const list = await request.post('/api/v1/lists', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { name: 'Weekly sales leaders' },
  });
  expect(list.status()).toBe(200);

  await page.goto('/settings/scheduled-jobs');
  await page.getByRole('button', { name: 'Schedule your first job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a job' });
  await dialog.getByLabel('Name').fill('Monday refresh');
  await dialog.getByRole('radio', { name: 'Refresh a saved search into a list' }).check();
  await dialog.getByLabel('Search keywords').fill('sales');
  await dialog.getByRole('combobox', { name: 'List' }).click();
  await page.getByRole('option', { name: 'Weekly sales leaders' }).click();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();

  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Scheduled jobs' });
  const row = table.getByRole('row', { name: /Monday refresh/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Pause Monday refresh' }).click();
  await expect(row.getByText('Paused')).toBeVisible();
});
