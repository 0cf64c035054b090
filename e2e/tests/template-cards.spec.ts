import { expect } from '@playwright/test';
import { problemsDuring, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/page-checks.ts';
import { headingDrawn, openRoute, type ReusedTab, visit, waitForContent } from '../support/reused-tab.ts';
import { type CardPage, card, cardPages } from '../support/template-proofs/cards.ts';

// Charts draw at once (no animation), so screenshots and checks see them finished (the worker's tabs
// reduce motion too).
test.use({ reducedMotion: 'reduce' });

async function openCardPage(tab: ReusedTab, cardPage: CardPage) {
  await visit(tab, cardPage.path);
  await headingDrawn(tab.page);
  await expect(tab.page.getByRole('heading', { level: 1, name: cardPage.heading })).toBeVisible();
  await waitForContent(tab.page);
  await cardPage.expectContent(tab.page);
}

// At 1280 px the template's route sweep (template-routes.spec.ts) checks the card pages, their data
// (`e2e/support/template-proofs/cards.ts`) included, in both skins.
test('the card pages fit a phone screen', async ({ lookTab }, testInfo) => {
  test.slow();
  for (const skin of ['light', 'dark'] as const) {
    const tab = await lookTab({ skin, phone: true });
    const problems = await problemsDuring(tab, async () => {
      for (const cardPage of cardPages) {
        await openCardPage(tab, cardPage);
        await expect(tab.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${cardPage.path} is wider than the screen`).toBeLessThanOrEqual(0);
        await keepScreenshot(tab.page, testInfo, `${cardPage.path.split('/').pop()}-375-${skin}.png`);
      }
    });
    expect(problems, `${skin} skin`).toEqual([]);
  }
});

test('an action card collapses, refreshes under an overlay and is removed and restored, by keyboard', async ({
  page,
}) => {
  await openRoute(page, '/card/card-actions');
  await waitForContent(page);
  const allActions = card(page, 'All actions');
  const updated = allActions.getByTestId('active-users-updated');
  await expect(updated).toHaveText(/^Updated at/);

  const collapse = allActions.getByRole('button', { name: 'Collapse All actions' });
  await collapse.focus();
  await page.keyboard.press('Enter');
  const expand = allActions.getByRole('button', { name: 'Expand All actions' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(updated).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(allActions.getByRole('button', { name: 'Collapse All actions' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(updated).toBeVisible();

  const before = await updated.textContent();
  // The card is busy for about a second, which a loaded machine can spend between two looks: a
  // record in the page keeps every state the card went through, so the test reads what happened.
  await allActions.evaluate((section) => {
    const seen: { busy: string | null; overlay: boolean }[] = [];
    (window as unknown as { refreshStates: typeof seen }).refreshStates = seen;
    const note = () =>
      seen.push({
        busy: section.getAttribute('aria-busy'),
        overlay: section.querySelector('.mantine-LoadingOverlay-root') !== null,
      });
    new MutationObserver(note).observe(section, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      childList: true,
      subtree: true,
    });
  });
  await allActions.getByRole('button', { name: 'Refresh All actions' }).focus();
  await page.keyboard.press('Enter');
  const overlay = allActions.locator('.mantine-LoadingOverlay-root');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as { refreshStates: { busy: string | null; overlay: boolean }[] }).refreshStates.some(
            (state) => state.busy === 'true' && state.overlay,
          ),
        ),
      { message: 'the card was busy under its overlay' },
    )
    .toBe(true);
  await expect(allActions).not.toHaveAttribute('aria-busy', 'true');
  await expect(overlay).toBeHidden();
  await expect(updated).not.toHaveText(before ?? '');

  await allActions.getByRole('button', { name: 'Remove All actions' }).focus();
  await page.keyboard.press('Enter');
  await expect(allActions).toHaveCount(0);
  const restore = page.getByRole('button', { name: 'Restore it' });
  await expect(restore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, 'All actions')).toBeVisible();
  await expect(restore).toHaveCount(0);
});
