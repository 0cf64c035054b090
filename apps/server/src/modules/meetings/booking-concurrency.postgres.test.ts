import type { LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema-meetings.ts';
import type { MailboxRow } from '../mailboxes/index.ts';
import { type BookingWorld, connectCalendar, startBookingWorld } from './booking-test-support.ts';
import { wallTime } from './meetings-test-support.ts';

/**
 * Many visitors on one time at once. On PostgreSQL the requests' transactions really overlap (the
 * test database's pool runs them side by side); on PGlite they take turns. Either way one calendar
 * ends with one live booking for the time, and the others get the plain 409.
 */

let world: BookingWorld;
let owner: LoginReply;
let calendar: MailboxRow;
const berlin = (text: string) => wallTime(text, 'Europe/Berlin');

beforeAll(async () => {
  world = await startBookingWorld();
  owner = await world.context.signup({ name: 'Ada Lovelace' });
  calendar = await connectCalendar(world, owner, { email: 'ada@race.test', slug: 'race-page' });
  const member = await world.context.addMember(owner.accessToken, 'member');
  const second = await connectCalendar(world, member, { email: 'grace@race.test', slug: 'race-grace' });
  const created = await world.context.call('POST', '/api/v1/meetings/team-pages', {
    token: owner.accessToken,
    body: {
      name: 'Race team',
      slug: 'race-team',
      meetingMinutes: 30,
      calendarIds: [calendar.id, second.id],
    },
  });
  if (created.status !== 200) throw new Error(`team page: ${JSON.stringify(created.body)}`);
}, 60_000);
afterAll(async () => world?.close());

/** `count` visitors, each from their own address, booking `start` on `slug` at the same moment. */
function rush(slug: string, start: Date, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      world.context.app.inject({
        method: 'POST',
        url: `/api/v1/booking/${slug}`,
        remoteAddress: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: `Visitor ${index}`,
          email: `visitor-${index}@client.test`,
          start: start.toISOString(),
          idempotencyKey: `race-${slug}-${start.getTime()}-${index}`,
        }),
      }),
    ),
  );
}

describe('twenty simultaneous bookings of one time', () => {
  it('make exactly one booking on a host page; the others hear the time was just taken', async () => {
    const start = berlin('2030-06-04T10:00');
    const replies = await rush('race-page', start, 20);
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const reply of replies.filter((one) => one.statusCode === 409)) {
      expect(reply.json()).toMatchObject({ message: 'That time was just taken. Pick another.' });
    }
    const rows = await world.context.db.select().from(bookings).where(eq(bookings.calendarId, calendar.id));
    expect(rows.filter((row) => row.startsAt.getTime() === start.getTime())).toHaveLength(1);
  }, 60_000);

  it('make exactly one booking per member on a team page of two', async () => {
    const start = berlin('2030-06-05T10:00');
    const replies = await rush('race-team', start, 20);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(2);
    const rows = await world.context.db.select().from(bookings).where(eq(bookings.startsAt, start));
    expect(new Set(rows.map((row) => row.calendarId)).size).toBe(2);
  }, 60_000);

  it('cannot overlap on one calendar even when written past the application', async () => {
    const insert = (startText: string, endText: string) =>
      world.context.database.query(
        `insert into bookings (organisation_id, calendar_id, prospect_email, prospect_name, starts_at, ends_at, idempotency_key)
         values ($1, $2, 'direct@client.test', 'Direct', $3, $4, $5)`,
        [owner.userData.organisation.id, calendar.id, berlin(startText), berlin(endText), `direct-${startText}`],
      );
    await insert('2030-06-06T10:00', '2030-06-06T10:30');
    await expect(insert('2030-06-06T10:15', '2030-06-06T10:45')).rejects.toMatchObject({ code: '23P01' });
    // Touching is not overlapping, and a cancelled booking holds no time.
    await insert('2030-06-06T10:30', '2030-06-06T11:00');
    await world.context.database.query(
      `update bookings set status = 'cancelled' where idempotency_key = 'direct-2030-06-06T10:00'`,
    );
    await insert('2030-06-06T09:45', '2030-06-06T10:15');
  });
});
