import type { Mailbox, SaveCalendarBody } from '@leadpilot/contracts';

/** The units the minimum notice is entered in, with their length in minutes. */
export const noticeUnits = [
  { value: 'minutes', label: 'minutes', minutes: 1 },
  { value: 'hours', label: 'hours', minutes: 60 },
  { value: 'days', label: 'days', minutes: 24 * 60 },
] as const;
export type NoticeUnit = (typeof noticeUnits)[number]['value'];

/** What a calendar without a stored minimum notice follows (docs/meetings.md). */
export const defaultMinimumNoticeMinutes = 120;

/**
 * The booking settings form of one calendar, keyed by the request body's paths, except the minimum
 * notice: an amount in a unit (`minimumNotice.amount`, `.unit`) that the body sends in minutes.
 */
export interface CalendarFormValues {
  workingHours: { start: string; end: string; days: number[] };
  timeZone: string;
  meetingMinutes: string;
  bufferMinutes: number | string;
  bookingSlug: string;
  minimumNotice: { amount: number | string; unit: NoticeUnit };
  /** Meetings a day; '' for no cap. */
  dailyCap: number | string;
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

/** Minutes in the largest unit they fill whole: 120 → 2 hours, 2880 → 2 days, 90 → 90 minutes, 0 → 0 hours. */
export function noticeOf(minutes: number): CalendarFormValues['minimumNotice'] {
  if (minutes > 0 && minutes % (24 * 60) === 0) return { amount: minutes / (24 * 60), unit: 'days' };
  if (minutes % 60 === 0) return { amount: minutes / 60, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

/** The notice in minutes; an empty amount is -1, which the contract refuses with its message. */
function noticeMinutes({ amount, unit }: CalendarFormValues['minimumNotice']): number {
  if (amount === '') return -1;
  const factor = noticeUnits.find((candidate) => candidate.value === unit)?.minutes ?? 1;
  return Number(amount) * factor;
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
      minimumNotice: noticeOf(defaultMinimumNoticeMinutes),
      dailyCap: '',
    };
  }
  return {
    workingHours: { ...settings.workingHours, days: [...settings.workingHours.days] },
    timeZone: settings.timeZone,
    meetingMinutes: String(settings.meetingMinutes),
    bufferMinutes: settings.bufferMinutes,
    bookingSlug: settings.bookingSlug || slugFromEmail(mailbox.email),
    minimumNotice: noticeOf(settings.minimumNoticeMinutes ?? defaultMinimumNoticeMinutes),
    dailyCap: settings.dailyCap ?? '',
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
    minimumNoticeMinutes: noticeMinutes(values.minimumNotice),
    dailyCap: values.dailyCap === '' ? null : Number(values.dailyCap),
  };
}

/** Errors keyed by the body's paths (the contract's and the server's), keyed by the form's paths. */
export function toCalendarFormErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path === 'minimumNoticeMinutes' ? 'minimumNotice.amount' : path,
      message,
    ]),
  );
}
