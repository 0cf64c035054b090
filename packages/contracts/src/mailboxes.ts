import { z } from 'zod';
import { emailField, idSchema, pageQuerySchema, textField, timestampSchema } from './common.ts';
import { hubspotConsentResultSchema } from './crm.ts';
import { isKnownTimeZone } from './organisation.ts';

/**
 * Mailboxes and calendars ("email provider entries" of the spec): every way a team sends mail and
 * books meetings. A Gmail or Microsoft 365 mailbox is connected through the provider's consent page;
 * any other server through SMTP + IMAP; the sandbox mailbox keeps mail in Leadpilot (offline demos).
 */
export const mailboxKinds = ['gmail', 'microsoft', 'smtp', 'sandbox'] as const;
export const mailboxKindSchema = z.enum(mailboxKinds);
export type MailboxKind = z.infer<typeof mailboxKindSchema>;

export const mailboxKindLabels: Record<MailboxKind, string> = {
  gmail: 'Gmail',
  microsoft: 'Microsoft 365 / Outlook',
  smtp: 'SMTP + IMAP',
  sandbox: 'Sandbox mailbox',
};

/** The spec's entry mode: a mailbox that sends (Email) or a calendar that books meetings (Calendar). */
export const mailboxModes = ['Email', 'Calendar'] as const;
export const mailboxModeSchema = z.enum(mailboxModes);
export type MailboxMode = z.infer<typeof mailboxModeSchema>;

/**
 * `active`: sends and reads. `broken`: a connection failed (wrong password, revoked consent, refresh
 * refused); `statusReason` says what to do. `deactivated`: switched off by the team, nothing sends.
 */
export const mailboxStatuses = ['active', 'broken', 'deactivated'] as const;
export const mailboxStatusSchema = z.enum(mailboxStatuses);
export type MailboxStatus = z.infer<typeof mailboxStatusSchema>;

/** Calendar providers behind a Calendar entry. */
export const calendarProviders = ['google', 'microsoft'] as const;
export const calendarProviderSchema = z.enum(calendarProviders);
export type CalendarProvider = z.infer<typeof calendarProviderSchema>;

/** Warm-up limits: a mailbox ramps from `warmupStartPerDay` to its target, one step a day. */
export const warmupLimits = { minTarget: 5, maxTarget: 100, defaultTarget: 30, startPerDay: 2, stepPerDay: 2 };

/** Sending limits of a mailbox. */
export const mailboxLimits = { minDailyLimit: 1, maxDailyLimit: 2000, defaultDailyLimit: 50 };

const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a 24-hour time such as 09:00' });

const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(isKnownTimeZone, { message: 'Choose a time zone from the list' });

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
const weekdays = z
  .array(z.number().int().min(1).max(7))
  .min(1, { message: 'Choose at least one day' })
  .max(7)
  .refine((days) => new Set(days).size === days.length, { message: 'A day appears twice' });

/** When a mailbox may send, in its own time zone: e.g. 09:00–17:00, Monday to Friday. */
export const sendingWindowSchema = z
  .strictObject({ start: clockTime, end: clockTime, days: weekdays, timeZone: timeZoneField })
  .refine((window) => window.start < window.end, { message: 'The window must end after it starts', path: ['end'] });
export type SendingWindow = z.infer<typeof sendingWindowSchema>;

export const defaultSendingWindow: SendingWindow = {
  start: '09:00',
  end: '17:00',
  days: [1, 2, 3, 4, 5],
  timeZone: 'UTC',
};

const hostField = z
  .string()
  .trim()
  .min(1, { message: 'Enter the server name' })
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/, { message: 'Enter a server name such as smtp.example.com' });

/**
 * How to reach an SMTP or IMAP server, and how the password is protected:
 * - `secure: true`: SSL/TLS from the first byte (usually 465, 993);
 * - `secure: false` (the default encryption): STARTTLS is required before the password is sent;
 *   a server that does not offer it gets no credentials;
 * - `secure: false, plainText: true`: the user chose no encryption (a server on a trusted network):
 *   STARTTLS when the server offers it, otherwise the password goes unencrypted.
 * `plainText` is left out or false unless chosen; it cannot be combined with `secure`.
 */
export const serverSettingsSchema = z
  .strictObject({
    host: hostField,
    port: z.coerce.number().int().min(1, { message: 'Enter a port from 1 to 65535' }).max(65535, {
      message: 'Enter a port from 1 to 65535',
    }),
    secure: z.boolean(),
    plainText: z.boolean().optional(),
    username: z.string().trim().min(1, { message: 'Enter the user name' }).max(254),
    /** Write-only. On update, leave it out to keep the stored password. */
    password: z.string().min(1, { message: 'Enter the password' }).max(500).optional(),
  })
  .refine((settings) => !(settings.secure && settings.plainText), {
    message: 'Choose SSL/TLS or no encryption, not both',
    path: ['plainText'],
  });
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** Server settings as replies show them: never a password. */
export const serverSettingsViewSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  /** True when the user chose no encryption (see `serverSettingsSchema`). */
  plainText: z.boolean().optional(),
  username: z.string(),
});
export type ServerSettingsView = z.infer<typeof serverSettingsViewSchema>;

