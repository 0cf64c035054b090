import { IANAZone } from 'luxon';
import { z } from 'zod';
import type { StoredCalendarSettings } from '../../db/schema-mailboxes.ts';
import { clockMinutes } from './zoned-time.ts';

/** Hours of one day on the host's wall clock, "HH:MM" 24-hour, start before end. */
export interface DayHours {
  start: string;
  end: string;
}

/**
 * What a host's booking page follows: a connected calendar's stored booking settings (its provider
 * aside) plus what booking adds. The stored `bufferMinutes` keeps its meaning (both sides); the
 * separate buffers and per-weekday hours default from it and from `workingHours`, so any stored
 * calendar reads as rules without a migration (`bookingRulesFromCalendar`).
 */
export interface BookingRules extends Omit<StoredCalendarSettings, 'provider'> {
  /** Hours that replace `workingHours` on one of its `days` (e.g. Friday 09:00–13:00). */
  weekdayHours: Array<DayHours & { day: number }>;
  /** Free time needed between the end of anything busy and the meeting's start. */
  bufferBeforeMinutes: number;
  /** Free time needed between the meeting's end and the start of anything busy. */
  bufferAfterMinutes: number;
  /** How long before its start a meeting may be booked, at least. */
  minimumNoticeMinutes: number;
  /** Leadpilot bookings a day (the host's calendar day) after which the day shows no slots; null: no cap. */
  dailyCap: number | null;
}

/** The lengths the calendar settings offer (as `POST /organisation/calendar`). */
export const meetingLengths = [15, 20, 30, 45, 60, 90] as const;
export const defaultMinimumNoticeMinutes = 120;
const maxNoticeMinutes = 30 * 24 * 60;
const weekdayNames = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayName = (day: number) => weekdayNames[day] ?? `Day ${day}`;

const clockTime = z
  .string()
  .trim()
  .refine((value) => clockMinutes(value) !== null, { message: 'Use a 24-hour time such as 09:00' });
const bufferField = z.number().int().min(0, { message: 'Use 0 to 60 minutes' }).max(60, {
  message: 'Use 0 to 60 minutes',
});
const lengthMessage = `Choose ${meetingLengths.slice(0, -1).join(', ')} or ${meetingLengths.at(-1)} minutes`;

/** Parses rules, filling what a stored calendar lacks; every message is a sentence a host can act on. */
export const bookingRulesSchema = z
  .object({
    bookingSlug: z
      .string()
      .trim()
      .min(3, { message: 'Use at least 3 characters' })
      .max(60, { message: 'Use at most 60 characters' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Use lower-case letters, digits and dashes, e.g. jane-doe' }),
    timeZone: z.string().trim().refine(IANAZone.isValidZone, { message: 'Choose a time zone from the list' }),
    workingHours: z.object({
      start: clockTime,
      end: clockTime,
      days: z
        .array(
          z.number().int().min(1, { message: 'Days run from 1 (Monday) to 7 (Sunday)' }).max(7, {
            message: 'Days run from 1 (Monday) to 7 (Sunday)',
          }),
        )
        .min(1, { message: 'Choose at least one day' })
        .refine((days) => new Set(days).size === days.length, { message: 'A day appears twice' }),
    }),
    weekdayHours: z
      .array(z.object({ day: z.number().int().min(1).max(7), start: clockTime, end: clockTime }))
      .default([]),
    meetingMinutes: z
      .number()
      .int()
      .refine((value) => meetingLengths.some((length) => length === value), { message: lengthMessage }),
    bufferMinutes: bufferField,
    bufferBeforeMinutes: bufferField.optional(),
    bufferAfterMinutes: bufferField.optional(),
    minimumNoticeMinutes: z
      .number()
      .int()
      .min(0, { message: 'Use a notice from 0 minutes to 30 days' })
      .max(maxNoticeMinutes, { message: 'Use a notice from 0 minutes to 30 days' })
      .default(defaultMinimumNoticeMinutes),
    dailyCap: z
      .number()
      .int()
      .min(1, { message: 'Allow 1 to 50 meetings a day, or no limit' })
      .max(50, { message: 'Allow 1 to 50 meetings a day, or no limit' })
      .nullable()
      .default(null),
  })
  .superRefine((rules, context) => {
    /** `label` starts the sentence; `inSentence` is the same words inside one. */
    const check = (hours: DayHours, path: (string | number)[], label: string, inSentence: string) => {
      const start = clockMinutes(hours.start);
      const end = clockMinutes(hours.end);
      if (start === null || end === null) return;
      if (end <= start) {
        context.addIssue({ code: 'custom', path, message: `${label} must end after they start` });
      } else if (end - start < rules.meetingMinutes) {
        const message = `A ${rules.meetingMinutes}-minute meeting does not fit in ${inSentence} of ${hours.start}–${hours.end}`;
        context.addIssue({ code: 'custom', path, message });
      }
    };
    check(rules.workingHours, ['workingHours', 'end'], 'Working hours', 'working hours');
    const seen = new Set<number>();
    rules.weekdayHours.forEach((hours, index) => {
      const path = ['weekdayHours', index];
      if (seen.has(hours.day)) {
        context.addIssue({ code: 'custom', path: [...path, 'day'], message: `${dayName(hours.day)} has hours twice` });
      } else if (!rules.workingHours.days.includes(hours.day)) {
        const message = `${dayName(hours.day)} has its own hours but is not a working day`;
        context.addIssue({ code: 'custom', path: [...path, 'day'], message });
      }
      seen.add(hours.day);
      check(hours, [...path, 'end'], `${dayName(hours.day)}'s hours`, `${dayName(hours.day)}'s hours`);
    });
  })
  .transform(
    (rules): BookingRules => ({
      ...rules,
      bufferBeforeMinutes: rules.bufferBeforeMinutes ?? rules.bufferMinutes,
      bufferAfterMinutes: rules.bufferAfterMinutes ?? rules.bufferMinutes,
    }),
  );
export type BookingRulesInput = z.input<typeof bookingRulesSchema>;

/** The defaults a new calendar gets (docs/google-microsoft.md), with booking's own additions. */
export function defaultBookingRules(timeZone: string, bookingSlug: string): BookingRules {
  return bookingRulesSchema.parse({
    bookingSlug,
    timeZone,
    workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
    meetingMinutes: 30,
    bufferMinutes: 10,
  });
}

/** Rules from a calendar's stored settings and, when set, booking's own fields; throws a ZodError when invalid. */
export function bookingRulesFromCalendar(
  settings: StoredCalendarSettings,
  additions: Partial<Omit<BookingRulesInput, keyof StoredCalendarSettings>> &
    Partial<Pick<BookingRulesInput, 'minimumNoticeMinutes' | 'dailyCap'>> = {},
): BookingRules {
  const { provider: _provider, ...stored } = settings;
  return bookingRulesSchema.parse({ ...stored, ...additions });
}

/** The hours the host works on an ISO weekday, or null when it is not a working day. */
export function workingHoursOn(rules: BookingRules, weekday: number): DayHours | null {
  if (!rules.workingHours.days.includes(weekday)) return null;
  return rules.weekdayHours.find((hours) => hours.day === weekday) ?? rules.workingHours;
}
