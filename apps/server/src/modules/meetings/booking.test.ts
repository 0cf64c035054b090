import type { BookingConfirmation, BookingPage, LoginReply, ManagedBooking } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema-meetings.ts';
import {
  type BookingWorld,
  connectCalendar,
  invitationsTo,
  loopbackCalendarOf,
  startBookingWorld,
} from './booking-test-support.ts';
import { wallTime } from './meetings-test-support.ts';

/**
 * A host's booking page end to end, through the routes: the free days, booking a time (the host's
 * calendar on the Google loopback, the invitation in the sandbox mailbox), the same request again,
 * a time just taken, the signed reschedule and cancel links, and the rules that refuse a time.
 */

let world: BookingWorld;
let owner: LoginReply;
const berlin = (text: string) => wallTime(text, 'Europe/Berlin');

beforeAll(async () => {
  world = await startBookingWorld();
  owner = await world.context.signup({ name: 'Ada Lovelace', organisationName: 'Analytical Engines' });
});
afterAll(async () => world?.close());

interface Reply<T> {
  status: number;
  body: { message: string; data: T; issues?: { path: string; message: string }[] };
}

function page(slug: string, zone?: string): Promise<Reply<BookingPage>> {
  const query = zone ? `?zone=${encodeURIComponent(zone)}` : '';
  return world.context.call('GET', `/api/v1/booking/${slug}${query}`);
}

function book(slug: string, start: Date, body: Record<string, unknown> = {}): Promise<Reply<BookingConfirmation>> {
  return world.context.call('POST', `/api/v1/booking/${slug}`, {
    body: {
      name: 'Pat Prospect',
      email: 'pat@client.test',
      start: start.toISOString(),
      timeZone: 'America/New_York',
      idempotencyKey: `booking-${world.context.unique()}`,
      ...body,
    },
  });
}

const tokenOf = (url: string) => url.split('/book/manage/')[1] ?? '';

