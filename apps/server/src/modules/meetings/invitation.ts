import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What happened to the booking that the invitation tells the prospect. */
export type InvitationChange = 'booked' | 'rescheduled' | 'cancelled';

export interface Person {
  name: string;
  email: string;
}

/** Everything an invitation says: the ICS and the email are built from the same facts. */
export interface MeetingInvitation {
  bookingId: string;
  change: InvitationChange;
  /**
   * The booking's revision, stored with it: 0 when booked, one more on each reschedule and on the
   * cancel, so calendars replace the event they hold (same UID) instead of adding a second one.
   */
  sequence: number;
  title: string;
  start: Date;
  end: Date;
  /** The organiser. */
  host: Person & { timeZone: string };
  /** The attendee; their zone, when known, is the one the email's times are written in. */
  prospect: Person & { timeZone?: string | null };
  videoUrl: string | null;
  /** Signed links (`createMeetingLinkTokens`) to the booking page's reschedule and cancel views. */
  rescheduleUrl: string;
  cancelUrl: string;
  /** When the invitation is made (DTSTAMP). */
  now: Date;
  /** The host's note from the booking page, if any. */
  note?: string | null;
}

/** The event's UID: the same for every invitation of one booking, unique to it. */
export function meetingUid(bookingId: string): string {
  return `meeting-${bookingId}@leadpilot`;
}

/** The lines of the event's description, the email's text repeats them. */
export function invitationDescription(invitation: MeetingInvitation): string {
  const lines: string[] = [];
  if (invitation.change === 'cancelled') {
    lines.push(`${invitation.host.name} cancelled this meeting.`);
  } else {
    if (invitation.videoUrl) lines.push(`Join the call: ${invitation.videoUrl}`);
    if (invitation.note) lines.push('', invitation.note);
    lines.push(
      '',
      `Need another time? Reschedule: ${invitation.rescheduleUrl}`,
      `Cannot make it? Cancel: ${invitation.cancelUrl}`,
    );
  }
  return lines.join('\n').trim();
}

/**
 * The iCalendar attachment (RFC 5545, iTIP RFC 5546): METHOD:REQUEST for a booking or a reschedule,
 * METHOD:CANCEL with STATUS:CANCELLED for a cancel; times in UTC, so no VTIMEZONE is needed and every
 * calendar shows them on its own clock. The host organises, the prospect is asked to answer (RSVP).
 */
export function buildInvitationIcs(invitation: MeetingInvitation): string {
  if (!Number.isInteger(invitation.sequence) || invitation.sequence < 0) {
    throw new RangeError('An invitation sequence is a whole number from 0');
  }
  const isCancel = invitation.change === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Leadpilot', product: 'Meetings', language: 'EN' },
    method: isCancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meetingUid(invitation.bookingId),
    sequence: invitation.sequence,
    stamp: invitation.now,
    start: invitation.start,
    end: invitation.end,
    summary: invitation.title,
    description: invitationDescription(invitation),
    location: invitation.videoUrl,
    url: invitation.videoUrl,
    status: isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invitation.host.name, email: invitation.host.email },
    attendees: [
      {
        name: invitation.prospect.name,
        email: invitation.prospect.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: !isCancel,
      },
    ],
  });
  return calendar.toString();
}

/** The `Content-Type` of the ICS part, whose `method` mail clients read to show Accept and Decline. */
export function invitationContentType(change: InvitationChange): string {
  return `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`;
}
