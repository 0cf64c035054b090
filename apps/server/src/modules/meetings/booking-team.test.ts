import type { BookingConfirmation, BookingListPage, BookingPage, LoginReply, TeamPage } from '@leadpilot/contracts';
import { defaultCampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, enrolments } from '../../db/schema.ts';
import { bookings } from '../../db/schema-meetings.ts';
import type { MailboxRow } from '../mailboxes/index.ts';
import { type BookingWorld, connectCalendar, loopbackCalendarOf, startBookingWorld } from './booking-test-support.ts';
import { wallTime } from './meetings-test-support.ts';

/**
 * Team pages (round robin among the members' calendars, per-member caps), the organisation's list
 * of bookings, another organisation's data, and a booking stopping the prospect's sequences.
 */

let world: BookingWorld;
let owner: LoginReply;
let member: LoginReply;
let stranger: LoginReply;
let ada: MailboxRow;
let grace: MailboxRow;
const berlin = (text: string) => wallTime(text, 'Europe/Berlin');

beforeAll(async () => {
  world = await startBookingWorld();
  owner = await world.context.signup({ name: 'Ada Lovelace' });
  member = await world.context.addMember(owner.accessToken, 'member');
  stranger = await world.context.signup({ name: 'Someone Else' });
  ada = await connectCalendar(world, owner, { email: 'ada@team.test', slug: 'ada-team' });
  grace = await connectCalendar(world, member, { email: 'grace@team.test', slug: 'grace-team', kind: 'microsoft' });
});
afterAll(async () => world?.close());

/** Books as a prospect would, a minute after the booking before (the round robin reads when each was booked). */
function book(slug: string, start: Date, email = 'pat@client.test') {
  world.context.clock.advance(60_000);
  return world.context.call<{ message: string; data: BookingConfirmation }>('POST', `/api/v1/booking/${slug}`, {
    body: { name: 'Pat Prospect', email, start: start.toISOString(), idempotencyKey: `team-${world.context.unique()}` },
  });
}

async function hostOf(bookingId: string) {
  const [row] = await world.context.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row?.calendarId;
}