describe('a host booking page', () => {
  it('shows the host, the length and the first free days, on the visitor’s clock when given', async () => {
    const calendar = await connectCalendar(world, owner, { email: 'ada@engines.test', slug: 'ada-lovelace' });
    loopbackCalendarOf(world, calendar).addBusy(berlin('2030-06-03T10:00'), berlin('2030-06-03T11:00'));
    const shown = await page('ada-lovelace');
    expect(shown.status).toBe(200);
    const data = shown.body.data;
    expect(data).toMatchObject({
      kind: 'host',
      name: 'Ada Lovelace',
      organisationName: 'Analytical Engines',
      meetingMinutes: 30,
      hostTimeZone: 'Europe/Berlin',
      zone: 'Europe/Berlin',
      horizonDays: 14,
    });
    expect(data.days[0]?.date).toBe('2030-06-03');
    const monday = (data.days[0]?.slots ?? []).map((slot) => slot.start);
    expect(monday[0]).toBe(berlin('2030-06-03T09:00').toISOString());
    expect(monday).not.toContain(berlin('2030-06-03T09:45').toISOString());
    expect(monday).not.toContain(berlin('2030-06-03T10:30').toISOString());
    expect(monday).toContain(berlin('2030-06-03T11:00').toISOString());
    expect(data.days.map((day) => day.date)).not.toContain('2030-06-08');

    // In Auckland a Berlin working day runs over two dates.
    const auckland = await page('ada-lovelace', 'Pacific/Auckland');
    expect(auckland.body.data.zone).toBe('Pacific/Auckland');
    expect(auckland.body.data.days.slice(0, 2).map((day) => day.date)).toEqual(['2030-06-03', '2030-06-04']);
  });

  it('answers 404 for an address no page has, and 400 for a zone that does not exist', async () => {
    const missing = await page('nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This booking page was not found.');
    expect((await book('nobody-here', berlin('2030-06-04T10:00'))).status).toBe(404);
    expect((await page('ada-lovelace', 'Mars/Olympus')).status).toBe(400);
  });

  it('refuses a booking with missing or wrong fields, in plain words', async () => {
    const wrong = await book('ada-lovelace', berlin('2030-06-04T10:00'), { email: 'not-an-address', name: '' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Enter your name', 'Enter a valid email address']),
    );
    expect((await book('ada-lovelace', berlin('2030-06-04T10:00'), { organisationId: owner.userData.id })).status).toBe(
      400,
    );
    expect((await book('ada-lovelace', berlin('2030-06-04T10:00'), { idempotencyKey: 'x' })).status).toBe(400);
  });

  it('books a time: the event in the host’s calendar with a video link, the invitation with its ICS', async () => {
    const start = berlin('2030-06-04T11:00');
    const booked = await book('ada-lovelace', start, { note: 'About the difference engine' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const meeting = booked.body.data.booking;
    expect(meeting).toMatchObject({
      status: 'booked',
      title: 'Pat Prospect and Ada Lovelace',
      hostName: 'Ada Lovelace',
      start: start.toISOString(),
      end: berlin('2030-06-04T11:30').toISOString(),
      timeZone: 'America/New_York',
      uid: `meeting-${meeting.id}@leadpilot`,
      sequence: 0,
    });
    expect(booked.body.data.rescheduleUrl).toMatch(/^http:\/\/leadpilot\.test\/book\/manage\/[\w-]+\.[\w-]+\.[\w-]+$/);
    await world.context.inline.drain();
    expect(world.context.queueErrors).toEqual([]);

    const [event] = loopbackCalendarOf(world, { kind: 'gmail', email: 'ada@engines.test' }).liveEvents();
    expect(event).toMatchObject({ start, attendees: [{ email: 'pat@client.test', name: 'Pat Prospect' }] });
    const [row] = await world.context.db.select().from(bookings).where(eq(bookings.id, meeting.id));
    expect(row).toMatchObject({ providerEventId: event?.id, videoUrl: event?.videoUrl, providerSequence: 0 });
    expect(row?.videoUrl).toMatch(/^https:\/\/meet\.google\.test\//);

    const [invitation] = await invitationsTo(world.context, 'pat@client.test');
    expect(invitation?.subject).toBe(
      'Invitation: Pat Prospect and Ada Lovelace — Tuesday 4 June, 05:00–05:30 (New York time)',
    );
    expect(invitation?.replyTo).toBe('ada@engines.test');
    expect(invitation?.ics).toContain('METHOD:REQUEST');
    expect(invitation?.ics).toContain(`UID:meeting-${meeting.id}@leadpilot`);
    expect(invitation?.ics).toContain('SEQUENCE:0');
    expect(invitation?.ics).toContain('DTSTART:20300604T090000Z');
    expect(invitation?.ics.replace(/\r\n[ \t]/g, '')).toMatch(
      /ATTENDEE;[^\r\n]*RSVP=TRUE[^\r\n]*mailto:pat@client\.test/i,
    );
    expect(invitation?.text).toContain(row?.videoUrl ?? 'missing');

    // The time is no longer offered.
    const after = await page('ada-lovelace');
    const tuesday = after.body.data.days.find((day) => day.date === '2030-06-04');
    expect(tuesday?.slots.map((slot) => slot.start)).not.toContain(start.toISOString());
  });

  it('answers the same request again with the same booking, and another request for that time with 409', async () => {
    const start = berlin('2030-06-05T14:00');
    const key = `booking-${world.context.unique()}`;
    const first = await book('ada-lovelace', start, { idempotencyKey: key });
    const again = await book('ada-lovelace', start, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data.booking.id).toBe(first.body.data.booking.id);
    const taken = await book('ada-lovelace', start, { email: 'sam@other.test' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('That time was just taken. Pick another.');
    const overlapping = await book('ada-lovelace', berlin('2030-06-05T14:15'), { email: 'sam@other.test' });
    expect(overlapping.status).toBe(409);
    const reused = await book('ada-lovelace', berlin('2030-06-05T15:00'), {
      idempotencyKey: key,
      email: 'sam@other.test',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This booking request was already used. Reload the page and book again.');
  });

  it('gives one of two simultaneous requests for one time the meeting and the other a clear 409', async () => {
    const start = berlin('2030-06-06T09:30');
    const replies = await Promise.all([
      book('ada-lovelace', start, { email: 'one@client.test' }),
      book('ada-lovelace', start, { email: 'two@client.test' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.message).toBe('That time was just taken. Pick another.');
  });

  it('reschedules through the signed link: the same UID, the next SEQUENCE, the event moved', async () => {
    const booked = await book('ada-lovelace', berlin('2030-06-07T10:00'), { email: 'mo@client.test' });
    const { rescheduleUrl, cancelUrl, booking } = booked.body.data;
    await world.context.inline.drain();
    const view = await world.context.call<{ data: ManagedBooking }>(
      'GET',
      `/api/v1/booking/manage/${tokenOf(rescheduleUrl)}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ action: 'reschedule', meetingMinutes: 30, zone: 'America/New_York' });
    // Its own time stays on offer to move back to.
    const friday = view.body.data.days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(friday).toContain(berlin('2030-06-07T10:00').toISOString());

    const noStart = await world.context.call('POST', `/api/v1/booking/manage/${tokenOf(rescheduleUrl)}`, { body: {} });
    expect(noStart.status).toBe(400);
    const moved = await world.context.call<BookingConfirmation>(
      'POST',
      `/api/v1/booking/manage/${tokenOf(rescheduleUrl)}`,
      {
        body: { start: berlin('2030-06-10T15:00').toISOString() },
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const data = (moved.body as unknown as Reply<BookingConfirmation>['body']).data;
    expect(data.booking).toMatchObject({ id: booking.id, status: 'rescheduled', sequence: 1, uid: booking.uid });
    await world.context.inline.drain();
    const events = loopbackCalendarOf(world, { kind: 'gmail', email: 'ada@engines.test' }).liveEvents();
    expect(
      events.filter((event) => event.attendees[0]?.email === 'mo@client.test').map((event) => event.start),
    ).toEqual([berlin('2030-06-10T15:00')]);
    const invitations = await invitationsTo(world.context, 'mo@client.test');
    expect(invitations.map((invitation) => invitation.idempotencyKey)).toEqual([
      `meeting-invitation:${booking.id}:0`,
      `meeting-invitation:${booking.id}:1`,
    ]);
    expect(invitations[1]?.subject).toMatch(/^Updated invitation: /);
    expect(invitations[1]?.ics).toContain(`UID:${booking.uid}`);
    expect(invitations[1]?.ics).toContain('SEQUENCE:1');

    // The cancel link still names the booking; it cancels it, and only once.
    const cancelled = await world.context.call<BookingConfirmation>(
      'POST',
      `/api/v1/booking/manage/${tokenOf(cancelUrl)}`,
      {
        body: {},
      },
    );
    expect(cancelled.status).toBe(200);
    await world.context.inline.drain();
    expect(
      loopbackCalendarOf(world, { kind: 'gmail', email: 'ada@engines.test' })
        .liveEvents()
        .map((event) => event.attendees[0]?.email),
    ).not.toContain('mo@client.test');
    const last = (await invitationsTo(world.context, 'mo@client.test')).at(-1);
    expect(last?.ics).toContain('METHOD:CANCEL');
    expect(last?.ics).toContain('SEQUENCE:2');
    expect(last?.ics).toContain('STATUS:CANCELLED');
    const twice = await world.context.call<{ message: string }>(
      'POST',
      `/api/v1/booking/manage/${tokenOf(cancelUrl)}`,
      {
        body: {},
      },
    );
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('This meeting was cancelled. Book a new time from the booking page.');
    const shown = await page('ada-lovelace');
    const monday = shown.body.data.days.find((day) => day.date === '2030-06-10');
    expect(monday?.slots.map((slot) => slot.start)).toContain(berlin('2030-06-10T15:00').toISOString());
  });

  it('refuses a link that is not genuine', async () => {
    const forged = await world.context.call<{ message: string }>('GET', '/api/v1/booking/manage/abc.def.ghi');
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(
      'This link is not valid any more. Use the newest email about the meeting, or book again.',
    );
  });
});

describe('the rules that refuse a time', () => {
  it('keeps the minimum notice, and says so for a time inside it', async () => {
    await connectCalendar(world, owner, {
      email: 'notice@engines.test',
      slug: 'with-notice',
      settings: { minimumNoticeMinutes: 180 },
    });
    const shown = await page('with-notice');
    expect(shown.body.data.days[0]?.slots[0]?.start).toBe(berlin('2030-06-03T10:00').toISOString());
    const soon = await book('with-notice', berlin('2030-06-03T09:30'));
    expect(soon.status).toBe(422);
    expect(soon.body.message).toBe('Meetings are booked at least 3 hours ahead. Pick a later time.');
    const past = await book('with-notice', berlin('2030-06-03T06:00'));
    expect(past.body.message).toBe('That time has passed. Pick another.');
    const offGrid = await book('with-notice', berlin('2030-06-04T10:10'));
    expect(offGrid.status).toBe(422);
    expect(offGrid.body.message).toBe('That time is not offered. Pick one of the times shown.');
    const weekend = await book('with-notice', berlin('2030-06-08T10:00'));
    expect(weekend.body.message).toBe('That time is not offered. Pick one of the times shown.');
  });

  it('closes a day once the daily cap is reached', async () => {
    await connectCalendar(world, owner, { email: 'capped@engines.test', slug: 'capped', settings: { dailyCap: 1 } });
    expect((await book('capped', berlin('2030-06-03T11:00'))).status).toBe(200);
    const shown = await page('capped');
    expect(shown.body.data.days[0]?.date).toBe('2030-06-04');
    const full = await book('capped', berlin('2030-06-03T14:00'), { email: 'late@client.test' });
    expect(full.status).toBe(422);
    expect(full.body.message).toBe('That day is fully booked. Pick another day.');
  });

  it('answers 503 when the host’s calendar cannot be read, and never books blind', async () => {
    const calendar = await connectCalendar(world, owner, { email: 'down@engines.test', slug: 'down-calendar' });
    loopbackCalendarOf(world, calendar).failNext(503, 2);
    const shown = await page('down-calendar');
    expect(shown.status).toBe(503);
    expect(shown.body.message).toBe("The host's calendar could not be read just now. Try again in a few minutes.");
    const booked = await book('down-calendar', berlin('2030-06-04T10:00'));
    expect(booked.status).toBe(503);
  });
});
