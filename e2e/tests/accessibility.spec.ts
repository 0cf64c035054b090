import { expect } from '@playwright/test';
import { test as signedInTest, publicTest as test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/page-checks.ts';
import { signedInPages } from '../support/pages.ts';
import { headingDrawn, networkSettled, visit, waitForContent } from '../support/reused-tab.ts';

for (const path of ['/login', '/register', '/pricing']) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the scan reports planted problems, in the page and inside a frame', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const plant = (withFrame: boolean) =>
    page.evaluate((frame) => {
      document.getElementById('planted')?.remove();
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = frame
        ? '<iframe title="Sample" srcdoc="<html lang=en><title>Sample</title><img src=data:, width=4 height=4>"></iframe>' +
          '<iframe title="Email" sandbox="" srcdoc="<p>An email</p>"></iframe>'
        : '<img src="data:," width="4" height="4"><button style="color:#f4f4f4;background:#fff">Go</button>';
      document.body.append(planted);
    }, withFrame);

  // Each frame is scanned in its own document; a frame that may not run scripts (an email preview) is left out.
  await plant(false);
  expect(page.frames()).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual(['color-contrast: #planted > button', 'image-alt: img']);
  await plant(true);
  await expect(page.frameLocator('iframe[title="Sample"]').locator('img')).toBeAttached();
  expect(page.frames()).toHaveLength(3);
  expect(await seriousViolations(page)).toEqual(['image-alt: iframe[title="Sample"] img']);
});

// Each signed-in page as a newly signed-up owner sees it: one organisation of its own per worker
// (these tests only read), in one tab that moves between the pages on the client as a user does.
for (const path of signedInPages) {
  signedInTest(`${path} has no serious accessibility problems when signed in`, async ({ newOwnerTab }) => {
    const { page } = newOwnerTab;
    await visit(newOwnerTab, path);
    await headingDrawn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForContent(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The 360 view in a page of its own, as a newly signed-up owner sees it.
signedInTest.describe('as a newly signed-up owner', () => {
  signedInTest.use({ organisation: 'fresh' });

  signedInTest(
    'a person’s 360 view has no serious accessibility problems once every card has loaded',
    async ({ page }) => {
      await page.goto('/prospects');
      await page
        .getByRole('table', { name: 'Search results' })
        .getByRole('row')
        .nth(1)
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('region', { name: 'Personality profile' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Company news' }).getByRole('link').first()).toBeVisible();
      await networkSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
