import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newAccount } from './accounts.ts';
import { signUpByApi } from './api.ts';

export interface BookingPageSetup {
  slug: string;
  /** The host as the page names them (the owner's name). */
  hostName: string;
  organisationName: string;
}

/**
 * A public booking page made through the API, as a member would: sign up, connect a Google calendar
 * by consent (the sign-in loopback answers the authorize step with a redirect carrying the code; the
 * finish call is the one the consent tab makes), then save its booking settings: every day of the
 * week, 08:00–18:00 in `timeZone`, 30 minutes, no notice, so there are free times whenever it runs.
 * The loopback's current Google account is used as it is (setting another would race the specs
 * that take turns with it); a fresh organisation has no calendar yet, whichever it is.
 */
export async function createBookingPage(
  request: APIRequestContext,
  { timeZone = 'Europe/Berlin', hostName = 'Ada Lovelace' }: { timeZone?: string; hostName?: string } = {},
): Promise<BookingPageSetup> {
  const account = { ...newAccount(), name: hostName };
  const { accessToken } = await signUpByApi(request, account);
  const headers = { authorization: `Bearer ${accessToken}` };
  const consent = await request.get('/api/v1/organisation/calendar', { headers, params: { provider: 'google' } });
  expect(consent.status(), await consent.text()).toBe(200);
  const { url } = ((await consent.json()) as { data: { url: string } }).data;
  const authorized = await request.get(url, { maxRedirects: 0 });
  const callback = new URL(authorized.headers().location ?? '', 'http://callback.invalid');
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  expect(code, 'the loopback answers the consent with a code').toBeTruthy();
  const finished = await request.get('/api/v1/organisation/emailcode', {
    headers,
    params: { code: code ?? '', state: state ?? '' },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  const calendars = await request.get('/api/v1/organisation/emails', {
    headers,
    params: { mode: 'Calendar', page: 1, perPage: 10 },
  });
  const calendar = ((await calendars.json()) as { data: { id: string }[] }).data[0];
  if (!calendar) throw new Error('the consent connected no calendar');
  const slug = `book-${account.email
    .split('@')[0]
    ?.replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`.slice(0, 60);
  const saved = await request.post('/api/v1/organisation/calendar', {
    headers,
    data: {
      id: calendar.id,
      workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6, 7] },
      timeZone,
      meetingMinutes: 30,
      bufferMinutes: 0,
      bookingSlug: slug,
      minimumNoticeMinutes: 0,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug, hostName, organisationName: account.organisationName };
}

/**
 * Books a free time on an open booking page as a visitor: picks one of the shown times at random and
 * sends the form. A time another booker took in between (pages sharing the loopback's calendar) is
 * answered with the page's "just taken" notice and the times again; then another is picked, as a
 * visitor would. Ends on the confirmation.
 */
export async function bookAFreeTime(page: Page, visitor: { name: string; email: string }, attempts = 5) {
  const booked = page.getByRole('heading', { name: 'Your meeting is booked' });
  const form = page.getByRole('form', { name: 'Your details' });
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const times = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
    await expect(times.first()).toBeVisible();
    await times.nth(Math.floor(Math.random() * (await times.count()))).click();
    await form.getByLabel('Your name').fill(visitor.name);
    await form.getByLabel('Your email').fill(visitor.email);
    await form.getByRole('button', { name: 'Book this time' }).click();
    // Either answer closes the form: the confirmation, or the times again under the notice.
    await expect(form).toBeHidden();
    await expect(booked.or(times.first())).toBeVisible();
    if (await booked.isVisible()) return;
    await expect(page.getByRole('alert').filter({ hasText: 'just taken' }).first()).toBeVisible();
  }
  throw new Error(`every one of ${attempts} times picked was taken before it could be booked`);
}
