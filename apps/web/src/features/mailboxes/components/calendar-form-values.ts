import type { Mailbox, SaveCalendarBody } from '@leadpilot/contracts';

/** The booking settings form of one calendar, keyed by the request body's paths. */
export interface CalendarFormValues {
  workingHours: { start: string; end: string; days: number[] };
  timeZone: string;
  meetingMinutes: string;
  bufferMinutes: number | string;
  bookingSlug: string;
}

export const meetingLengths = ['15', '20', '30', '45', '60', '90'].map((value) => ({
  value,
  label: `${value} minutes`,
}));

/** A slug from the part of the address before the @: "jane.doe@x.com" → "jane-doe". */
function slugFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A calendar's saved settings, or sensible ones (weekdays 9–17 here, 30 minutes) before the first save. */
export function toCalendarFormValues(mailbox: Mailbox): CalendarFormValues {
  const settings = mailbox.calendar;
  if (!settings) {
    return {
      workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      meetingMinutes: '30',
      bufferMinutes: 10,
      bookingSlug: slugFromEmail(mailbox.email),
    };
  }
  return {
    workingHours: { ...settings.workingHours, days: [...settings.workingHours.days] },
    timeZone: settings.timeZone,
    meetingMinutes: String(settings.meetingMinutes),
    bufferMinutes: settings.bufferMinutes,
    bookingSlug: settings.bookingSlug || slugFromEmail(mailbox.email),
  };
}

/** `POST organisation/calendar`. */
export function toSaveCalendarBody(id: string, values: CalendarFormValues): SaveCalendarBody {
  return {
    id,
    workingHours: { ...values.workingHours, days: [...values.workingHours.days] },
    timeZone: values.timeZone,
    meetingMinutes: Number(values.meetingMinutes),
    bufferMinutes: values.bufferMinutes === '' ? -1 : Number(values.bufferMinutes),
    bookingSlug: values.bookingSlug.trim(),
  };
}
