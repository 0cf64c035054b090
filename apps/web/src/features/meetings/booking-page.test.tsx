// @vitest-environment jsdom
import type { BookingConfirmation, BookingPage, ManagedBooking } from '@leadpilot/contracts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';
import { BookingRoute } from '../../app/routes/booking-route.tsx';
import { ManageBookingRoute } from '../../app/routes/manage-booking-route.tsx';
import { createAppStore } from '../../app/store.ts';
import { theme } from '../../app/theme.ts';
import { screen, server, waitFor, within } from '../../test/render-app.tsx';
import { choose } from '../../test/screen-helpers.ts';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const pagePath = apiUrl('v1/booking/ada-lovelace');
const slot = (start: string, end: string) => ({ start, end });

const page: BookingPage = {
  slug: 'ada-lovelace',
  kind: 'host',
  name: 'Ada Lovelace',
  organisationName: 'Analytical Engines',
  meetingMinutes: 30,
  hostTimeZone: 'Europe/Berlin',
  zone: 'Europe/Berlin',
  horizonDays: 14,
  days: [
    {
      date: '2030-06-04',
      slots: [
        slot('2030-06-04T07:00:00.000Z', '2030-06-04T07:30:00.000Z'),
        slot('2030-06-04T07:15:00.000Z', '2030-06-04T07:45:00.000Z'),
      ],
    },
    { date: '2030-06-05', slots: [slot('2030-06-05T12:00:00.000Z', '2030-06-05T12:30:00.000Z')] },
  ],
};

const booked: BookingConfirmation = {
  booking: {
    id: '00000000-0000-4000-8000-00000000b001',
    status: 'booked',
    title: 'Pat Prospect and Ada Lovelace',
    hostName: 'Ada Lovelace',
    start: '2030-06-05T12:00:00.000Z',
    end: '2030-06-05T12:30:00.000Z',
    timeZone: 'Europe/Berlin',
    videoUrl: 'https://meet.google.test/abc-defg-hij',
    uid: 'meeting-00000000-0000-4000-8000-00000000b001@leadpilot',
    sequence: 0,
  },
  rescheduleUrl: 'http://leadpilot.test/book/manage/reschedule-token',
  cancelUrl: 'http://leadpilot.test/book/manage/cancel-token',
};

async function show(address: string) {
  await loadDeferredSchemas();
  const router = createMemoryRouter(
    [
      { path: '/book/manage/:token', element: <ManageBookingRoute /> },
      { path: '/book/:slug', element: <BookingRoute /> },
    ],
    { initialEntries: [address] },
  );
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
}

