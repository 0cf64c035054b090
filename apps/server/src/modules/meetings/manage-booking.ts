import type { BookingConfirmation, ManagedBooking } from '@leadpilot/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema-meetings.ts';
import { AppError, refused } from '../../platform/errors.ts';
import {
  availabilityOf,
  busyRange,
  freeSlotsOf,
  groupByDay,
  type HostAvailability,
  horizonDays,
  liveBookingsOf,
} from './availability.ts';
import {
  type BookingContext,
  calendarUnavailable,
  isExclusionViolation,
  lockCalendar,
  throttle,
} from './booking-context.ts';
import { findCalendarHost, type PageHost } from './booking-pages.ts';
import { refusalFor } from './booking-refusals.ts';
import {
  type BookingWithHost,
  bookedMeetingOf,
  findBookingWithHost,
  meetingLinksOf,
  zoneOfBooking,
} from './booking-views.ts';
import { CalendarUnavailableError } from './calendar-access.ts';
import type { Slot } from './free-slots.ts';
import type { MeetingLinkAction } from './meeting-link-tokens.ts';
import { meetingSyncJob } from './meetings.jobs.ts';
import { minuteMs } from './zoned-time.ts';

const invalidLink = () =>
  new AppError('NOT_FOUND', 'This link is not valid any more. Use the newest email about the meeting, or book again.');

/** Rescheduling and cancelling through the signed links of the invitation. */
export function createBookingManagement(context: BookingContext) {
  const { db, clock, config, queue, tokens } = context;

  /** The link's action and its booking as it is now (after a reschedule, older links still name it). */
  async function open(token: string): Promise<{ action: MeetingLinkAction; row: BookingWithHost }> {
    const now = clock.now();
    const claims = (await tokens.verify(token, 'reschedule', now)) ?? (await tokens.verify(token, 'cancel', now));
    const row = claims ? await findBookingWithHost(db, claims.bookingId) : null;
    if (!claims || !row) throw invalidLink();
    return { action: claims.action, row };
  }

  const lengthOf = (row: BookingWithHost) =>
    Math.round((row.booking.endsAt.getTime() - row.booking.startsAt.getTime()) / minuteMs);

  /** The host's availability without this booking (its own time and its own event count as free). */
  async function availabilityWithout(row: BookingWithHost, host: PageHost, fresh: boolean): Promise<HostAvailability> {
    const { booking } = row;
    try {
      return await availabilityOf(
        { db, calendars: context.calendars, ...(fresh ? {} : { busyCache: context.busyCache }) },
        host,
        {
          now: clock.now(),
          teamPageId: booking.teamPageId,
          except: { id: booking.id, start: booking.startsAt, end: booking.endsAt },
        },
      );
    } catch (error) {
      if (error instanceof CalendarUnavailableError) throw calendarUnavailable();
      throw error;
    }
  }

  function assertChangeable(row: BookingWithHost) {
    if (row.booking.status === 'cancelled') {
      throw refused('This meeting was cancelled. Book a new time from the booking page.');
    }
    if (row.booking.startsAt.getTime() <= clock.now().getTime()) throw refused('This meeting has already started.');
  }

  async function answer(
    row: BookingWithHost,
    message: string,
  ): Promise<{ message: string; data: BookingConfirmation }> {
    await queue.send(
      meetingSyncJob,
      { bookingId: row.booking.id, sequence: row.booking.sequence },
      { singletonKey: `${row.booking.id}:${row.booking.sequence}` },
    );
    const links = await meetingLinksOf(tokens, config.APP_URL, row.booking, clock.now());
    return { message, data: { booking: bookedMeetingOf(row), ...links } };
  }

  async function cancel(row: BookingWithHost) {
    const now = clock.now();
    const [cancelled] = await db
      .update(bookings)
      .set({ status: 'cancelled', sequence: sql`${bookings.sequence} + 1`, cancelledAt: now, updatedAt: now })
      .where(and(eq(bookings.id, row.booking.id), ne(bookings.status, 'cancelled')))
      .returning();
    if (!cancelled) throw refused('This meeting was cancelled. Book a new time from the booking page.');
    return answer(
      { ...row, booking: cancelled },
      `The meeting is cancelled. ${row.hostName} will see it leave their calendar.`,
    );
  }

  async function reschedule(row: BookingWithHost, start: Date, timeZone: string | undefined) {
    const { booking } = row;
    if (start.getTime() === booking.startsAt.getTime()) {
      throw refused('The meeting is already at that time. Pick another.');
    }
    const host = await findCalendarHost(db, booking.calendarId, lengthOf(row));
    if (!host) throw refused(`${row.hostName}'s calendar is not taking bookings right now.`);
    const availability = await availabilityWithout(row, host, true);
    const slot: Slot = { start, end: new Date(start.getTime() + lengthOf(row) * minuteMs) };
    const now = clock.now();
    let moved: typeof booking | null | undefined = null;
    try {
      moved = await db.transaction(async (tx) => {
        await lockCalendar(tx, booking.calendarId);
        const live = await liveBookingsOf(tx, booking.calendarId, busyRange(now), booking.id);
        const fresh = { ...availability, bookings: live.map((other) => ({ start: other.start, end: other.end })) };
        const isFree = freeSlotsOf(fresh, now).some(
          (free) => free.start.getTime() === slot.start.getTime() && free.end.getTime() === slot.end.getTime(),
        );
        if (!isFree) return null;
        const [updated] = await tx
          .update(bookings)
          .set({
            startsAt: slot.start,
            endsAt: slot.end,
            status: 'rescheduled',
            sequence: sql`${bookings.sequence} + 1`,
            prospectTimeZone: timeZone ?? booking.prospectTimeZone,
            updatedAt: now,
          })
          .where(and(eq(bookings.id, booking.id), eq(bookings.sequence, booking.sequence)))
          .returning();
        return updated;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
    if (!moved) throw refusalFor([{ rules: host.rules, bookings: availability.bookings }], start, now);
    return answer({ ...row, booking: moved }, 'Your meeting is moved. The updated invitation is on its way.');
  }

  return {
    /** `GET /booking/manage/{token}`: the meeting, and for a reschedule link the host's free days. */
    async view(token: string, zone: string | undefined, ip: string): Promise<{ data: ManagedBooking }> {
      await throttle(context.limiters.readsPerIp, ip);
      const { action, row } = await open(token);
      const shown = zone ?? zoneOfBooking(row);
      let days: ManagedBooking['days'] = [];
      const isLive = row.booking.status !== 'cancelled' && row.booking.startsAt.getTime() > clock.now().getTime();
      if (action === 'reschedule' && isLive) {
        const host = await findCalendarHost(db, row.booking.calendarId, lengthOf(row));
        if (host) {
          const slots = freeSlotsOf(await availabilityWithout(row, host, false), clock.now());
          days = groupByDay(slots, shown).map((day) => ({
            date: day.date,
            slots: day.slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
          }));
        }
      }
      return {
        data: { action, booking: bookedMeetingOf(row), meetingMinutes: lengthOf(row), zone: shown, horizonDays, days },
      };
    },

    /** `POST /booking/manage/{token}`: a reschedule link moves the meeting to `start`; a cancel link cancels it. */
    async change(token: string, body: { start?: string | undefined; timeZone?: string | undefined }, ip: string) {
      await throttle(context.limiters.writesPerIp, ip);
      const { action, row } = await open(token);
      assertChangeable(row);
      if (action === 'cancel') return cancel(row);
      if (!body.start) throw new AppError('VALIDATION_FAILED', 'Pick a new time for the meeting.');
      return reschedule(row, new Date(body.start), body.timeZone);
    },
  };
}