const trackingDomainField = z
  .string()
  .trim()
  .max(253)
  .refine((value) => value === '' || /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i.test(value), {
    message: 'Enter a domain such as track.example.com',
  })
  .transform((value) => value.toLowerCase());

/**
 * `POST /organisation/emails`: without `id`, adds a mailbox of `kind` smtp (both servers and their
 * passwords required) or sandbox; with `id`, updates that mailbox's settings (any field left out is
 * kept; server passwords left out are kept). Gmail and Microsoft mailboxes are added through consent.
 */
export const saveMailboxBodySchema = z
  .strictObject({
    id: idSchema.optional(),
    kind: z.enum(['smtp', 'sandbox']).optional(),
    email: emailField.optional(),
    senderName: textField(120).optional(),
    dailyLimit: z.coerce
      .number()
      .int()
      .min(mailboxLimits.minDailyLimit, { message: `Send at least ${mailboxLimits.minDailyLimit} a day` })
      .max(mailboxLimits.maxDailyLimit, { message: `Send at most ${mailboxLimits.maxDailyLimit} a day` })
      .optional(),
    sendingWindow: sendingWindowSchema.optional(),
    /** The signature appended to this mailbox's mail; null removes it. */
    signatureId: idSchema.nullable().optional(),
    trackingDomain: trackingDomainField.optional(),
    smtp: serverSettingsSchema.optional(),
    imap: serverSettingsSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.id) return;
    if (!body.kind) context.addIssue({ code: 'custom', path: ['kind'], message: 'Choose the kind of mailbox' });
    if (!body.email) context.addIssue({ code: 'custom', path: ['email'], message: 'Enter the mailbox address' });
    if (body.kind === 'smtp') {
      for (const server of ['smtp', 'imap'] as const) {
        const settings = body[server];
        if (!settings) {
          context.addIssue({ code: 'custom', path: [server], message: `Enter the ${server.toUpperCase()} server` });
        } else if (!settings.password) {
          context.addIssue({ code: 'custom', path: [server, 'password'], message: 'Enter the password' });
        }
      }
    }
  });
export type SaveMailboxBody = z.input<typeof saveMailboxBodySchema>;

/** `POST /organisation/emails/check`: a stored mailbox (`id`), or settings not saved yet (`smtp` and `imap`). */
export const checkMailboxBodySchema = z
  .strictObject({
    id: idSchema.optional(),
    email: emailField.optional(),
    smtp: serverSettingsSchema.optional(),
    imap: serverSettingsSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.id) return;
    if (!body.smtp && !body.imap) {
      context.addIssue({ code: 'custom', path: ['smtp'], message: 'Choose a mailbox or enter its servers' });
    }
    for (const server of ['smtp', 'imap'] as const) {
      if (body[server] && !body[server]?.password) {
        context.addIssue({ code: 'custom', path: [server, 'password'], message: 'Enter the password' });
      }
    }
  });
export type CheckMailboxBody = z.input<typeof checkMailboxBodySchema>;

/** One step of a connection check, in plain words. */
export const connectionStepSchema = z.object({
  step: z.enum(['smtp', 'imap', 'token', 'api']),
  ok: z.boolean(),
  /** "Signed in to smtp.example.com:587 with STARTTLS" or what went wrong and how to fix it. */
  message: z.string(),
});
export type ConnectionStep = z.infer<typeof connectionStepSchema>;

export const connectionCheckSchema = z.object({ ok: z.boolean(), steps: z.array(connectionStepSchema) });
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;

export const deactivateMailboxBodySchema = z.strictObject({
  id: idSchema,
  /** false (the default) deactivates; true switches the entry back on. */
  active: z.boolean().default(false),
});
export type DeactivateMailboxBody = z.input<typeof deactivateMailboxBodySchema>;

export const warmupBodySchema = z.strictObject({
  id: idSchema,
  enabled: z.boolean(),
  /** Messages a day to ramp up to. */
  dailyTarget: z.coerce
    .number()
    .int()
    .min(warmupLimits.minTarget, { message: `Aim for at least ${warmupLimits.minTarget} a day` })
    .max(warmupLimits.maxTarget, { message: `Aim for at most ${warmupLimits.maxTarget} a day` })
    .optional(),
});
export type WarmupBody = z.input<typeof warmupBodySchema>;

/** `off`: not warming. `ramping`: below target, growing daily. `steady`: at target. `paused`: mailbox not active. */
export const warmupStates = ['off', 'ramping', 'steady', 'paused'] as const;
export type WarmupState = (typeof warmupStates)[number];