describe('/book/:slug', () => {
  it('shows the free times loading', async () => {
    server.use(http.get(pagePath, pendingReply));
    await show('/book/ada-lovelace');
    expect(await screen.findByRole('status', { name: 'Loading free times' })).toBeTruthy();
  });

  it('says when there is no free time in the next two weeks', async () => {
    server.use(http.get(pagePath, () => dataReply({ ...page, days: [] })));
    await show('/book/ada-lovelace');
    expect(await screen.findByText('No free times in the next two weeks')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace has no time left to book for now. Check back in a few days.')).toBeTruthy();
  });

  it('says so for an address no page has', async () => {
    server.use(
      http.get(apiUrl('v1/booking/nobody'), () => errorReply(404, 'This booking page was not found.', 'NOT_FOUND')),
    );
    await show('/book/nobody');
    expect(await screen.findByRole('heading', { name: 'This booking page was not found' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    server.use(
      http.get(pagePath, () => {
        calls += 1;
        return calls === 1
          ? errorReply(
              503,
              "The host's calendar could not be read just now. Try again in a few minutes.",
              'UNAVAILABLE',
            )
          : dataReply(page);
      }),
    );
    await show('/book/ada-lovelace');
    expect(
      await screen.findByText("The host's calendar could not be read just now. Try again in a few minutes."),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Meet Ada Lovelace' })).toBeTruthy();
  });

  it('asks for the page in the visitor’s zone and again in the zone they pick', async () => {
    const zones: (string | null)[] = [];
    server.use(
      http.get(pagePath, ({ request }) => {
        const zone = new URL(request.url).searchParams.get('zone');
        zones.push(zone);
        return dataReply({ ...page, zone: zone ?? page.zone });
      }),
    );
    await show('/book/ada-lovelace');
    await screen.findByRole('heading', { name: 'Meet Ada Lovelace' });
    expect(zones[0]).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const picker = screen.getAllByLabelText('Your time zone').find((element) => element.tagName === 'INPUT');
    if (!picker) throw new Error('no time zone picker');
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Pacific/Auck');
    await choose('option', 'Pacific/Auckland');
    await waitFor(() => expect(zones.at(-1)).toBe('Pacific/Auckland'));
    expect(await screen.findByText('Times are shown in Pacific/Auckland.')).toBeTruthy();
  });

  it('books a time with the keyboard and confirms it, with a way to add it to a calendar', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get(pagePath, () => dataReply(page)),
      http.post(pagePath, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          message: 'Your meeting is booked. The invitation is on its way to pat@client.test.',
          data: booked,
        });
      }),
    );
    await show('/book/ada-lovelace');
    expect(await screen.findByRole('heading', { name: 'Meet Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('30-minute meeting')).toBeTruthy();
    const times = screen.getByRole('group', { name: 'Free times on Tuesday 4 June' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:00', '09:15']);

    await userEvent.click(screen.getByRole('button', { name: 'Wednesday 5 June, 1 free time' }));
    const wednesday = screen.getByRole('button', { name: 'Wednesday 5 June, 14:00' });
    wednesday.focus();
    await userEvent.keyboard('{Enter}');
    expect(wednesday.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Pat Prospect');
    await userEvent.type(screen.getByRole('textbox', { name: /Your email/ }), 'pat@client.test');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('heading', { name: 'Your meeting is booked' })).toBeTruthy();
    expect(sent).toMatchObject({ name: 'Pat Prospect', email: 'pat@client.test', start: '2030-06-05T12:00:00.000Z' });
    expect(String(sent?.idempotencyKey)).toMatch(/^[\w-]{8,}$/);
    const ics = screen.getByRole('link', { name: 'Download .ics' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(ics)).toContain(`UID:${booked.booking.uid}`);
    expect(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain(
      'dates=20300605T120000Z',
    );
    expect(screen.getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe(booked.rescheduleUrl);
  });

  it('tells the visitor a time was just taken and shows the times again', async () => {
    let pageLoads = 0;
    const keys: unknown[] = [];
    server.use(
      http.get(pagePath, () => {
        pageLoads += 1;
        return dataReply(page);
      }),
      http.post(pagePath, async ({ request }) => {
        keys.push(((await request.json()) as Record<string, unknown>).idempotencyKey);
        return errorReply(409, 'That time was just taken. Pick another.', 'CONFLICT');
      }),
    );
    await show('/book/ada-lovelace');
    await userEvent.click(await screen.findByRole('button', { name: 'Tuesday 4 June, 09:15' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Pat Prospect');
    await userEvent.type(screen.getByRole('textbox', { name: /Your email/ }), 'pat@client.test');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That time was just taken. Pick another.');
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    await waitFor(() => expect(pageLoads).toBe(2));
    // The next try is a new request; the name and email stay.
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday 4 June, 09:00' }));
    expect((screen.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe('Pat Prospect');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('/book/:slug?at= (a time linked from an email)', () => {
  const takenNotice = 'That time was just taken — here are the nearest free times.';

  it('opens on the linked time, chosen, so the visitor only fills in their details and books', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get(pagePath, () => dataReply(page)),
      http.post(pagePath, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Your meeting is booked.', data: booked });
      }),
    );
    // As the autopilot writes it: the start as ISO, URL-encoded.
    await show(`/book/ada-lovelace?at=${encodeURIComponent('2030-06-05T12:00:00.000Z')}`);
    const chosen = await screen.findByRole('button', { name: 'Wednesday 5 June, 14:00' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Wednesday 5 June, 1 free time' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('group', { name: 'Free times on Wednesday 5 June' })).toBeTruthy();
    expect(screen.getByText('Wednesday 5 June, 14:00–14:30')).toBeTruthy();
    expect(screen.queryByText(takenNotice)).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Pat Prospect');
    await userEvent.type(screen.getByRole('textbox', { name: /Your email/ }), 'pat@client.test');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('heading', { name: 'Your meeting is booked' })).toBeTruthy();
    expect(sent).toMatchObject({ start: '2030-06-05T12:00:00.000Z' });
  });

  it('matches the linked time whatever offset it is written with', async () => {
    server.use(http.get(pagePath, () => dataReply(page)));
    await show(`/book/ada-lovelace?at=${encodeURIComponent('2030-06-04T09:15:00+02:00')}`);
    const chosen = await screen.findByRole('button', { name: 'Tuesday 4 June, 09:15' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeTruthy();
  });

  it('says when the linked time was taken and shows the free times of its day, nothing chosen', async () => {
    server.use(http.get(pagePath, () => dataReply(page)));
    // 10:00 Berlin time on Tuesday 4 June: not free any more; the day still has 09:00 and 09:15.
    await show('/book/ada-lovelace?at=2030-06-04T08:00:00.000Z');
    expect((await screen.findByText(takenNotice)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Free times on Tuesday 4 June' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    expect(screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent)).toEqual(['Tue 4 Jun']);
    // Choosing another time puts the notice away.
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday 4 June, 09:00' }));
    expect(screen.queryByText(takenNotice)).toBeNull();
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeTruthy();
  });

  it('opens on the day of the nearest free time when the linked time’s day has none left', async () => {
    server.use(http.get(pagePath, () => dataReply(page)));
    await show('/book/ada-lovelace?at=2030-06-06T08:00:00.000Z');
    expect(await screen.findByText(takenNotice)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Free times on Wednesday 5 June' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it.each([
    ['not a time', 'tomorrow'],
    ['a day without a time', '2030-06-05'],
    ['an impossible date', '2030-13-45T10:00:00Z'],
  ])('ignores an `at` that is %s', async (_case, at) => {
    server.use(http.get(pagePath, () => dataReply(page)));
    await show(`/book/ada-lovelace?at=${encodeURIComponent(at)}`);
    expect(await screen.findByRole('group', { name: 'Free times on Tuesday 4 June' })).toBeTruthy();
    expect(screen.queryByText(takenNotice)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });
});

describe('/book/manage/:token', () => {
  const managed: ManagedBooking = {
    action: 'reschedule',
    booking: booked.booking,
    meetingMinutes: 30,
    zone: 'Europe/Berlin',
    horizonDays: 14,
    days: page.days,
  };

  it('moves the meeting to a time the visitor picks', async () => {
    let sent: unknown;
    const path = apiUrl('v1/booking/manage/reschedule-token');
    server.use(
      http.get(path, () => dataReply(managed)),
      http.post(path, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'Your meeting is moved. The updated invitation is on its way.',
          data: {
            ...booked,
            booking: {
              ...booked.booking,
              status: 'rescheduled',
              sequence: 1,
              start: page.days[0]?.slots[1]?.start,
              end: page.days[0]?.slots[1]?.end,
            },
          },
        });
      }),
    );
    await show('/book/manage/reschedule-token');
    expect(await screen.findByRole('heading', { name: 'Your meeting with Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Wednesday 5 June, 14:00–14:30 (Berlin time)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday 4 June, 09:15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to Tuesday 4 June, 09:15–09:45' }));
    expect(await screen.findByRole('heading', { name: 'Your meeting is moved' })).toBeTruthy();
    expect(sent).toMatchObject({ start: '2030-06-04T07:15:00.000Z' });
  });

  it('cancels the meeting from a cancel link', async () => {
    const path = apiUrl('v1/booking/manage/cancel-token');
    server.use(
      http.get(path, () => dataReply({ ...managed, action: 'cancel', days: [] })),
      http.post(path, () =>
        HttpResponse.json({
          message: 'The meeting is cancelled. Ada Lovelace will see it leave their calendar.',
          data: { ...booked, booking: { ...booked.booking, status: 'cancelled', sequence: 1 } },
        }),
      ),
    );
    await show('/book/manage/cancel-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the meeting' }));
    expect(await screen.findByRole('heading', { name: 'Your meeting is cancelled' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download .ics' })).toBeNull();
  });

  it('says when a link is no longer valid', async () => {
    server.use(
      http.get(apiUrl('v1/booking/manage/old-token'), () =>
        errorReply(
          404,
          'This link is not valid any more. Use the newest email about the meeting, or book again.',
          'NOT_FOUND',
        ),
      ),
    );
    await show('/book/manage/old-token');
    expect(await screen.findByRole('heading', { name: 'This link is not valid any more' })).toBeTruthy();
  });
});
