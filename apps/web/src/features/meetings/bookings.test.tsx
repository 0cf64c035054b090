// @vitest-environment jsdom
import type { BookingListItem, Mailbox, TeamPage } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, mailbox as sharedMailbox, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { choose, rowIn } from '../../test/screen-helpers.ts';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const listPath = apiUrl('v1/meetings/bookings');
const teamPagesPath = apiUrl('v1/meetings/team-pages');

const meeting: BookingListItem = {
  id: testId(0xb01),
  status: 'booked',
  start: '2030-06-04T09:00:00.000Z',
  end: '2030-06-04T09:30:00.000Z',
  prospectName: 'Pat Prospect',
  prospectEmail: 'pat@client.test',
  hostName: 'Ada Lovelace',
  calendarEmail: 'ada@acme.test',
  teamPageName: 'Sales team',
  videoUrl: 'https://meet.google.test/abc-defg-hij',
  sequence: 0,
  createdAt: '2030-06-01T09:00:00.000Z',
  cancelledAt: null,
};

const calendar: Mailbox = {
  ...sharedMailbox,
  id: testId(0xc01),
  mode: 'Calendar',
  kind: 'gmail',
  email: 'ada@acme.test',
  calendar: {
    provider: 'google',
    workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
    timeZone: 'Europe/Berlin',
    meetingMinutes: 30,
    bufferMinutes: 10,
    bookingSlug: 'ada',
  },
};
const otherCalendar: Mailbox = { ...calendar, id: testId(0xc02), email: 'grace@acme.test' };

const teamPage: TeamPage = {
  id: testId(0xa01),
  name: 'Sales team',
  slug: 'sales-team',
  meetingMinutes: 30,
  members: [
    {
      calendarId: calendar.id,
      calendarEmail: calendar.email,
      hostName: 'Ada Lovelace',
      capPerDay: 3,
      capPerWeek: null,
    },
  ],
  createdAt: '2030-06-01T09:00:00.000Z',
  updatedAt: '2030-06-01T09:00:00.000Z',
};

describe('/mailboxes/bookings', () => {
  it('shows the meetings loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp('/mailboxes/bookings');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('says when nothing is booked yet', async () => {
    server.use(http.get(listPath, () => HttpResponse.json(pageOf([]))));
    await renderApp('/mailboxes/bookings');
    expect(await screen.findByText('No upcoming meetings')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(listPath, () => errorReply(500, 'Bookings are unavailable.')));
    await renderApp('/mailboxes/bookings');
    expect(await screen.findByText('Bookings are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists upcoming meetings, and past ones on asking', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(listPath, ({ request }) => {
        const when = new URL(request.url).searchParams.get('when');
        asked.push(when);
        return HttpResponse.json(pageOf(when === 'past' ? [] : [meeting], 20));
      }),
    );
    await renderApp('/mailboxes/bookings', { user: 'member' });
    const row = await rowIn('Bookings', 'Pat Prospect');
    expect(within(row).getByText('pat@client.test')).toBeTruthy();
    expect(within(row).getByText('Sales team')).toBeTruthy();
    expect(within(row).getByText('Booked')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(meeting.videoUrl);
    await userEvent.click(screen.getByRole('radio', { name: 'Past' }));
    expect(await screen.findByText('No past meetings')).toBeTruthy();
    expect(asked).toEqual(['upcoming', 'past']);
  });
});

describe('/mailboxes/team-pages', () => {
  it('offers an owner to create the first team page, with the organisation’s calendars as members', async () => {
    let created: unknown;
    let pages: TeamPage[] = [];
    server.use(
      http.get(teamPagesPath, () => dataReply(pages)),
      http.get(apiUrl('v1/organisation/emails'), () => HttpResponse.json(pageOf([calendar, otherCalendar], 100))),
      http.post(teamPagesPath, async ({ request }) => {
        created = await request.json();
        pages = [teamPage];
        return HttpResponse.json({ message: 'Team page “Sales team” created.', data: teamPage });
      }),
    );
    await renderApp('/mailboxes/team-pages');
    expect(await screen.findByText('No team pages yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New team page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sales team');
    await userEvent.tab();
    expect((within(dialog).getByRole('textbox', { name: /Page address/ }) as HTMLInputElement).value).toBe(
      'sales-team',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team page' }));
    expect(await within(dialog).findByText('Add at least one member')).toBeTruthy();
    const members = within(dialog)
      .getAllByLabelText(/Members/)
      .find((element) => element.tagName === 'INPUT');
    if (!members) throw new Error('no members picker');
    await userEvent.click(members);
    await choose('option', 'ada@acme.test');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Most a day' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual({
      name: 'Sales team',
      slug: 'sales-team',
      meetingMinutes: 30,
      calendarIds: [calendar.id],
      caps: { [calendar.id]: { capPerDay: 3, capPerWeek: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Sales team' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace (ada@acme.test) — at most 3 a day')).toBeTruthy();
  });

  it('lists the team pages to a member, without changing them', async () => {
    server.use(http.get(teamPagesPath, () => dataReply([teamPage])));
    await renderApp('/mailboxes/team-pages', { user: 'member' });
    expect(await screen.findByRole('heading', { name: 'Sales team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '/book/sales-team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Sales team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New team page' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(teamPagesPath, () => errorReply(500, 'Team pages are unavailable.')));
    await renderApp('/mailboxes/team-pages', { user: 'member' });
    expect(await screen.findByText('Team pages are unavailable.')).toBeTruthy();
  });
});
