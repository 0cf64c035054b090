import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { loopbackAllowedGuard } from '../../platform/outbound/outbound-test-support.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { MailboxRow } from '../mailboxes/index.ts';
import { type BookingWorld, connectCalendar, loopbackCalendarOf, startBookingWorld } from './booking-test-support.ts';
import { type CalendarAccess, CalendarUnavailableError, createCalendarAccess } from './calendar-access.ts';
import { wallTime } from './meetings-test-support.ts';

/**
 * The calendar adapters against the Google Calendar and Graph loopbacks, in their wire formats:
 * free/busy, and the event created (with a video link and the prospect as attendee), created again
 * after a lost answer, moved and removed; a refusal in plain words; the outbound guard in the way.
 */

let world: BookingWorld;
let owner: LoginReply;
let access: CalendarAccess;
const calendars: Record<'gmail' | 'microsoft', MailboxRow> = {} as Record<'gmail' | 'microsoft', MailboxRow>;
const berlin = (text: string) => wallTime(text, 'Europe/Berlin');

/** The adapters through a guard that reaches the loopbacks, or through the default one (public addresses only). */
function accessWith(reachesLoopback: boolean): CalendarAccess {
  const { context } = world;
  return createCalendarAccess({
    db: context.db,
    clock: context.clock,
    config: context.config,
    secretBox: createSecretBox(context.config.ENCRYPTION_KEY),
    guard: reachesLoopback ? loopbackAllowedGuard() : createOutboundGuard(),
  });
}

beforeAll(async () => {
  world = await startBookingWorld();
  owner = await world.context.signup({ name: 'Ada Lovelace' });
  calendars.gmail = await connectCalendar(world, owner, { email: 'ada@google.test', slug: 'ada-google' });
  calendars.microsoft = await connectCalendar(world, owner, {
    email: 'ada@outlook.test',
    slug: 'ada-outlook',
    kind: 'microsoft',
  });
  access = accessWith(true);
});
afterAll(async () => world?.close());

describe.each(['gmail', 'microsoft'] as const)('a %s calendar', (kind) => {
  const range = { from: berlin('2030-06-03T00:00'), to: berlin('2030-06-08T00:00') };

  it('reads busy times in the range, in UTC', async () => {
    const loopback = loopbackCalendarOf(world, calendars[kind]);
    loopback.addBusy(berlin('2030-06-04T10:00'), berlin('2030-06-04T11:30'));
    loopback.addBusy(berlin('2030-06-20T10:00'), berlin('2030-06-20T11:00'));
    const busy = await access.calendarOf(calendars[kind]).busyTimes(range);
    expect(busy).toEqual([{ start: berlin('2030-06-04T10:00'), end: berlin('2030-06-04T11:30') }]);
  });

  it('creates the event once, with a video link and the prospect invited, then moves and removes it', async () => {
    const calendar = access.calendarOf(calendars[kind]);
    const input = {
      eventId: 'lp0123456789abcdef0123456789abcdef',
      summary: 'Pat Prospect and Ada Lovelace',
      description: 'Booked through Leadpilot.',
      start: berlin('2030-06-05T14:00'),
      end: berlin('2030-06-05T14:30'),
      attendee: { email: 'pat@client.test', name: 'Pat Prospect' },
      withVideo: true,
    };
    const created = await calendar.createEvent(input);
    expect(created.videoUrl).toMatch(
      kind === 'gmail' ? /^https:\/\/meet\.google\.test\// : /^https:\/\/teams\.microsoft\.test\//,
    );
    // An answer lost on the way: the same event id finds the first event.
    expect(await calendar.createEvent(input)).toEqual(created);
    const loopback = loopbackCalendarOf(world, calendars[kind]);
    expect(loopback.liveEvents()).toHaveLength(1);
    expect(loopback.liveEvents()[0]).toMatchObject({
      summary: input.summary,
      start: input.start,
      end: input.end,
      // Graph's event has no attendee (Outlook would send the prospect a second invitation).
      attendees: kind === 'gmail' ? [{ email: 'pat@client.test', name: 'Pat Prospect' }] : [],
    });
    expect(await calendar.busyTimes(range)).toContainEqual({ start: input.start, end: input.end });

    await calendar.moveEvent(created.eventId, { start: berlin('2030-06-06T09:00'), end: berlin('2030-06-06T09:30') });
    expect(loopback.liveEvents()[0]?.start).toEqual(berlin('2030-06-06T09:00'));
    await calendar.cancelEvent(created.eventId);
    expect(loopback.liveEvents()).toEqual([]);
    // Removing it again (a retried job) is not an error.
    await calendar.cancelEvent(created.eventId);
  });

  it('turns a refusal into a plain-words failure that says whether a retry can help', async () => {
    const loopback = loopbackCalendarOf(world, calendars[kind]);
    loopback.failNext(403);
    const refused = await access
      .calendarOf(calendars[kind])
      .busyTimes(range)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CalendarUnavailableError);
    expect((refused as CalendarUnavailableError).permanent).toBe(true);
    expect((refused as Error).message).toContain(calendars[kind].email);
    loopback.failNext(503);
    const down = await access
      .calendarOf(calendars[kind])
      .busyTimes(range)
      .catch((error: unknown) => error);
    expect((down as CalendarUnavailableError).permanent).toBe(false);
  });

  it('goes through the outbound guard: a policy without loopback networks never reaches the provider', async () => {
    const before = (kind === 'gmail' ? world.google : world.graph).requests.length;
    const guarded = accessWith(false);
    const refused = await guarded
      .calendarOf(calendars[kind])
      .busyTimes(range)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CalendarUnavailableError);
    expect((kind === 'gmail' ? world.google : world.graph).requests.length).toBe(before);
  });
});
