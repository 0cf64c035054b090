import type { BookingConfirmation, BookingPage as BookingPageView } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { bookings } from '../../db/schema-meetings.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { recordWebhookEvents } from '../webhooks/index.ts';
import {
  busyRange,
  freeSlotsOf,
  groupByDay,
  type HostAvailability,
  horizonDays,
  liveBookingsOf,
  teamMemberOf,
} from './availability.ts';
import {
  availabilitiesOf,
  type BookingContext,
  isExclusionViolation,
  lockCalendar,
  throttle,
} from './booking-context.ts';
import { type BookingPage, findBookingPage } from './booking-pages.ts';
import { refusalFor } from './booking-refusals.ts';
import { type BookingRow, bookedMeetingOf, findBookingWithHost, meetingLinksOf } from './booking-views.ts';
import type { Slot } from './free-slots.ts';
import { meetingSyncJob } from './meetings.jobs.ts';
import { membersFreeAt, pickHost, teamFreeSlots } from './round-robin.ts';
import { personOfAddress, stopProspectSequences } from './stop-prospect-sequences.ts';
import { minuteMs } from './zoned-time.ts';

export interface BookMeetingInput {
  name: string;
  email: string;
  start: string;
  timeZone?: string | undefined;
  note?: string | undefined;
  idempotencyKey: string;
}

const slotView = (slot: Slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() });

