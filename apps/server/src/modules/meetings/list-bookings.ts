import type { BookingListPage, bookingListQuerySchema } from '@leadpilot/contracts';
import { and, asc, count, desc, eq, gt, ilike, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { mailboxes, users } from '../../db/schema.ts';
import { bookings, bookingTeamPages } from '../../db/schema-meetings.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { hostNameOf } from './booking-pages.ts';

type BookingListQuery = z.output<typeof bookingListQuerySchema>;

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The organisation's bookings, a page at a time: upcoming soonest first, or past latest first. */
export async function listBookings(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  query: BookingListQuery,
): Promise<BookingListPage> {
  const now = deps.clock.now();
  const conditions = and(
    eq(bookings.organisationId, actor.organisationId),
    query.when === 'upcoming' ? gt(bookings.endsAt, now) : lte(bookings.endsAt, now),
    ...(query.status ? [eq(bookings.status, query.status)] : []),
    ...(query.q
      ? [or(ilike(bookings.prospectName, likeEscaped(query.q)), ilike(bookings.prospectEmail, likeEscaped(query.q)))]
      : []),
  );
  const order =
    query.when === 'upcoming'
      ? [asc(bookings.startsAt), asc(bookings.id)]
      : [desc(bookings.startsAt), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ booking: bookings, calendar: mailboxes, userName: users.name, teamPageName: bookingTeamPages.name })
      .from(bookings)
      .innerJoin(mailboxes, eq(mailboxes.id, bookings.calendarId))
      .leftJoin(users, eq(users.id, bookings.hostUserId))
      .leftJoin(bookingTeamPages, eq(bookingTeamPages.id, bookings.teamPageId))
      .where(conditions)
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ value: count() }).from(bookings).where(conditions),
  ]);
  return {
    data: rows.map(({ booking, calendar, userName, teamPageName }) => ({
      id: booking.id,
      status: booking.status,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      prospectName: booking.prospectName,
      prospectEmail: booking.prospectEmail,
      hostName: hostNameOf(calendar, userName),
      calendarEmail: calendar.email,
      teamPageName: teamPageName ?? null,
      videoUrl: booking.videoUrl,
      sequence: booking.sequence,
      createdAt: booking.createdAt.toISOString(),
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
