import { z } from 'zod';
import { campaignListQuerySchema, campaignSummarySchema, enrolmentStatuses } from './campaigns.ts';
import { idSchema, messageReplySchema, pageQuerySchema, pageReplySchema, timestampSchema } from './common.ts';

/**
 * A campaign's results. The headline numbers are replies, positive replies and meetings; opens and
 * clicks are shown but never lead (privacy proxies and link scanners inflate them).
 */
export const campaignFiguresSchema = z.object({
  prospects: z.number().int(),
  /** Still in the sequence: active, held or paused. */
  active: z.number().int(),
  completed: z.number().int(),
  stopped: z.number().int(),
  /** Stopped prospects by reason (reply, meeting, bounce, unsubscribe, manual, click, archived, …). */
  stoppedByReason: z.record(z.string(), z.number().int()),
  /** Messages the transport accepted. */
  sent: z.number().int(),
  replies: z.number().int(),
  positiveReplies: z.number().int(),
  meetings: z.number().int(),
  bounces: z.number().int(),
  unsubscribes: z.number().int(),
  /** Prospects with an open or a click by a person (opens and clicks tracking flags as a machine's left out). */
  opened: z.number().int(),
  clicked: z.number().int(),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

/** `GET /campaign/summary`: filtered and paged as `GET /campaign/orgcampaign`. */
export const campaignResultsListQuerySchema = campaignListQuerySchema;
export const campaignResultsItemSchema = campaignSummarySchema.extend({ figures: campaignFiguresSchema });
export type CampaignResultsItem = z.infer<typeof campaignResultsItemSchema>;
export const campaignResultsListReplySchema = pageReplySchema(campaignResultsItemSchema);

/** The prospects table of one campaign's results: search, status filter, offset paging. */
export const campaignProspectsQuerySchema = pageQuerySchema.extend({
  status: z.enum(enrolmentStatuses).optional(),
});
export type CampaignProspectsQuery = z.input<typeof campaignProspectsQuerySchema>;

export const campaignProspectRowSchema = z.object({
  enrolmentId: idSchema,
  personId: idSchema.nullable(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  status: z.enum(enrolmentStatuses),
  stopReason: z.string().nullable(),
  /** Steps taken so far (the position of the next step). */
  step: z.number().int(),
  /** The thread's sender address, once the first message chose it. */
  mailbox: z.string().nullable(),
  lastEvent: z.string().nullable(),
  lastEventAt: timestampSchema.nullable(),
});
export type CampaignProspectRow = z.infer<typeof campaignProspectRowSchema>;

export const campaignFunnelRowSchema = z.object({
  stepId: idSchema,
  /** The step's place in the sequence (1 first). */
  step: z.number().int(),
  variantId: idSchema.nullable(),
  label: z.string(),
  sent: z.number().int(),
  replied: z.number().int(),
  stopped: z.number().int(),
});
export type CampaignFunnelRow = z.infer<typeof campaignFunnelRowSchema>;

/** `GET /campaign/summary/{id}`. */
export const campaignResultsSchema = z.object({
  campaign: campaignSummarySchema,
  figures: campaignFiguresSchema,
  /** Messages sent per calendar day (UTC), oldest first, days without sends left out. */
  sendsPerDay: z.array(z.object({ day: z.string(), sent: z.number().int() })),
  funnel: z.array(campaignFunnelRowSchema),
  prospects: pageReplySchema(campaignProspectRowSchema),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

/** `POST /campaign/summary/phone`: the engaged prospects' phones, or those of the given enrolments. */
export const revealCampaignPhonesBodySchema = z.strictObject({
  campaignId: idSchema,
  enrolmentIds: z.array(idSchema).min(1).max(1000).optional(),
});
export type RevealCampaignPhonesBody = z.input<typeof revealCampaignPhonesBodySchema>;

export const campaignPhoneSchema = z.object({
  enrolmentId: idSchema,
  personId: idSchema.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export const revealCampaignPhonesReplySchema = messageReplySchema(
  z.object({ phones: z.array(campaignPhoneSchema), credits: z.number().int() }),
);

/** One finding of the launch check, in plain words. */
export const launchFindingSchema = z.object({ code: z.string(), message: z.string() });
export type LaunchFinding = z.infer<typeof launchFindingSchema>;

/** `GET /campaign/launchcheck/{id}`: launch is refused while `blocking` is not empty. */
export const launchCheckSchema = z.object({
  campaignId: idSchema,
  ready: z.boolean(),
  prospects: z.number().int(),
  blocking: z.array(launchFindingSchema),
  warnings: z.array(launchFindingSchema),
  /** Credits AI-drafted variants will cost: one draft per prospect and AI variant. */
  aiDraftCredits: z.number().int(),
  checkedAt: timestampSchema,
});
export type LaunchCheck = z.infer<typeof launchCheckSchema>;
