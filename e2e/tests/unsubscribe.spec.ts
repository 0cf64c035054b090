import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { createUnsubscribeTokens } from '../../apps/server/src/modules/suppressions/unsubscribe-tokens.ts';
import { newAccount } from '../support/accounts.ts';
import { e2eServer } from '../support/e2e-server.ts';
import { publicTest as test } from '../support/fixtures.ts';

/**
 * The unsubscribe page a campaign message links to. The link is made here with the server's own
 * secret (the development secrets file in its data folder), as the sending engine makes it; the
 * page itself is the server's plain HTML, so this walk also holds with JavaScript off.
 */
function unsubscribeTokens() {
  const secrets = JSON.parse(readFileSync(path.join(e2eServer.environment.DATA_DIR, 'secrets.json'), 'utf8')) as {
    JWT_SECRET: string;
  };
  return createUnsubscribeTokens(secrets.JWT_SECRET);
}

test.use({ javaScriptEnabled: false });

test('a recipient confirms on the unsubscribe page and sees the confirmation; a second visit says they are already out', async ({
  page,
  request,
}) => {
  const account = newAccount();
  const signedUp = await request.post('/api/v1/signup', { data: account });
  expect(signedUp.status()).toBe(200);
  const { userData } = (await signedUp.json()) as { userData: { organisation: { id: string } } };
  const domain = `globex-${randomUUID().slice(0, 8)}.example`;
  const token = await unsubscribeTokens().sign({ organisationId: userData.organisation.id, email: `hank@${domain}` });

  await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(account.organisationName, { exact: true })).toBeVisible();
  await expect(page.getByText(`h***@${domain}`)).toBeVisible();
  await page.getByLabel(`everyone at ${domain}`, { exact: false }).check();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();

  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(`will not email h***@${domain} or anyone else at ${domain} again`)).toBeVisible();

  await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(page.getByText('This address is already unsubscribed.')).toBeVisible();
});

test('a link that was cut short or changed shows why it did not work, and no button', async ({ page }) => {
  await page.goto('/unsubscribe?token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..changed');
  await expect(page.getByRole('alert')).toHaveText(/This unsubscribe link is not valid/);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