export const warmupSummarySchema = z.object({
  enabled: z.boolean(),
  state: z.enum(warmupStates),
  dailyTarget: z.number().int(),
  /** Planned for today by the ramp. */
  todayPlanned: z.number().int(),
  todaySent: z.number().int(),
  /** 0–100: the share of warm-up mail of the last 14 days that reached the inbox, weighted to recent days. */
  score: z.number().int().nullable(),
  startedAt: timestampSchema.nullable(),
});
export type WarmupSummary = z.infer<typeof warmupSummarySchema>;

export const warmupDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  sent: z.number().int(),
  received: z.number().int(),
  inbox: z.number().int(),
  spam: z.number().int(),
  rescued: z.number().int(),
  replied: z.number().int(),
});
export type WarmupDay = z.infer<typeof warmupDaySchema>;

export const calendarSettingsSchema = z.object({
  provider: calendarProviderSchema,
  workingHours: z.object({ start: z.string(), end: z.string(), days: z.array(z.number().int()) }),
  timeZone: z.string(),
  meetingMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  bookingSlug: z.string(),
  /** How long before its start a meeting may be booked; absent: 120 minutes (docs/meetings.md). */
  minimumNoticeMinutes: z.number().int().optional(),
  /** Bookings a day (the host's day) that close the day; null or absent: no cap. */
  dailyCap: z.number().int().nullable().optional(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const mailboxSyncStatuses = ['ok', 'catching_up', 'failing'] as const;

/**
 * How reading the mailbox's incoming mail goes (the reply reader, docs/replies.md): `ok` (read up
 * to now), `catching_up` (more is waiting, read on the next run), `failing` (with why in plain words).
 */
export const mailboxSyncSchema = z.object({
  status: z.enum(mailboxSyncStatuses),
  lastSuccessAt: timestampSchema.nullable(),
  lastAttemptAt: timestampSchema.nullable(),
  /** Why the last read failed, in plain words; '' when it did not. */
  lastError: z.string(),
  consecutiveFailures: z.number().int(),
});
export type MailboxSync = z.infer<typeof mailboxSyncSchema>;

/** One entry of `GET /organisation/emails`. */
export const mailboxSchema = z.object({
  id: idSchema,
  mode: mailboxModeSchema,
  kind: mailboxKindSchema,
  email: z.string(),
  senderName: z.string(),
  status: mailboxStatusSchema,
  /** Why the entry is broken or deactivated, in plain words; '' when active. */
  statusReason: z.string(),
  dailyLimit: z.number().int(),
  /** Sent today (UTC) by campaigns and warm-up together. */
  sentToday: z.number().int(),
  sendingWindow: sendingWindowSchema.nullable(),
  signatureId: idSchema.nullable(),
  trackingDomain: z.string(),
  smtp: serverSettingsViewSchema.nullable(),
  imap: serverSettingsViewSchema.nullable(),
  warmup: warmupSummarySchema,
  calendar: calendarSettingsSchema.nullable(),
  ownerUserId: idSchema.nullable(),
  lastCheckedAt: timestampSchema.nullable(),
  /** Reading its incoming mail: null before the first read; left out by replies that do not read it. */
  sync: mailboxSyncSchema.nullable().optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Mailbox = z.infer<typeof mailboxSchema>;

/** `GET /organisation/emails/{id}`: the entry with its warm-up history (last 30 days, oldest first). */
export const mailboxDetailSchema = mailboxSchema.extend({ warmupHistory: z.array(warmupDaySchema) });
export type MailboxDetail = z.infer<typeof mailboxDetailSchema>;

export const mailboxListQuerySchema = pageQuerySchema.extend({
  mode: mailboxModeSchema.optional(),
  status: mailboxStatusSchema.optional(),
});
export type MailboxListQuery = z.input<typeof mailboxListQuerySchema>;

/** The consent address the web opens in a new tab (`GET /organisation/gmail`, `/microsoft`, `/calendar`). */
export const consentUrlSchema = z.object({ url: z.string() });
export type ConsentUrl = z.infer<typeof consentUrlSchema>;

/** `GET /organisation/calendar?provider=`: which calendar to connect. */
export const calendarConsentQuerySchema = z.object({ provider: calendarProviderSchema.default('google') });

/**
 * `GET /organisation/emailcode`: what the provider sent back to the web's callback page. A provider
 * that refused (`error`) answers 422 with its reason; the same code and state again answers the same.
 */
export const consentCallbackQuerySchema = z.object({
  state: z.string().min(16).max(200),
  code: z.string().min(1).max(4096).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type ConsentCallbackQuery = z.infer<typeof consentCallbackQuerySchema>;

export const consentResultSchema = z.object({
  purpose: z.enum(['gmail', 'microsoft', 'google_calendar', 'microsoft_calendar']),
  mailbox: mailboxSchema,
});
export type ConsentResult = z.infer<typeof consentResultSchema>;

/** What `GET organisation/emailcode` answers: a mailbox or calendar entry, or a connected HubSpot account. */
export const consentFinishResultSchema = z.union([consentResultSchema, hubspotConsentResultSchema]);
export type ConsentFinishResult = z.infer<typeof consentFinishResultSchema>;

const bookingSlugField = z
  .string()
  .trim()
  .min(3, { message: 'Use at least 3 characters' })
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Use lower-case letters, digits and dashes, e.g. jane-doe' });

/** `POST /organisation/calendar`: a connected calendar's booking settings. */
export const saveCalendarBodySchema = z
  .strictObject({
    id: idSchema,
    workingHours: z.strictObject({ start: clockTime, end: clockTime, days: weekdays }),
    timeZone: timeZoneField,
    meetingMinutes: z.coerce
      .number()
      .int()
      .min(15, { message: 'Choose 15, 20, 30, 45, 60 or 90 minutes' })
      .max(90, { message: 'Choose 15, 20, 30, 45, 60 or 90 minutes' })
      .refine((value) => [15, 20, 30, 45, 60, 90].includes(value), {
        message: 'Choose 15, 20, 30, 45, 60 or 90 minutes',
      }),
    bufferMinutes: z.coerce.number().int().min(0, { message: 'Use 0 to 60 minutes' }).max(60, {
      message: 'Use 0 to 60 minutes',
    }),
    bookingSlug: bookingSlugField,
    /** Left out: the calendar keeps what it has (120 minutes at first). */
    minimumNoticeMinutes: z.coerce
      .number()
      .int()
      .min(0, { message: 'Use a notice from 0 minutes to 30 days' })
      .max(30 * 24 * 60, { message: 'Use a notice from 0 minutes to 30 days' })
      .optional(),
    /** Left out: the calendar keeps what it has; null: no cap. */
    dailyCap: z
      .number()
      .int()
      .min(1, { message: 'Allow 1 to 50 meetings a day, or no limit' })
      .max(50, { message: 'Allow 1 to 50 meetings a day, or no limit' })
      .nullable()
      .optional(),
  })
  .refine((body) => body.workingHours.start < body.workingHours.end, {
    message: 'Working hours must end after they start',
    path: ['workingHours', 'end'],
  });
export type SaveCalendarBody = z.input<typeof saveCalendarBodySchema>;

/** Deliverability pre-flight of one sending domain (`GET /organisation/deliverability?domain=`). */
export const deliverabilityQuerySchema = z.object({
  domain: z
    .string()
    .trim()
    .min(1, { message: 'Enter a domain' })
    .max(253)
    .regex(/^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i, { message: 'Enter a domain such as example.com' })
    .transform((value) => value.toLowerCase()),
  /** The DKIM selector to look up; without it, the selectors Leadpilot and the big providers use. */
  selector: z
    .string()
    .trim()
    .max(63)
    .regex(/^[a-z0-9._-]*$/i, { message: 'Use letters, digits, dots and dashes' })
    .optional(),
});
export type DeliverabilityQuery = z.input<typeof deliverabilityQuerySchema>;

/**
 * The route's query: the same rules as `deliverabilityQuerySchema`, its domain pattern written
 * without a look-ahead (a name starts with a letter or digit) so OpenAPI readers and request
 * generators can use it.
 */
export const deliverabilityRouteQuerySchema = deliverabilityQuerySchema.extend({
  domain: z
    .string()
    .trim()
    .min(1, { message: 'Enter a domain' })
    .max(253)
    .regex(/^[a-z0-9][a-z0-9-]{0,62}(\.[a-z0-9-]{1,63})+$/i, { message: 'Enter a domain such as example.com' })
    .transform((value) => value.toLowerCase()),
});

export const deliverabilityCheckSchema = z.object({
  name: z.enum(['mx', 'spf', 'dkim', 'dmarc']),
  status: z.enum(['pass', 'warn', 'fail']),
  /** The record found, as published; null when none. */
  record: z.string().nullable(),
  /** What this means and what to change, in plain words. */
  advice: z.string(),
});
export type DeliverabilityCheck = z.infer<typeof deliverabilityCheckSchema>;

export const deliverabilityReportSchema = z.object({
  domain: z.string(),
  /** pass when every check passes; fail when any fails. */
  status: z.enum(['pass', 'warn', 'fail']),
  checks: z.array(deliverabilityCheckSchema),
  checkedAt: timestampSchema,
});
export type DeliverabilityReport = z.infer<typeof deliverabilityReportSchema>;

/** `GET /organisation/emails/{id}`. */
export const mailboxParamsSchema = z.object({ id: idSchema });
