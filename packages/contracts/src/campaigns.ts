import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common.ts';
import { isKnownTimeZone } from './organisation.ts';
import { searchSelectionBodySchema } from './prospects.ts';
import { aiLengths, aiTones } from './templates.ts';

/**
 * Campaigns: an audience, a sequence of steps, a schedule with limits, and the mailboxes that send.
 * Rules a person can break while editing (no steps, a window that never opens, a limit of 0, an end
 * before the start, an unknown merge field) are checked by the server and answered 422 with a
 * message; the shapes here only keep values within sane bounds.
 */

export const campaignStatuses = [
  'draft',
  'scheduled',
  'running',
  'paused',
  'completed',
  'archived',
  'autopilot_archived',
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const campaignStatusSchema = z.enum(campaignStatuses);

/** Statuses in which a campaign's prospects count as taken (exclusivity) and its enrolments may send. */
export const activeCampaignStatuses = ['scheduled', 'running', 'paused'] as const satisfies readonly CampaignStatus[];

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  archived: 'Archived',
  autopilot_archived: 'Archived (autopilot)',
};

const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a 24-hour time such as 09:00' });

/** A calendar date `YYYY-MM-DD`, read in the campaign's time zone. */
const calendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date such as 2026-03-31' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { message: 'This date does not exist' },
  );

const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(isKnownTimeZone, { message: 'Choose a time zone from the list' });

/**
 * When the campaign sends: on `days` (ISO weekdays, 1 = Monday … 7 = Sunday) between `start` and
 * `end`, in each prospect's own time zone (their record's, else `timeZone`), from `startDate` (none:
 * at launch) to `endDate` (none: until the sequence ends), skipping the prospect's country's public
 * holidays when `skipHolidays`.
 */
export const campaignScheduleSchema = z.strictObject({
  timeZone: timeZoneField,
  days: z.array(z.number().int().min(1).max(7)).max(7),
  start: clockTime,
  end: clockTime,
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  skipHolidays: z.boolean(),
});
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/** A limit's number: 0 or below is refused by the server with a message (422), not by the shape. */
const limitValue = z.number().int().max(100_000);

/** Sending limits; a limit reached defers a send to the next allowed moment, never drops it. */
export const campaignLimitsSchema = z.strictObject({
  /** Messages per mailbox in any rolling 24 hours (warm-up mail does not count). */
  perMailboxPerDay: limitValue,
  /** Messages per mailbox in any rolling hour. */
  perMailboxPerHour: limitValue,
  /** Seconds at least between two sends of one mailbox (random jitter is added on top). */
  minGapSeconds: limitValue,
  /** Prospects who get their first message per day, in this campaign. */
  newProspectsPerDay: limitValue,
  /** Messages per day across every campaign of the organisation. */
  perOrganisationPerDay: limitValue,
  /** Messages per recipient domain (e.g. acme.com) per rolling hour. */
  perRecipientDomainPerHour: limitValue,
});
export type CampaignLimits = z.infer<typeof campaignLimitsSchema>;

export const campaignTrackingSchema = z.strictObject({
  /** An open pixel (off by default: privacy proxies make opens unreliable). */
  opens: z.boolean(),
  /** Links rewritten through signed redirects. */
  clicks: z.boolean(),
  /** A custom tracking host (CNAME to Leadpilot), or none. */
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
      message: 'Enter a host name such as track.example.com',
    })
    .nullable(),
});
export type CampaignTracking = z.infer<typeof campaignTrackingSchema>;

