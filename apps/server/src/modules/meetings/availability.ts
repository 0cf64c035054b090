import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema-meetings.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { PageHost } from './booking-pages.ts';
import type { CalendarAccess } from './calendar-access.ts';
import { findFreeSlots, type Interval, type Slot } from './free-slots.ts';
import type { HostBooking, TeamMember } from './round-robin.ts';
import { isoDateOf, localDayOf, zoneNamed, zoneOrNull } from './zoned-time.ts';

const dayMs = 86_400_000;
/** The booking page looks two weeks ahead (the host's days from today). */
export const horizonDays = 14;

/** What one host's slots are computed from: calendar busy times, live bookings, the page's own history. */
export interface HostAvailability {
  host: PageHost;
  busy: Interval[];
  bookings: Interval[];
  /** The host's live bookings of the team page (round robin's fairness and caps); empty for a host's own page. */
  history: HostBooking[];
}

/** The range free/busy is read for: from a day ago (today's bookings count for the cap) to past the horizon. */
export function busyRange(now: Date) {
  return { from: new Date(now.getTime() - dayMs), to: new Date(now.getTime() + (horizonDays + 2) * dayMs) };
}

/** Live bookings of a calendar in the range (one left out: the booking being moved). */
export async function liveBookingsOf(
  db: Database,
  calendarId: string,
  range: { from: Date; to: Date },
  exceptBookingId?: string,
) {
  return db
    .select({
      id: bookings.id,
      start: bookings.startsAt,
      end: bookings.endsAt,
      createdAt: bookings.createdAt,
      teamPageId: bookings.teamPageId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.calendarId, calendarId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.endsAt, range.from),
        lt(bookings.startsAt, range.to),
        ...(exceptBookingId ? [ne(bookings.id, exceptBookingId)] : []),
      ),
    );
}

export interface AvailabilityDeps {
  db: Database;
  calendars: CalendarAccess;
  busyCache?: ReadCache<Interval[]>;
}

/**
 * A host's availability: busy times from their calendar (through `cache` when given: the booking
 * page's reads; fresh for a booking) and their live bookings. `except`: a booking being moved,
 * left out of both (its own event is busy time in the calendar).
 */
export async function availabilityOf(
  deps: AvailabilityDeps,
  host: PageHost,
  options: { now: Date; teamPageId: string | null; except?: { id: string; start: Date; end: Date } },
): Promise<HostAvailability> {
  const range = busyRange(options.now);
  const read = () => deps.calendars.calendarOf(host.calendar).busyTimes(range);
  const fetched = deps.busyCache ? ((await deps.busyCache.get(host.calendar.id, read)) ?? []) : await read();
  const except = options.except;
  const busy = except
    ? fetched.filter(
        (interval) =>
          interval.start.getTime() !== except.start.getTime() || interval.end.getTime() !== except.end.getTime(),
      )
    : fetched;
  const live = await liveBookingsOf(deps.db, host.calendar.id, range, except?.id);
  return {
    host,
    busy,
    bookings: live.map((row) => ({ start: row.start, end: row.end })),
    history: options.teamPageId
      ? live
          .filter((row) => row.teamPageId === options.teamPageId)
          .map((row) => ({ start: row.start, bookedAt: row.createdAt }))
      : [],
  };
}

/** A host's free slots from their today to the horizon. */
export function freeSlotsOf(availability: HostAvailability, now: Date): Slot[] {
  const { rules } = availability.host;
  return findFreeSlots({
    rules,
    busy: availability.busy,
    bookings: availability.bookings,
    now,
    from: isoDateOf(localDayOf(zoneNamed(rules.timeZone), now.getTime())),
    days: horizonDays + 1,
  }).filter((slot) => slot.start.getTime() < now.getTime() + (horizonDays + 1) * dayMs);
}

/** The round robin's view of a team page's member. */
export function teamMemberOf(availability: HostAvailability, now: Date): TeamMember {
  const { host } = availability;
  return {
    hostId: host.calendar.id,
    timeZone: host.rules.timeZone,
    freeSlots: freeSlotsOf(availability, now),
    history: availability.history,
    capPerDay: host.capPerDay,
    capPerWeek: host.capPerWeek,
  };
}

/** Slots grouped by the days of `zone`, in time order. */
export function groupByDay(slots: readonly Slot[], zone: string): { date: string; slots: Slot[] }[] {
  const shown = zoneOrNull(zone) ?? zoneNamed('UTC');
  const days: { date: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const date = isoDateOf(localDayOf(shown, slot.start.getTime()));
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
