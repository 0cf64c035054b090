import { z } from 'zod';
import { emailField, idSchema, pageQuerySchema, pageReplySchema, timestampSchema } from './common.ts';
import { isKnownTimeZone } from './organisation.ts';

/** Meeting lengths a team page offers (as a calendar's settings). */
export const teamPageMeetingLengths = [15, 20, 30, 45, 60, 90] as const;

const slugField = z
  .string()
  .trim()
  .min(3, { message: 'Use at least 3 characters' })
  .max(60, { message: 'Use at most 60 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Use lower-case letters, digits and dashes, e.g. sales-team' });

const zoneField = z.string().trim().max(64).refine(isKnownTimeZone, { message: 'Choose a time zone from the list' });

/** A booking page's address: `/book/{slug}` (a calendar's booking slug or a team page's). */
export const bookingSlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'This is not a booking page address.' }),
});

/** `GET /booking/{slug}?zone=`: the visitor's zone groups the slots by their days. */
export const bookingPageQuerySchema = z.strictObject({ zone: zoneField.optional() });
export type BookingPageQuery = z.input<typeof bookingPageQuerySchema>;

export const bookingSlotSchema = z.object({ start: timestampSchema, end: timestampSchema });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** One day of the page, in the zone shown: "YYYY-MM-DD" and its free slots in time order. */
export const bookingDaySchema = z.object({ date: z.string(), slots: z.array(bookingSlotSchema) });
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** A public booking page: whose it is, how long a meeting lasts, and the first days with free times. */
export const bookingPageSchema = z.object({
  slug: z.string(),
  kind: z.enum(['host', 'team']),
  /** The host's name, or the team page's. */
  name: z.string(),
  organisationName: z.string(),
  meetingMinutes: z.number().int(),
  /** The host's zone (a team page: its first member's). */
  hostTimeZone: z.string(),
  /** The zone the days are grouped in: the visitor's when given, else the host's. */
  zone: z.string(),
  /** How many days ahead the page looks. */
  horizonDays: z.number().int(),
  days: z.array(bookingDaySchema),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** `POST /booking/{slug}`: the visitor's details and the slot's start; the key makes a retry harmless. */
export const bookMeetingBodySchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Enter your name' }).max(120, { message: 'Use at most 120 characters' }),
  email: emailField,
  start: z.iso.datetime({ offset: true, message: 'Pick one of the times shown' }),
  timeZone: zoneField.optional(),
  note: z.string().trim().max(1000, { message: 'Use at most 1,000 characters' }).optional(),
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'The request key may hold letters, digits, dashes and underscores' }),
});
export type BookMeetingBody = z.input<typeof bookMeetingBodySchema>;

export const bookingStatusSchema = z.enum(['booked', 'rescheduled', 'cancelled']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A booked meeting as its prospect sees it. */
export const bookedMeetingSchema = z.object({
  id: idSchema,
  status: bookingStatusSchema,
  title: z.string(),
  hostName: z.string(),
  start: timestampSchema,
  end: timestampSchema,
  /** The zone the prospect booked in (times are shown on that clock). */
  timeZone: z.string(),
  videoUrl: z.string().nullable(),
  /** The event's UID in every invitation of this booking (ICS). */
  uid: z.string(),
  sequence: z.number().int(),
});
export type BookedMeeting = z.infer<typeof bookedMeetingSchema>;

/** What booking answers: the meeting and the same reschedule and cancel links the invitation carries. */
export const bookingConfirmationSchema = z.object({
  booking: bookedMeetingSchema,
  rescheduleUrl: z.string(),
  cancelUrl: z.string(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/** A reschedule or cancel link's token (`/book/manage/{token}`): a compact JWT, checked by the server. */
export const manageBookingParamsSchema = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(1024)
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'This link is not valid.' }),
});

/** `GET /booking/manage/{token}`: the meeting, what the link allows, and (to reschedule) the free days. */
export const managedBookingSchema = z.object({
  action: z.enum(['reschedule', 'cancel']),
  booking: bookedMeetingSchema,
  meetingMinutes: z.number().int(),
  zone: z.string(),
  horizonDays: z.number().int(),
  days: z.array(bookingDaySchema),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** `POST /booking/manage/{token}`: a new start for a reschedule link; a cancel link takes an optional reason. */
export const manageBookingBodySchema = z.strictObject({
  start: z.iso.datetime({ offset: true, message: 'Pick one of the times shown' }).optional(),
  timeZone: zoneField.optional(),
  reason: z.string().trim().max(500, { message: 'Use at most 500 characters' }).optional(),
});
export type ManageBookingBody = z.input<typeof manageBookingBodySchema>;

/** One booking in the organisation's list (`GET /meetings/bookings`). */
export const bookingListItemSchema = z.object({
  id: idSchema,
  status: bookingStatusSchema,
  start: timestampSchema,
  end: timestampSchema,
  prospectName: z.string(),
  prospectEmail: z.string(),
  hostName: z.string(),
  calendarEmail: z.string(),
  teamPageName: z.string().nullable(),
  videoUrl: z.string().nullable(),
  sequence: z.number().int(),
  createdAt: timestampSchema,
  cancelledAt: timestampSchema.nullable(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

export const bookingListQuerySchema = pageQuerySchema.extend({
  /** Upcoming (not yet ended, soonest first) or past (latest first). */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  status: bookingStatusSchema.optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;
export const bookingListPageSchema = pageReplySchema(bookingListItemSchema);
export type BookingListPage = z.infer<typeof bookingListPageSchema>;

const capField = z
  .number()
  .int()
  .min(1, { message: 'Allow at least 1, or leave empty for no limit' })
  .max(500, { message: 'Use at most 500' })
  .nullable();

/** The page's caps on one member: meetings a day and an ISO week on the member's clock; null: no limit. */
export const teamPageCapsSchema = z.strictObject({
  capPerDay: capField.default(null),
  capPerWeek: capField.default(null),
});

/**
 * Creating or changing a team page. Its members are calendar ids of the organisation, in the order
 * shown; `caps` holds the limits of the members that have any, by calendar id.
 */
export const teamPageBodySchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Give the page a name' }).max(80, { message: 'Use at most 80 characters' }),
  slug: slugField,
  // An enumeration (not a refinement), so the OpenAPI description lists the lengths a page may have.
  meetingMinutes: z.union(
    teamPageMeetingLengths.map((length) => z.literal(length)) as unknown as [
      z.ZodLiteral<number>,
      z.ZodLiteral<number>,
      ...z.ZodLiteral<number>[],
    ],
    { error: 'Choose 15, 20, 30, 45, 60 or 90 minutes' },
  ),
  calendarIds: z
    .array(idSchema)
    .min(1, { message: 'Add at least one member' })
    .max(50, { message: 'A team page has at most 50 members' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A calendar appears twice' }),
  caps: z.record(idSchema, teamPageCapsSchema).default({}),
});
export type TeamPageBody = z.input<typeof teamPageBodySchema>;

export const teamPageMemberSchema = z.object({
  calendarId: idSchema,
  calendarEmail: z.string(),
  hostName: z.string(),
  capPerDay: z.number().int().nullable(),
  capPerWeek: z.number().int().nullable(),
});
export type TeamPageMember = z.infer<typeof teamPageMemberSchema>;

export const teamPageSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  meetingMinutes: z.number().int(),
  members: z.array(teamPageMemberSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type TeamPage = z.infer<typeof teamPageSchema>;