export const campaignSettingsSchema = z.strictObject({
  schedule: campaignScheduleSchema,
  limits: campaignLimitsSchema,
  /** A click ends the prospect's sequence. */
  stopOnClick: z.boolean(),
  /** A reply from someone at a company pauses their colleagues in this campaign. */
  pauseColleaguesOnReply: z.boolean(),
  /** A prospect already in another active campaign of the organisation is left out. */
  exclusive: z.boolean(),
  /** A prospect the organisation emailed from another campaign within this many days is left out (0: none). */
  coolOffDays: z.number().int().min(0).max(365),
  tracking: campaignTrackingSchema,
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

/** What a careful sender starts with: office hours on weekdays, modest volumes, no tracking. */
export const defaultCampaignSettings: CampaignSettings = {
  schedule: {
    timeZone: 'UTC',
    days: [1, 2, 3, 4, 5],
    start: '09:00',
    end: '17:00',
    startDate: null,
    endDate: null,
    skipHolidays: true,
  },
  limits: {
    perMailboxPerDay: 30,
    perMailboxPerHour: 8,
    minGapSeconds: 120,
    newProspectsPerDay: 50,
    perOrganisationPerDay: 500,
    perRecipientDomainPerHour: 5,
  },
  stopOnClick: false,
  pauseColleaguesOnReply: true,
  exclusive: true,
  coolOffDays: 30,
  tracking: { opens: false, clicks: false, domain: null },
};

/** Partial settings in a request, completed from the defaults (or the campaign's current ones). */
export const campaignSettingsInputSchema = z.strictObject({
  schedule: campaignScheduleSchema.partial().optional(),
  limits: campaignLimitsSchema.partial().optional(),
  stopOnClick: z.boolean().optional(),
  pauseColleaguesOnReply: z.boolean().optional(),
  exclusive: z.boolean().optional(),
  coolOffDays: z.number().int().min(0).max(365).optional(),
  tracking: campaignTrackingSchema.partial().optional(),
});
export type CampaignSettingsInput = z.infer<typeof campaignSettingsInputSchema>;

/** One person of a CSV the web parsed: an email, and what merge fields may use. */
export const csvProspectSchema = z.strictObject({
  email: z.string().trim().max(320),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  company: z.string().trim().max(200).optional(),
  title: z.string().trim().max(200).optional(),
  /** IANA zone; a zone the server does not know is ignored (the campaign's is used). */
  timeZone: z.string().trim().max(64).optional(),
  /** ISO 3166 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'Use a two-letter country code such as US or IN' })
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Custom merge fields by key. */
  fields: z.record(z.string().max(64), z.string().max(2000)).optional(),
});
export type CsvProspect = z.input<typeof csvProspectSchema>;

export const maxCsvProspects = 10_000;
export const maxAudienceLists = 20;

/** Where a campaign's prospects come from: a people search, saved lists, CSV rows, or any mix. */
export const campaignAudienceSchema = z.strictObject({
  search: searchSelectionBodySchema.nullable().default(null),
  listIds: z.array(idSchema).max(maxAudienceLists).default([]),
  csv: z.array(csvProspectSchema).max(maxCsvProspects).default([]),
});
export type CampaignAudience = z.output<typeof campaignAudienceSchema>;
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

export const emptyCampaignAudience: CampaignAudience = { search: null, listIds: [], csv: [] };

/**
 * The audience as replies carry it: the same values, without the request's transforms (a reply is
 * serialised, never parsed). `search` holds the people search's filters as they were saved.
 */
export const campaignAudienceViewSchema = z.object({
  search: z.record(z.string(), z.unknown()).nullable(),
  listIds: z.array(idSchema),
  csv: z.array(
    z.object({
      email: z.string(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      company: z.string().optional(),
      title: z.string().optional(),
      timeZone: z.string().optional(),
      country: z.string().optional(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

export const campaignStepKinds = ['email', 'wait', 'task'] as const;
export const campaignTaskKinds = ['call', 'linkedin', 'other'] as const;

/**
 * What the AI writer is told for a variant it drafts per prospect (as `POST emailtemplate/ai` is told).
 * Parts may be empty while the campaign is a draft (the builder saves at every step); the launch
 * check asks for the offer, the audience and the call to action.
 */
export const campaignAiBriefSchema = z.strictObject({
  offer: z.string().trim().max(1000).default(''),
  audience: z.string().trim().max(500).default(''),
  tone: z.enum(aiTones).default('friendly'),
  length: z.enum(aiLengths).default('short'),
  callToAction: z.string().trim().max(300).default(''),
});
export type CampaignAiBrief = z.output<typeof campaignAiBriefSchema>;

/** An email step's variant: its own subject and body (from a template or typed), or an AI draft per prospect. */
export const campaignVariantSchema = z.strictObject({
  id: idSchema.optional(),
  label: z
    .string()
    .trim()
    .regex(/^[A-Z]$/, { message: 'Variants are labelled A to Z' }),
  templateId: idSchema.nullable().default(null),
  aiDraft: z.boolean().default(false),
  /** With `aiDraft`: the brief each prospect's email is written from. */
  aiBrief: campaignAiBriefSchema.nullable().default(null),
  /** Empty in a follow-up: it is sent as `Re:` the thread's subject. */
  subject: z.string().max(998).default(''),
  bodyHtml: z.string().max(200_000).default(''),
});
export type CampaignVariantInput = z.input<typeof campaignVariantSchema>;

export const campaignStepSchema = z.strictObject({
  id: idSchema.optional(),
  kind: z.enum(campaignStepKinds),
  /** A wait step: sending days to wait. */
  waitDays: z.number().int().min(1).max(365).nullable().default(null),
  taskKind: z.enum(campaignTaskKinds).nullable().default(null),
  taskNote: z.string().trim().max(2000).nullable().default(null),
  /** An email step starts a new thread with its own subject instead of replying in the thread. */
  newThread: z.boolean().default(false),
  variants: z.array(campaignVariantSchema).max(26).default([]),
});
export type CampaignStepInput = z.input<typeof campaignStepSchema>;

export const maxCampaignSteps = 30;

/**
 * `POST /campaign`: without `id`, a new draft; with `id` and the `revision` it was read at, the
 * campaign's new content (a stale revision answers 409). Omitted settings keep their value.
 */
export const saveCampaignBodySchema = z.strictObject({
  id: idSchema.optional(),
  revision: z.number().int().min(1).optional(),
  name: z.string().trim().min(1, { message: 'Name the campaign' }).max(120),
  settings: campaignSettingsInputSchema.default({}),
  audience: campaignAudienceSchema.default(emptyCampaignAudience),
  steps: z.array(campaignStepSchema).max(maxCampaignSteps),
  mailboxIds: z.array(idSchema).max(100).default([]),
});
export type SaveCampaignBody = z.input<typeof saveCampaignBodySchema>;

export const campaignVariantViewSchema = z.object({
  id: idSchema,
  label: z.string(),
  templateId: idSchema.nullable(),
  aiDraft: z.boolean(),
  aiBrief: campaignAiBriefSchema.nullable(),
  subject: z.string(),
  bodyHtml: z.string(),
});

export const campaignStepViewSchema = z.object({
  id: idSchema,
  position: z.number().int(),
  kind: z.enum(campaignStepKinds),
  waitDays: z.number().int().nullable(),
  taskKind: z.enum(campaignTaskKinds).nullable(),
  taskNote: z.string().nullable(),
  newThread: z.boolean(),
  variants: z.array(campaignVariantViewSchema),
});
export type CampaignStepView = z.infer<typeof campaignStepViewSchema>;

export const campaignTransitionSchema = z.object({
  fromStatus: z.string(),
  toStatus: z.string(),
  actorUserId: idSchema.nullable(),
  /** Empty for the system. */
  actorName: z.string(),
  reason: z.string(),
  at: timestampSchema,
});
export type CampaignTransition = z.infer<typeof campaignTransitionSchema>;

export const enrolmentStatuses = ['active', 'held', 'paused', 'stopped', 'completed'] as const;

/** Why a prospect's sequence stopped (or, for `colleague_replied`, paused), in a few words for tables. */
export const enrolmentStopReasonLabels: Record<string, string> = {
  reply: 'Replied',
  bounce: 'Bounced',
  unsubscribe: 'Unsubscribed',
  meeting: 'Booked a meeting',
  manual: 'Stopped by hand',
  click: 'Clicked a link',
  colleague_replied: 'A colleague replied',
  archived: 'Campaign archived',
};

/** The words for a stop reason; an unknown code reads as itself, its underscores as spaces. */
export function stopReasonLabel(code: string): string {
  return enrolmentStopReasonLabels[code] ?? code.replaceAll('_', ' ');
}
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/** A campaign in lists. */
export const campaignSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  status: campaignStatusSchema,
  autopilot: z.boolean(),
  ownerUserId: idSchema.nullable(),
  ownerName: z.string(),
  mailboxIds: z.array(idSchema),
  stepCount: z.number().int(),
  enrolled: z.number().int(),
  revision: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  launchedAt: timestampSchema.nullable(),
  archivedAt: timestampSchema.nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignMailboxViewSchema = z.object({ id: idSchema, email: z.string(), name: z.string() });

/** `GET /campaign/id/{id}`: everything the builder and the campaign page need. */
export const campaignDetailSchema = campaignSummarySchema.extend({
  settings: campaignSettingsSchema,
  audience: campaignAudienceViewSchema,
  steps: z.array(campaignStepViewSchema),
  mailboxes: z.array(campaignMailboxViewSchema),
  transitions: z.array(campaignTransitionSchema),
  /** Enrolments by status. */
  enrolments: z.record(z.enum(enrolmentStatuses), z.number().int()),
  completedAt: timestampSchema.nullable(),
});
export type CampaignDetail = Omit<z.infer<typeof campaignDetailSchema>, 'audience'> & { audience: CampaignAudience };

export const campaignListQuerySchema = pageQuerySchema.extend({
  status: campaignStatusSchema.optional(),
  ownerUserId: idSchema.optional(),
  mailboxId: idSchema.optional(),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

/** A status change: the campaign, and optionally why (kept with the transition). */
export const campaignTransitionBodySchema = z.strictObject({
  id: idSchema,
  reason: z.string().trim().max(500).optional(),
});
export type CampaignTransitionBody = z.input<typeof campaignTransitionBodySchema>;

export const campaignIdBodySchema = z.strictObject({ id: idSchema });

/** At most this many people in one `campaign/prospects` call. */
export const addProspectsLimit = 1_000;

/** `POST campaign/prospects`: people (by id) to enrol in a running or scheduled campaign now. */
export const addProspectsBodySchema = z.strictObject({
  id: idSchema,
  personIds: z
    .array(idSchema)
    .min(1, { message: 'Choose at least one person to add.' })
    .max(addProspectsLimit, { message: `Add at most ${addProspectsLimit.toLocaleString('en')} people at a time.` }),
});
export type AddProspectsBody = z.infer<typeof addProspectsBodySchema>;

/** Why a person of the audience is not enrolled. */
export const audienceExclusionReasons = [
  'duplicate',
  'no_email',
  'not_revealed',
  'invalid_email',
  'suppressed',
  'crm_customer',
  'in_another_campaign',
  'cool_off',
] as const;
export type AudienceExclusionReason = (typeof audienceExclusionReasons)[number];

export const audienceExclusionLabels: Record<AudienceExclusionReason, string> = {
  duplicate: 'Appears more than once',
  no_email: 'No email address',
  not_revealed: 'Email not revealed yet',
  invalid_email: 'Invalid email address',
  suppressed: 'On the suppression list',
  crm_customer: 'Already a customer in your CRM',
  in_another_campaign: 'In another active campaign',
  cool_off: 'Emailed recently by another campaign',
};

export const audiencePersonSchema = z.object({
  personId: idSchema.nullable(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
});

export const audienceExclusionSchema = audiencePersonSchema.extend({
  reason: z.enum(audienceExclusionReasons),
  /** The reason in words, e.g. "In the running campaign “Q3 outreach”". */
  detail: z.string(),
});
export type AudienceExclusion = z.infer<typeof audienceExclusionSchema>;

/** What adding people to a campaign did: who was enrolled, who was already in it, who was left out and why. */
export const addProspectsResultSchema = z.object({
  enrolled: z.number().int(),
  alreadyInCampaign: z.number().int(),
  excluded: z.number().int(),
  /** Each person left out, with the reason (at most `audiencePreviewListLimit`). */
  exclusions: z.array(audienceExclusionSchema),
});
export type AddProspectsResult = z.infer<typeof addProspectsResultSchema>;

/** Lists in replies are capped; the counts are always whole. */
export const audiencePreviewListLimit = 500;

/** What enrolling an audience gives: who would be enrolled and who is left out, with why. */
export const audiencePreviewSchema = z.object({
  /** People the sources name, before deduplication and exclusions. */
  candidates: z.number().int(),
  enrolled: z.number().int(),
  excluded: z.number().int(),
  byReason: z.record(z.enum(audienceExclusionReasons), z.number().int()),
  /** The first people enrolled (at most `audiencePreviewListLimit`). */
  included: z.array(audiencePersonSchema),
  /** The first people left out (at most `audiencePreviewListLimit`), each with its reason. */
  exclusions: z.array(audienceExclusionSchema),
  /** The search matched more people than a campaign takes from one search. */
  isSearchCapped: z.boolean(),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** `POST /campaign/audience/preview`: an audience (and the settings its exclusions use), or a saved campaign's. */
export const audiencePreviewBodySchema = z.strictObject({
  campaignId: idSchema.optional(),
  audience: campaignAudienceSchema.optional(),
  settings: campaignSettingsInputSchema.optional(),
});
export type AudiencePreviewBody = z.input<typeof audiencePreviewBodySchema>;

/** `POST /campaign/launch` answers the campaign and what enrolment did. */
export const launchCampaignReplySchema = z.object({
  message: z.string(),
  data: z.object({ campaign: campaignDetailSchema, audience: audiencePreviewSchema }),
});

export const stopEnrolmentBodySchema = z.strictObject({
  enrolmentId: idSchema,
  campaignId: idSchema,
});
export type StopEnrolmentBody = z.infer<typeof stopEnrolmentBodySchema>;

export const enrolmentViewSchema = z.object({
  id: idSchema,
  campaignId: idSchema,
  personId: idSchema.nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  status: z.enum(enrolmentStatuses),
  stopReason: z.string().nullable(),
  heldReason: z.string().nullable(),
  position: z.number().int(),
  updatedAt: timestampSchema,
});
export type EnrolmentView = z.infer<typeof enrolmentViewSchema>;
