import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema-meetings.ts';
import type { JobLog } from '../../jobs/job-dependencies.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import { type BookingWithHost, findBookingWithHost, meetingLinksOf, meetingTitle } from './booking-views.ts';
import { type CalendarAccess, CalendarUnavailableError } from './calendar-access.ts';
import { buildInvitationIcs, type InvitationChange } from './invitation.ts';
import { buildInvitationEmail } from './invitation-email.ts';
import type { MeetingLinkTokens } from './meeting-link-tokens.ts';

export interface BookingSyncDependencies {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'APP_URL' | 'MAIL_FROM'>;
  mail: MailTransport;
  calendars: CalendarAccess;
  tokens: MeetingLinkTokens;
}

/** The event's id in Google (base32hex, a–v and 0–9) and Graph's transaction id: from the booking's uuid, so a retry finds it. */
export const providerEventIdOf = (bookingId: string) => `lp${bookingId.replaceAll('-', '')}`;

function changeOf(booking: BookingWithHost['booking']): InvitationChange {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.sequence === 0 ? 'booked' : 'rescheduled';
}

/** What the host's own calendar event says (the prospect's invitation carries the links instead). */
function eventDescription(row: BookingWithHost): string {
  const { booking } = row;
  const lines = [`Booked through Leadpilot by ${booking.prospectName} <${booking.prospectEmail}>.`];
  if (booking.note) lines.push('', booking.note);
  return lines.join('\n');
}

export function createBookingSync(deps: BookingSyncDependencies) {
  const { db, clock, config, mail, calendars, tokens } = deps;

  /** Brings the host's event to the booking's revision; stores its id, video link and the revision it shows. */
  async function syncEvent(row: BookingWithHost): Promise<void> {
    const { booking } = row;
    if (booking.providerSequence === booking.sequence && (booking.providerEventId || booking.status === 'cancelled')) {
      return;
    }
    const calendar = calendars.calendarOf(row.calendar);
    const times = { start: booking.startsAt, end: booking.endsAt };
    if (booking.status === 'cancelled') {
      if (booking.providerEventId) await calendar.cancelEvent(booking.providerEventId);
    } else if (!booking.providerEventId) {
      const created = await calendar.createEvent({
        eventId: providerEventIdOf(booking.id),
        summary: meetingTitle(row.hostName, booking.prospectName),
        description: eventDescription(row),
        ...times,
        attendee: { email: booking.prospectEmail, name: booking.prospectName },
        withVideo: true,
      });
      await db
        .update(bookings)
        .set({
          providerEventId: created.eventId,
          videoUrl: created.videoUrl ?? booking.videoUrl,
          providerSequence: booking.sequence,
        })
        .where(eq(bookings.id, booking.id));
      return;
    } else {
      await calendar.moveEvent(booking.providerEventId, times);
    }
    await db.update(bookings).set({ providerSequence: booking.sequence }).where(eq(bookings.id, booking.id));
  }

  /** Mails the prospect this revision's invitation, ICS attached; its idempotency key keeps it to one email. */
  async function sendInvitation(row: BookingWithHost): Promise<void> {
    const { booking } = row;
    const now = clock.now();
    const links = await meetingLinksOf(tokens, config.APP_URL, booking, now);
    const change = changeOf(booking);
    const invitation = {
      bookingId: booking.id,
      change,
      sequence: booking.sequence,
      title: meetingTitle(row.hostName, booking.prospectName),
      start: booking.startsAt,
      end: booking.endsAt,
      host: {
        name: row.hostName,
        email: row.calendar.email,
        timeZone: row.calendar.calendarSettings?.timeZone ?? 'UTC',
      },
      prospect: { name: booking.prospectName, email: booking.prospectEmail, timeZone: booking.prospectTimeZone },
      videoUrl: booking.videoUrl,
      rescheduleUrl: links.rescheduleUrl,
      cancelUrl: links.cancelUrl,
      now,
      note: booking.note,
    };
    const email = buildInvitationEmail(invitation);
    await mail.send({
      organisationId: booking.organisationId,
      kind: 'meeting-invitation',
      idempotencyKey: `meeting-invitation:${booking.id}:${booking.sequence}`,
      from: config.MAIL_FROM,
      to: booking.prospectEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'Reply-To': row.calendar.email },
      calendarEvent: {
        method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
        filename: 'invite.ics',
        content: buildInvitationIcs(invitation),
      },
    });
  }

  /**
   * The sync job: the calendar first (so the invitation carries the video link), then the email.
   * A calendar that fails does not hold the invitation back; a failure that may pass is thrown after
   * the email is sent, so the queue retries the calendar (the email is not sent twice).
   */
  return async function syncBooking(payload: { bookingId: string; sequence: number }, log: JobLog): Promise<void> {
    const row = await findBookingWithHost(db, payload.bookingId);
    // A newer revision has its own job, which does both.
    if (!row || row.booking.sequence !== payload.sequence) return;
    let calendarFailure: CalendarUnavailableError | null = null;
    try {
      await syncEvent(row);
    } catch (error) {
      if (!(error instanceof CalendarUnavailableError)) throw error;
      calendarFailure = error;
      log.warn(
        { bookingId: row.booking.id, permanent: error.permanent, reason: error.message },
        'meeting calendar sync failed',
      );
    }
    const current = (await findBookingWithHost(db, payload.bookingId)) ?? row;
    if (current.booking.sequence !== payload.sequence) return;
    await sendInvitation(current);
    if (calendarFailure && !calendarFailure.permanent) throw calendarFailure;
  };
}
