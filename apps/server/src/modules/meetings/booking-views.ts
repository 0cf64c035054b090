import type { BookedMeeting } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes, users } from '../../db/schema.ts';
import { bookings } from '../../db/schema-meetings.ts';
import type { MailboxRow } from '../mailboxes/index.ts';
import { hostNameOf } from './booking-pages.ts';
import { meetingUid } from './invitation.ts';
import type { MeetingLinkTokens } from './meeting-link-tokens.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** A booking with its calendar and its host's name. */
export interface BookingWithHost {
  booking: BookingRow;
  calendar: MailboxRow;
  hostName: string;
}

export async function findBookingWithHost(db: Database, bookingId: string): Promise<BookingWithHost | null> {
  const [row] = await db
    .select({ booking: bookings, calendar: mailboxes, userName: users.name })
    .from(bookings)
    .innerJoin(mailboxes, eq(mailboxes.id, bookings.calendarId))
    .leftJoin(users, eq(users.id, mailboxes.ownerUserId))
    .where(eq(bookings.id, bookingId));
  return row
    ? { booking: row.booking, calendar: row.calendar, hostName: hostNameOf(row.calendar, row.userName) }
    : null;
}

/** The meeting's title, in the invitation, the host's calendar and the pages. */
export function meetingTitle(hostName: string, prospectName: string): string {
  return `${prospectName} and ${hostName}`;
}

/** The zone a booking's times are shown in: the prospect's, else the host's. */
export function zoneOfBooking(row: BookingWithHost): string {
  return row.booking.prospectTimeZone ?? row.calendar.calendarSettings?.timeZone ?? 'UTC';
}

export function bookedMeetingOf(row: BookingWithHost): BookedMeeting {
  const { booking } = row;
  return {
    id: booking.id,
    status: booking.status,
    title: meetingTitle(row.hostName, booking.prospectName),
    hostName: row.hostName,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timeZone: zoneOfBooking(row),
    videoUrl: booking.videoUrl,
    uid: meetingUid(booking.id),
    sequence: booking.sequence,
  };
}

/** The reschedule and cancel links of a booking (they stop working at the meeting's end). */
export async function meetingLinksOf(
  tokens: MeetingLinkTokens,
  appUrl: string,
  booking: Pick<BookingRow, 'id' | 'endsAt'>,
  now: Date,
): Promise<{ rescheduleUrl: string; cancelUrl: string }> {
  const link = async (action: 'reschedule' | 'cancel') =>
    `${appUrl}/book/manage/${await tokens.sign({ bookingId: booking.id, action, expiresAt: booking.endsAt }, now)}`;
  return { rescheduleUrl: await link('reschedule'), cancelUrl: await link('cancel') };
}