describe('team pages', () => {
  let teamPage: TeamPage;

  it('are set up by owners and admins, with members from the organisation’s calendars', async () => {
    const body = {
      name: 'Sales team',
      slug: 'sales-team',
      meetingMinutes: 30,
      calendarIds: [ada.id, grace.id],
      caps: { [grace.id]: { capPerDay: 2 } },
    };
    const byMember = await world.context.call('POST', '/api/v1/meetings/team-pages', {
      token: member.accessToken,
      body,
    });
    expect(byMember.status).toBe(403);
    const created = await world.context.call<{ data: TeamPage }>('POST', '/api/v1/meetings/team-pages', {
      token: owner.accessToken,
      body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    teamPage = created.body.data;
    expect(teamPage.members.map((one) => [one.calendarEmail, one.capPerDay])).toEqual([
      ['ada@team.test', null],
      ['grace@team.test', 2],
    ]);
    const taken = await world.context.call<{ message: string }>('POST', '/api/v1/meetings/team-pages', {
      token: owner.accessToken,
      body: { ...body, slug: 'ada-team' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The booking page address "ada-team" is taken: choose another.');
    const calendarTaken = await world.context.call('POST', '/api/v1/organisation/calendar', {
      token: owner.accessToken,
      body: {
        id: ada.id,
        workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
        timeZone: 'Europe/Berlin',
        meetingMinutes: 30,
        bufferMinutes: 0,
        bookingSlug: 'sales-team',
      },
    });
    expect(calendarTaken.status).toBe(409);
  });

  it('refuses another organisation’s calendar as a member, and hides the page from it', async () => {
    const foreign = await connectCalendar(world, stranger, { email: 'else@other.test', slug: 'someone-else' });
    const refused = await world.context.call<{ message: string }>('POST', '/api/v1/meetings/team-pages', {
      token: owner.accessToken,
      body: { name: 'Mixed', slug: 'mixed-team', meetingMinutes: 30, calendarIds: [foreign.id] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('One of these calendars was not found.');
    const strayCaps = await world.context.call<{ message: string }>('POST', '/api/v1/meetings/team-pages', {
      token: owner.accessToken,
      body: {
        name: 'Caps',
        slug: 'caps-team',
        meetingMinutes: 30,
        calendarIds: [ada.id],
        caps: { [grace.id]: { capPerDay: 1 } },
      },
    });
    expect(strayCaps.status).toBe(422);
    const theirs = await world.context.call<{ data: TeamPage[] }>('GET', '/api/v1/meetings/team-pages', {
      token: stranger.accessToken,
    });
    expect(theirs.body.data).toEqual([]);
    const edit = await world.context.call('POST', `/api/v1/meetings/team-pages/${teamPage.id}`, {
      token: stranger.accessToken,
      body: { name: 'Taken over', slug: 'sales-team', meetingMinutes: 30, calendarIds: [foreign.id] },
    });
    expect(edit.status).toBe(404);
    expect(
      (
        await world.context.call('DELETE', `/api/v1/meetings/team-pages/${teamPage.id}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(404);
  });

  it('shows a time when any member is free, and gives meetings to the member booked least recently', async () => {
    loopbackCalendarOf(world, ada).addBusy(berlin('2030-06-04T09:00'), berlin('2030-06-04T12:00'));
    const shown = await world.context.call<{ data: BookingPage }>('GET', '/api/v1/booking/sales-team');
    expect(shown.body.data).toMatchObject({ kind: 'team', name: 'Sales team', meetingMinutes: 30 });
    const tuesday = shown.body.data.days.find((day) => day.date === '2030-06-04');
    expect(tuesday?.slots[0]?.start).toBe(berlin('2030-06-04T09:00').toISOString());

    // Ada is busy on Tuesday morning: Grace takes it although nobody was booked yet.
    const first = await book('sales-team', berlin('2030-06-04T10:00'));
    expect(await hostOf(first.body.data.booking.id)).toBe(grace.id);
    // Then Ada, booked least recently (never), then Grace again.
    const second = await book('sales-team', berlin('2030-06-05T10:00'));
    expect(await hostOf(second.body.data.booking.id)).toBe(ada.id);
    const third = await book('sales-team', berlin('2030-06-06T10:00'));
    expect(await hostOf(third.body.data.booking.id)).toBe(grace.id);
    // One time, two free members: the second booking goes to the other; a third is refused.
    const same = berlin('2030-06-07T11:00');
    const hosts = [await book('sales-team', same, 'a@client.test'), await book('sales-team', same, 'b@client.test')];
    expect(await Promise.all(hosts.map((reply) => hostOf(reply.body.data.booking.id)))).toEqual(
      expect.arrayContaining([ada.id, grace.id]),
    );
    const none = await book('sales-team', same, 'c@client.test');
    expect(none.status).toBe(409);
    await world.context.inline.drain();
    expect(loopbackCalendarOf(world, grace).liveEvents().length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a member under the page’s daily cap', async () => {
    // Grace allows 2 a day: with Ada busy all Thursday 13 June, two bookings fill that day.
    loopbackCalendarOf(world, ada).addBusy(berlin('2030-06-13T08:00'), berlin('2030-06-13T18:00'));
    expect((await book('sales-team', berlin('2030-06-13T09:00'), 'x@client.test')).status).toBe(200);
    expect((await book('sales-team', berlin('2030-06-13T10:00'), 'y@client.test')).status).toBe(200);
    const shown = await world.context.call<{ data: BookingPage }>('GET', '/api/v1/booking/sales-team');
    expect(shown.body.data.days.map((day) => day.date)).not.toContain('2030-06-13');
    // Grace is capped and Ada is busy: the time is gone.
    expect((await book('sales-team', berlin('2030-06-13T11:00'), 'z@client.test')).status).toBe(409);
  });
});

describe('the organisation’s bookings', () => {
  it('lists upcoming bookings soonest first, to members of the organisation only', async () => {
    const list = await world.context.call<BookingListPage>('GET', '/api/v1/meetings/bookings?perPage=100', {
      token: member.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(6);
    const starts = list.body.data.map((item) => item.start);
    expect(starts).toEqual([...starts].sort());
    expect(list.body.data[0]).toMatchObject({ teamPageName: 'Sales team', prospectEmail: 'pat@client.test' });
    const theirs = await world.context.call<BookingListPage>('GET', '/api/v1/meetings/bookings', {
      token: stranger.accessToken,
    });
    expect(theirs.body).toMatchObject({ data: [], total: 0 });
    expect((await world.context.call('GET', '/api/v1/meetings/bookings')).status).toBe(401);
  });
});

describe('a prospect who books', () => {
  it('leaves every live sequence of theirs in the organisation, with the reason “meeting”', async () => {
    const organisationId = owner.userData.organisation.id;
    const [campaign] = await world.context.db
      .insert(campaigns)
      .values({ organisationId, name: 'Spring outreach', status: 'running', settings: defaultCampaignSettings })
      .returning();
    if (!campaign) throw new Error('no campaign');
    await world.context.db.insert(enrolments).values([
      { organisationId, campaignId: campaign.id, email: 'lead@client.test', status: 'active' },
      { organisationId, campaignId: campaign.id, email: 'other@client.test', status: 'active' },
    ]);
    const booked = await book('ada-team', berlin('2030-06-11T15:00'), 'lead@client.test');
    expect(booked.status).toBe(200);
    const rows = await world.context.db.select().from(enrolments).where(eq(enrolments.campaignId, campaign.id));
    expect(Object.fromEntries(rows.map((row) => [row.email, [row.status, row.stopReason]]))).toEqual({
      'lead@client.test': ['stopped', 'meeting'],
      'other@client.test': ['active', null],
    });
  });
});
