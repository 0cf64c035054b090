import { devices, expect, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { signUpByApi } from '../support/api.ts';
import { type BookingPageSetup, bookAFreeTime, createBookingPage } from '../support/booking.ts';
import { publicTest as test } from '../support/fixtures.ts';
import { watchProblems } from '../support/page-checks.ts';

/**
 * The public pages arrive already rendered (docs/public-pages.md): with JavaScript off each shows its
 * heading and fields; with it on, React takes over the same markup (no node of the page is replaced,
 * nothing moves, no console error) and the page works. The unsubscribe page, the server's own HTML,
 * is walked with JavaScript off in unsubscribe.spec.ts.
 */
const pages = [
  { address: '/login', heading: 'Sign in', fields: ['Work email', 'Password'] },
  { address: '/register', heading: 'Create your workspace', fields: ['Your name', 'Organisation name'] },
  { address: '/forgot-password', heading: 'Forgot your password?', fields: ['Work email'] },
  {
    address: `/reset-password?token=${'a'.repeat(40)}`,
    heading: 'Choose a new password',
    fields: ['New password', 'Repeat the new password'],
  },
  { address: '/pricing', heading: 'Simple plans. Credits that work for you.', fields: [] },
  { address: '/free-enrichment', heading: 'Enrich a file for free', fields: ['Your name', 'Company'] },
];

/**
 * Before the page's own scripts: sums the layout shifts not caused by input (what CLS counts) and
 * counts headings removed from the document (a page React rendered again instead of hydrating).
 */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { layoutShift: number; removedHeadings: number };
    watched.layoutShift = 0;
    watched.removedHeadings = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) watched.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) watched.removedHeadings += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether React has taken over the page's heading (hydration attaches its fiber to the node). */
function isHydrated(page: Page) {
  return page
    .locator('h1')
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}

const takeover = (page: Page) =>
  page.evaluate(() => {
    const watched = window as unknown as { layoutShift: number; removedHeadings: number };
    return { layoutShift: watched.layoutShift, removedHeadings: watched.removedHeadings };
  });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its heading and fields from the server', async ({ page }) => {
    for (const { address, heading, fields } of pages) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading }), address).toBeVisible();
      for (const field of fields) await expect(page.getByLabel(field).first(), `${address}: ${field}`).toBeVisible();
    }
    // The sign-in buttons of the providers this server offers are drawn too.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
    // Without a usable token the reset page is the app's own (it says the link is incomplete).
    await page.goto('/reset-password');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Every public page in turn: hydrated in place, nothing moved, no problem in the console. */
async function expectQuietTakeovers(page: Page) {
  const problems = watchProblems(page);
  await watchTakeover(page);
  for (const { address, heading } of pages) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => isHydrated(page), { message: `${address} hydrates` }).toBe(true);
    await page.waitForLoadState('networkidle');
    const { layoutShift, removedHeadings } = await takeover(page);
    expect(removedHeadings, `${address}: the pre-rendered page was replaced, not hydrated`).toBe(0);
    expect(layoutShift, `${address}: layout shift`).toBeLessThanOrEqual(0.05);
  }
  expect(problems).toEqual([]);
}

test('each public page hydrates in place: no node replaced, no layout shift, no console error', async ({ page }) => {
  await expectQuietTakeovers(page);
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('each public page hydrates in place with no layout shift', async ({ page }) => {
    await expectQuietTakeovers(page);
  });
});

test('the pre-rendered sign-in page signs in, and the app opens without loading the page again', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await signUpByApi(request, account);
  const problems = watchProblems(page);
  await watchTakeover(page);
  // The app's script arrives late (a slow phone): the visitor types into the pre-rendered form first.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Work email').fill('not-an-email');
  await page.getByLabel('Work email').blur();
  await page.getByLabel(/^Password/).fill(account.password);
  expect(await isHydrated(page), 'typed before the script ran').toBe(false);
  // The button waits for the script (a press before would reload the page); the field left with a
  // wrong address is then checked as if just left, and the password typed early is what is sent.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Work email').fill(account.email);
  expect((await takeover(page)).removedHeadings, 'the form was hydrated, not replaced').toBe(0);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('pricing leads to sign-up in the same page', async ({ page }) => {
  await page.goto('/pricing');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your workspace' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a visitor who chose the dark theme gets it once the pre-rendered page is hydrated, without an error', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.addInitScript(() => localStorage.setItem('leadpilot-color-scheme', 'dark'));
  await page.goto('/pricing');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(problems).toEqual([]);
});

/**
 * The booking page, rendered by the server for each request with its data: with JavaScript off it
 * shows the host, the meeting and the free days (on the host's clock); with it on, it hydrates in
 * place, then shows the visitor's clock (another zone here), and a time can be booked.
 */
test.describe('a booking page (/book/{slug})', () => {
  let booking: BookingPageSetup;
  test.beforeAll(async ({ request }) => {
    booking = await createBookingPage(request, { timeZone: 'Europe/Berlin' });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the host, the meeting and the first free days from the server', async ({ page }) => {
      await page.goto(`/book/${booking.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: `Meet ${booking.hostName}` })).toBeVisible();
      await expect(page.getByText(booking.organisationName)).toBeVisible();
      await expect(page.getByText('30-minute meeting')).toBeVisible();
      const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
      expect(await days.count()).toBeGreaterThan(0);
      await expect(days.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page
          .getByRole('group', { name: /^Free times on / })
          .getByRole('button')
          .first(),
      ).toBeVisible();
      await expect(page.getByText('Times are shown in Europe/Berlin.')).toBeVisible();
    });
  });

  for (const [label, device] of [
    ['on a desktop', {}],
    ['on a phone', (({ defaultBrowserType: _browser, ...phone }) => phone)(devices['Pixel 7'])],
  ] as const) {
    test.describe(label, () => {
      test.use({ ...device, timezoneId: 'America/New_York' });

      test('hydrates in place with no layout shift nor console error, then books a time', async ({ page }) => {
        const problems = watchProblems(page);
        await watchTakeover(page);
        const pageRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === `/api/v1/booking/${booking.slug}`) pageRequests.push(request.url());
        });
        await page.goto(`/book/${booking.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: `Meet ${booking.hostName}` })).toBeVisible();
        await expect.poll(() => isHydrated(page), { message: 'the booking page hydrates' }).toBe(true);
        // Then the visitor's clock: asked for once, in their zone (the host's came with the page).
        await expect(page.getByText('Times are shown in America/New_York.')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(pageRequests).toHaveLength(1);
        expect(new URL(pageRequests[0] ?? '').searchParams.get('zone')).toBe('America/New_York');
        const { layoutShift, removedHeadings } = await takeover(page);
        expect(removedHeadings, 'the rendered page was replaced, not hydrated').toBe(0);
        expect(layoutShift, 'layout shift').toBeLessThanOrEqual(0.05);
        expect(problems).toEqual([]);

        // The two page tests run side by side against one loopback Google calendar, so a time can be
        // taken between showing and booking: the page says so and the visitor picks another.
        await bookAFreeTime(page, { name: 'Pat Prospect', email: `pat-${Date.now()}@client.e2e.test` });
      });
    });
  }

  test('an unknown booking page is the app’s own, which says it was not found', async ({ page }) => {
    const response = await page.goto('/book/no-such-page-here');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This booking page was not found' })).toBeVisible();
  });
});
