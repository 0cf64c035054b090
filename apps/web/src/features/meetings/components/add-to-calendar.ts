import type { BookedMeeting } from '@leadpilot/contracts';

/** "20300604T090000Z": an instant as iCalendar and Google Calendar links write it. */
function compact(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Escapes text for an iCalendar property value (RFC 5545 §3.3.11). */
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** The meeting as an .ics file, with the invitation's UID and SEQUENCE, so a calendar that has the invitation updates it. */
export function meetingIcs(meeting: BookedMeeting, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Leadpilot//Meetings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${meeting.uid}`,
    `SEQUENCE:${meeting.sequence}`,
    `DTSTAMP:${compact(now.toISOString())}`,
    `DTSTART:${compact(meeting.start)}`,
    `DTEND:${compact(meeting.end)}`,
    `SUMMARY:${icsText(meeting.title)}`,
    ...(meeting.videoUrl ? [`LOCATION:${icsText(meeting.videoUrl)}`, `URL:${meeting.videoUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A `data:` address that downloads the .ics. */
export function icsDownloadUrl(meeting: BookedMeeting): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(meetingIcs(meeting))}`;
}

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(meeting: BookedMeeting): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', meeting.title);
  url.searchParams.set('dates', `${compact(meeting.start)}/${compact(meeting.end)}`);
  if (meeting.videoUrl) url.searchParams.set('location', meeting.videoUrl);
  return url.toString();
}

/** Outlook on the web's "new event" page, filled in. */
export function outlookCalendarUrl(meeting: BookedMeeting): string {
  const url = new URL('https://outlook.office.com/calendar/0/deeplink/compose');
  url.searchParams.set('subject', meeting.title);
  url.searchParams.set('startdt', meeting.start);
  url.searchParams.set('enddt', meeting.end);
  if (meeting.videoUrl) url.searchParams.set('location', meeting.videoUrl);
  return url.toString();
}
