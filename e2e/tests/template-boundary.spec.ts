import { expect, type Page } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts.ts';
import { publicTest as test } from '../support/fixtures.ts';
import { networkSettled } from '../support/reused-tab.ts';

/**
 * Strings that exist only in the demo template's code (its mock-worker gate, its layout settings key,
 * MSW): a product page whose scripts contain one of them has loaded template code.
 */
const templateMarkers = ['The demo data could not start', 'leadpilot-template-layout', '[MSW]'];

/**
 * Every script the page downloads from here on; read it back (from the same server) when asked. Node's
 * own fetch: Playwright's request context took 5 s for some 90 scripts asked at once, against 0.2 s.
 */
function collectScripts(page: Page) {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  return () =>
    Promise.all(
      [...urls].map(async (url) => {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        return { url, text: await response.text() };
      }),
    );
}

function templateCodeIn(scripts: { url: string; text: string }[]) {
  return scripts.flatMap(({ url, text }) =>
    templateMarkers.filter((marker) => text.includes(marker)).map((marker) => `${url}: ${marker}`),
  );
}

test('the product’s sign-in page and home download no template code; the template loads it on its own routes', async ({
  page,
}) => {
  const signInScripts = collectScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await networkSettled(page);
  const onSignIn = await signInScripts();
  expect(onSignIn.length).toBeGreaterThan(0);
  expect(templateCodeIn(onSignIn)).toEqual([]);

  await signUp(page, newAccount());
  await networkSettled(page);
  // The product's navigation leads to the template, in a group of its own.
  const link = page.getByRole('link', { name: 'Admin template' });
  await expect(link).toBeVisible();

  const templateScripts = collectScripts(page);
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('region').first()).toBeVisible();
  await networkSettled(page);
  // The marker check can fail: the template's own chunks do contain the markers.
  expect(templateCodeIn(await templateScripts()).length).toBeGreaterThan(0);
});
