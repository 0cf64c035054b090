import { expect } from '@playwright/test';
import { signIn } from '../support/accounts.ts';
import { publicTest as test } from '../support/fixtures.ts';

// The seeded demo organisation is on the Growth plan with 5,000 credits, so intent filters are open.
const demo = { email: 'demo@leadpilot.test', password: 'pilot-demo-2026' };

test('a rep searches people with filters, reveals one, reads their profile and saves them to a list', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People search' }).click();
  await expect(page).toHaveURL(/\/prospects/);
  const total = page.getByTestId('people-total');
  await expect(total).toHaveText(/^[\d,]+ people$/);
  const everyone = Number(((await total.textContent()) ?? '').replace(/\D/g, ''));

  // By keyboard, as the filter panel is sticky and taller than the window.
  const verifiedOnly = page.getByRole('switch', { name: 'Verified emails only' });
  await verifiedOnly.focus();
  await page.keyboard.press('Space');
  await expect(verifiedOnly).toBeChecked();
  await page.getByRole('combobox', { name: 'Seniority' }).click();
  const narrowed = page.waitForResponse((response) => {
    const body: unknown = response.request().postDataJSON();
    return (
      response.url().endsWith('/api/v1/people/search') &&
      JSON.stringify(body).includes('"seniorities":["vp"]') &&
      JSON.stringify(body).includes('"emailVerifiedOnly":true')
    );
  });
  await page.getByRole('option', { name: /^VP/ }).click();
  const reply = (await (await narrowed).json()) as { data: { fullName: string }[]; total: { value: number } };
  await expect(total).toHaveText(`${reply.total.value.toLocaleString('en-US')} people`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/seniority=vp/);
  await expect(total).not.toHaveText(`${everyone.toLocaleString('en-US')} people`);
  const filtered = Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(everyone);

  const results = page.getByRole('table', { name: 'Search results' });
  const firstRow = results.getByRole('row').nth(1);
  const name = reply.data[0]?.fullName ?? '';
  await expect(firstRow.getByRole('link').first()).toHaveText(name);
  // Masked until revealed: no full address in the row.
  await expect(firstRow).toContainText('•••@');

  await firstRow.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(page.getByText('Reveal to see the full profile')).toBeVisible();
  await contact.getByRole('button', { name: 'Reveal · 1 credit' }).click();
  await expect(contact.getByRole('button', { name: 'Copy email' })).toBeVisible();
  await expect(contact).not.toContainText('•••@');
  await expect(page.getByRole('region', { name: 'Company', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Employment history' })).toBeVisible();

  // The rest of the 360 view: a predicted profile with its evidence, pitches citing facts, news.
  const personality = page.getByRole('region', { name: 'Personality profile' });
  await expect(personality).toContainText('Predicted');
  for (const trait of ['Dominance', 'Influence', 'Steadiness', 'Conscientiousness']) {
    await expect(personality).toContainText(trait);
  }
  await expect(page.getByRole('region', { name: 'Pitch suggestions' })).toBeVisible();
  // Every generated company has news, so the card lists at least one item, each a link to its source.
  await expect(page.getByRole('region', { name: 'Company news' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Social activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Colleagues' })).toBeVisible();

  await page.getByRole('button', { name: 'Save to list' }).click();
  const save = page.getByRole('dialog', { name: /Save .* to a list/ });
  const listName = `Q4 targets ${Date.now()}`;
  const newList = save.getByRole('radio', { name: 'New list' });
  if (await newList.count()) await newList.check();
  await save.getByRole('textbox', { name: 'List name' }).fill(listName);
  await save.getByRole('button', { name: 'Add to list' }).click();
  await expect(save).toBeHidden();

  await page.goto('/prospects/lists');
  await page.getByRole('table', { name: 'Saved lists' }).getByRole('link', { name: listName }).click();
  await expect(page.getByRole('table', { name: 'List members' })).toContainText(name);
  await expect(page.getByRole('button', { name: 'Everyone revealed' })).toBeDisabled();
});

test('the results page survives a visit to a person: page, filters and scroll come back, and the table fits 1280 px', async ({
  page,
}, testInfo) => {
  test.slow();
  await signIn(page, demo.email, demo.password);
  await page.goto('/prospects');
  const total = page.getByTestId('people-total');
  await expect(total).toHaveText(/^[\d,]+ people$/);

  const verifiedOnly = page.getByRole('switch', { name: 'Verified emails only' });
  await verifiedOnly.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/verified=1/);

  // Title, company, location, email status and intent fit beside the filters without sideways scrolling.
  const scroller = page.getByRole('region', { name: 'Search results table' });
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  const box = await scroller.boundingBox();
  for (const header of ['Name', 'Company', 'Location', 'Email and phone', 'Intent']) {
    const cell = await results.getByRole('columnheader', { name: header }).boundingBox();
    // Each column is there, at least 60 px wide, inside the table's visible width.
    expect(cell?.width ?? 0, header).toBeGreaterThan(60);
    expect((cell?.x ?? 0) + (cell?.width ?? 0), header).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
  }
  await expect(
    results
      .getByRole('row')
      .nth(1)
      .getByText(/Verified/i),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('people-results-1280.png'), fullPage: true });

  // Page 2 through the "Go to page" field.
  const secondPage = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/people/search') &&
      JSON.stringify(response.request().postDataJSON()).includes('"page":2'),
  );
  await page.getByRole('textbox', { name: 'Go to page' }).fill('2');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const reply = (await (await secondPage).json()) as { data: { fullName: string }[] };
  await expect(page).toHaveURL(/verified=1.*page=2|page=2.*verified=1/);
  await expect(page.getByText(/^Page 2 of [\d,]+/)).toBeVisible();
  const name = reply.data[20]?.fullName ?? '';
  const row = results.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();

  // Scroll down to a row near the bottom and open that person.
  await row.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const scrolled = await page.evaluate(() => window.scrollY);
  // The page notes the offset on its history entry on the next frame: wait for that note, then leave.
  await expect
    .poll(() =>
      page.evaluate(
        (offset) =>
          Object.entries(sessionStorage).some(
            ([key, value]) => key.startsWith('leadpilot.scroll.') && Number(value) === Math.round(offset),
          ),
        scrolled,
      ),
    )
    .toBe(true);
  const address = page.url();
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  expect(page.url()).toBe(address);
  await expect(page.getByText(/^Page 2 of [\d,]+/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Verified emails only' })).toBeChecked();
  await expect(results.getByRole('link', { name, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
});