/** The public booking page and booking itself: no sign-in, throttled per address. */
export function createBookingFlow(context: BookingContext) {
  const { db, clock, config, queue, tokens } = context;

  async function pageAt(slug: string): Promise<BookingPage> {
    const page = await findBookingPage(db, slug);
    if (!page) throw notFound('This booking page');
    return page;
  }

  /** Free slots of the page: the host's, or those at least one team member could take. */
  function slotsOf(page: BookingPage, availabilities: HostAvailability[], now: Date): Slot[] {
    if (page.kind === 'host') return availabilities[0] ? freeSlotsOf(availabilities[0], now) : [];
    return teamFreeSlots(availabilities.map((availability) => teamMemberOf(availability, now)));
  }

  /** One host's booking, inserted under the calendar's lock after checking the slot against every committed booking. */
  async function insertFor(
    page: BookingPage,
    availability: HostAvailability,
    slot: Slot,
    input: BookMeetingInput,
    now: Date,
  ): Promise<BookingRow | null> {
    const calendar = availability.host.calendar;
    const personId = await personOfAddress(db, page.organisationId, input.email);
    try {
      return await db.transaction(async (tx) => {
        await lockCalendar(tx, calendar.id);
        const live = await liveBookingsOf(tx, calendar.id, busyRange(now));
        const fresh: HostAvailability = {
          ...availability,
          bookings: live.map((row) => ({ start: row.start, end: row.end })),
          history: page.teamPageId
            ? live
                .filter((row) => row.teamPageId === page.teamPageId)
                .map((row) => ({ start: row.start, bookedAt: row.createdAt }))
            : [],
        };
        if (membersFreeAt([teamMemberOf(fresh, now)], slot).length === 0) return null;
        const [row] = await tx
          .insert(bookings)
          .values({
            organisationId: page.organisationId,
            calendarId: calendar.id,
            hostUserId: availability.host.hostUserId,
            teamPageId: page.teamPageId,
            personId,
            prospectEmail: input.email,
            prospectName: input.name,
            prospectTimeZone: input.timeZone ?? null,
            note: input.note?.trim() ? input.note.trim() : null,
            startsAt: slot.start,
            endsAt: slot.end,
            idempotencyKey: input.idempotencyKey,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (row) {
          await recordWebhookEvents(tx, [
            {
              organisationId: row.organisationId,
              type: 'meeting.booked',
              key: `meeting.booked:${row.id}`,
              data: {
                bookingId: row.id,
                startsAt: row.startsAt.toISOString(),
                endsAt: row.endsAt.toISOString(),
                prospectEmail: row.prospectEmail,
                prospectName: row.prospectName,
                personId: row.personId,
                hostUserId: row.hostUserId,
                teamPageId: row.teamPageId,
              },
              at: now,
            },
          ]);
        }
        return row ?? null;
      });
    } catch (error) {
      if (isExclusionViolation(error)) return null;
      throw error;
    }
  }

  /** The answer to a booking (and to the same request again): the meeting and its links. */
  async function confirmationOf(booking: BookingRow): Promise<{ message: string; data: BookingConfirmation }> {
    const row = await findBookingWithHost(db, booking.id);
    if (!row) throw notFound('This booking');
    // Idempotent: a retried request (or a lost answer) stops nothing twice and queues nothing twice.
    await stopProspectSequences(db, {
      organisationId: booking.organisationId,
      email: booking.prospectEmail,
      at: clock.now(),
    });
    await queue.send(meetingSyncJob, { bookingId: booking.id, sequence: 0 }, { singletonKey: `${booking.id}:0` });
    const links = await meetingLinksOf(tokens, config.APP_URL, booking, clock.now());
    return {
      message: `Your meeting is booked. The invitation is on its way to ${booking.prospectEmail}.`,
      data: { booking: bookedMeetingOf(row), ...links },
    };
  }

  /** The same request key again: the booking it made, when it is this page's and this visitor's. */
  async function replayOf(page: BookingPage | null, input: BookMeetingInput) {
    const [earlier] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, input.idempotencyKey));
    if (!earlier) return null;
    const samePage =
      page !== null &&
      earlier.organisationId === page.organisationId &&
      (page.teamPageId ? earlier.teamPageId === page.teamPageId : page.hosts[0]?.calendar.id === earlier.calendarId);
    if (!samePage || earlier.prospectEmail !== input.email) {
      throw conflict('This booking request was already used. Reload the page and book again.');
    }
    return confirmationOf(earlier);
  }

  return {
    /** `GET /booking/{slug}`: the page's first free days, grouped in the visitor's zone when given. */
    async showPage(slug: string, zone: string | undefined, ip: string): Promise<{ data: BookingPageView }> {
      await throttle(context.limiters.readsPerIp, ip);
      const page = await pageAt(slug);
      const now = clock.now();
      const availabilities = await availabilitiesOf(context, page, { now, fresh: false });
      const hostTimeZone = page.hosts[0]?.rules.timeZone ?? 'UTC';
      const shown = zone ?? hostTimeZone;
      return {
        data: {
          slug: page.slug,
          kind: page.kind,
          name: page.name,
          organisationName: page.organisationName,
          meetingMinutes: page.meetingMinutes,
          hostTimeZone,
          zone: shown,
          horizonDays,
          days: groupByDay(slotsOf(page, availabilities, now), shown).map((day) => ({
            date: day.date,
            slots: day.slots.map(slotView),
          })),
        },
      };
    },

    /**
     * `POST /booking/{slug}`: re-reads the hosts' busy times, picks the host (round robin on a team
     * page, the next in turn when one was just taken), inserts under the calendar's lock, stops the
     * prospect's sequences and queues the calendar event and the invitation.
     */
    async book(slug: string, input: BookMeetingInput, ip: string) {
      await throttle(context.limiters.writesPerIp, ip);
      const page = await findBookingPage(db, slug);
      const replay = await replayOf(page, input);
      if (replay) return replay;
      if (!page) throw notFound('This booking page');
      const now = clock.now();
      const start = new Date(input.start);
      const slot = { start, end: new Date(start.getTime() + page.meetingMinutes * minuteMs) };
      const availabilities = await availabilitiesOf(context, page, { now, fresh: true });
      const members = availabilities.map((availability) => teamMemberOf(availability, now));
      const tried = new Set<string>();
      for (;;) {
        const hostId = pickHost(
          members.filter((member) => !tried.has(member.hostId)),
          slot,
        );
        const availability = availabilities.find((candidate) => candidate.host.calendar.id === hostId);
        if (!hostId || !availability) break;
        tried.add(hostId);
        let booked: BookingRow | null;
        try {
          booked = await insertFor(page, availability, slot, input, now);
        } catch (error) {
          // The same key at the same moment: the other request made it.
          if (!isUniqueViolation(error)) throw error;
          const again = await replayOf(page, input);
          if (again) return again;
          throw error;
        }
        if (booked) return confirmationOf(booked);
      }
      throw refusalFor(
        availabilities.map((availability) => ({ rules: availability.host.rules, bookings: availability.bookings })),
        start,
        now,
      );
    },
  };
}
