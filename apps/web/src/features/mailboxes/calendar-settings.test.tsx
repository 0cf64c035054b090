// @vitest-environment jsdom
import type { Mailbox, SaveCalendarBody } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, mailbox as sharedMailbox, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, HttpResponse, http } from '../../test/server.ts';

const settings = {
  provider: 'google' as const,
  workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  timeZone: 'Europe/London',
  meetingMinutes: 30,
  bufferMinutes: 10,
  bookingSlug: 'ada',
};

const calendar: Mailbox = {
  ...sharedMailbox,
  id: testId(0x9a1),
  mode: 'Calendar',
  kind: 'gmail',
  email: 'ada@acme.test',
  calendar: { ...settings, minimumNoticeMinutes: 180, dailyCap: 4 },
};

/** The body of every save, oldest first; each save answers the calendar as the body set it. */
function serveCalendar(shown: Mailbox) {
  const saves: SaveCalendarBody[] = [];
  server.use(
    http.get(apiUrl('v1/auth/providers'), () => dataReply({ providers: ['google', 'microsoft'] })),
    http.get(apiUrl('v1/organisation/emails'), () => HttpResponse.json(pageOf([shown]))),
    http.post(apiUrl('v1/organisation/calendar'), async ({ request }) => {
      const body = (await request.json()) as SaveCalendarBody;
      saves.push(body);
      const { id: _id, ...saved } = body;
      return HttpResponse.json({
        message: 'Calendar settings saved.',
        data: { ...shown, calendar: { provider: 'google', ...saved } },
      });
    }),
  );
  return saves;
}

async function openForm(shown: Mailbox) {
  await renderApp('/mailboxes/calendars');
  const form = await screen.findByRole('form', { name: `Booking settings for ${shown.email}` });
  return {
    form,
    notice: within(form).getByLabelText('Minimum notice') as HTMLInputElement,
    unit: within(form).getByLabelText('Minimum notice unit') as HTMLSelectElement,
    cap: within(form).getByLabelText('Meetings per day') as HTMLInputElement,
    save: () => userEvent.click(within(form).getByRole('button', { name: 'Save booking settings' })),
  };
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

let saves: SaveCalendarBody[] = [];

describe('the minimum notice and meetings per day of a calendar', () => {
  beforeEach(() => {
    saves = serveCalendar(calendar);
  });

  it('show the saved values, in the largest whole unit, with what they mean', async () => {
    const { notice, unit, cap } = await openForm(calendar);
    expect(notice.value).toBe('3');
    expect(unit.value).toBe('hours');
    expect(cap.value).toBe('4');
    expect(screen.getByText(/How long before a meeting starts it can be booked/)).toBeTruthy();
    expect(screen.getByText(/empty for no limit/)).toBeTruthy();
  });

  it('read 2 hours and no limit for a calendar that never set them', async () => {
    const plain: Mailbox = { ...calendar, calendar: settings };
    saves = serveCalendar(plain);
    const { notice, unit, cap, save } = await openForm(plain);
    expect(notice.value).toBe('2');
    expect(unit.value).toBe('hours');
    expect(cap.value).toBe('');
    expect(cap.placeholder).toBe('No limit');
    await save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ minimumNoticeMinutes: 120, dailyCap: null });
  });

  it('send the notice in minutes and the cap beside the other settings', async () => {
    const { notice, unit, cap, save } = await openForm(calendar);
    await retype(notice, '2');
    await userEvent.selectOptions(unit, 'days');
    await retype(cap, '6');
    await save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      id: calendar.id,
      workingHours: settings.workingHours,
      timeZone: settings.timeZone,
      meetingMinutes: 30,
      bufferMinutes: 10,
      bookingSlug: 'ada',
      minimumNoticeMinutes: 2880,
      dailyCap: 6,
    });

    await retype(notice, '45');
    await userEvent.selectOptions(unit, 'minutes');
    await save();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ minimumNoticeMinutes: 45, dailyCap: 6 });
  });

  it('send an empty cap as null: no limit', async () => {
    const { cap, save } = await openForm(calendar);
    await retype(cap, '');
    await save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.dailyCap).toBeNull();
    expect(saves[0]?.minimumNoticeMinutes).toBe(180);
  });

  it('show the contract’s messages on the fields and send nothing', async () => {
    const { form, notice, unit, cap, save } = await openForm(calendar);
    await retype(notice, '31');
    await userEvent.selectOptions(unit, 'days');
    await retype(cap, '51');
    await save();
    expect(await within(form).findByText('Use a notice from 0 minutes to 30 days')).toBeTruthy();
    expect(within(form).getByText('Allow 1 to 50 meetings a day, or no limit')).toBeTruthy();
    expect(notice.getAttribute('aria-invalid')).toBe('true');
    expect(cap.getAttribute('aria-invalid')).toBe('true');

    await retype(cap, '0');
    await retype(notice, '');
    await save();
    expect(await within(form).findByText('Allow 1 to 50 meetings a day, or no limit')).toBeTruthy();
    expect(within(form).getByText('Use a notice from 0 minutes to 30 days')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('put the server’s message for the notice next to it', async () => {
    server.use(
      http.post(apiUrl('v1/organisation/calendar'), () =>
        HttpResponse.json(
          {
            message: 'Check the highlighted fields.',
            code: 'VALIDATION',
            issues: [{ path: 'minimumNoticeMinutes', message: 'Use a notice from 0 minutes to 30 days' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { form, notice, save } = await openForm(calendar);
    await save();
    await waitFor(() => expect(notice.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Use a notice from 0 minutes to 30 days')).toBeTruthy();
  });
});
