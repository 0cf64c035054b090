import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';
import { peopleFiltersSchema } from './prospects.ts';

/**
 * A campaign on the autopilot: how it acts on replies (mode, undo delay, confidence), how many new
 * prospects it takes a day, its ideal customer (people-search filters, buying intent among them)
 * and the knowledge it answers from. The knowledge and settings schemas are the autopilot core's
 * (apps/server/src/modules/autopilot re-exports them), so the web checks what the server checks.
 * Every message is a sentence a team member can act on.
 */

/** Languages the knowledge may be written in (ISO 639-1). */
export const knowledgeLanguages = ['en', 'de', 'fr', 'es', 'nl', 'pt', 'it'] as const;
export type KnowledgeLanguage = (typeof knowledgeLanguages)[number];

export const knowledgeLanguageNames: Record<KnowledgeLanguage, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  nl: 'Dutch',
  pt: 'Portuguese',
  it: 'Italian',
};

const entryId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'Use lower-case letters, digits and dashes for an id, e.g. salesforce',
  })
  .max(40, { message: 'Keep an id under 40 characters' });

const sentence = (what: string, max: number) =>
  z
    .string({ message: `Write ${what}` })
    .trim()
    .min(3, { message: `Write ${what}` })
    .max(max, { message: `Keep ${what} under ${max} characters` });

export const offerSchema = z.strictObject({
  what: sentence('what you offer, in a sentence', 400),
  forWhom: sentence('who it is for, in a sentence', 400),
  outcome: sentence('the outcome a customer gets, in a sentence', 400),
});

export const faqEntrySchema = z.strictObject({
  id: entryId.optional(),
  question: sentence('the question as a prospect would ask it', 300),
  answer: sentence('the answer the team gives', 1500),
});

export const caseStudySchema = z.strictObject({
  id: entryId.optional(),
  customer: sentence("the customer's name", 120),
  problem: sentence('the problem the customer had', 600),
  result: sentence('the result they got', 600),
});

/** What the autopilot may say: the offer, FAQ entries and case studies, in the team's words. */
export const knowledgeSchema = z
  .strictObject({
    language: z.enum(knowledgeLanguages, { message: 'Choose the language the knowledge is written in' }).default('en'),
    offer: offerSchema,
    faq: z.array(faqEntrySchema).max(100, { message: 'Keep the FAQ to 100 entries' }).default([]),
    caseStudies: z.array(caseStudySchema).max(30, { message: 'Keep to 30 case studies' }).default([]),
  })
  .superRefine((knowledge, context) => {
    const seen = new Set<string>();
    for (const [list, entries] of [
      ['faq', knowledge.faq],
      ['caseStudies', knowledge.caseStudies],
    ] as const) {
      entries.forEach((entry, index) => {
        if (!entry.id) return;
        if (seen.has(entry.id)) {
          context.addIssue({
            code: 'custom',
            path: [list, index, 'id'],
            message: `The id "${entry.id}" is used twice: give each entry its own`,
          });
        }
        seen.add(entry.id);
      });
    }
  });

export type Offer = z.infer<typeof offerSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Knowledge = z.infer<typeof knowledgeSchema>;
export type KnowledgeInput = z.input<typeof knowledgeSchema>;

/**
 * `review`: every outgoing message waits for approval; `auto_with_undo`: sent after the undo delay
 * unless someone undoes it; `full_auto`: sent at once. Escalations go to a person in every mode.
 */
export const autopilotModes = ['review', 'auto_with_undo', 'full_auto'] as const;
export type AutopilotMode = (typeof autopilotModes)[number];

export const autopilotModeLabels: Record<AutopilotMode, string> = {
  review: 'Review every message',
  auto_with_undo: 'Auto with undo',
  full_auto: 'Full autopilot',
};

export const defaultConfidenceThreshold = 0.7;
export const defaultUndoDelayMinutes = 10;
/** A "not now" that names no time is followed up this many days later. */
export const defaultFollowUpDays = 90;
export const defaultNewProspectsPerDay = 20;
export const maxNewProspectsPerDay = 500;

const autopilotSettingFields = {
  mode: z.enum(autopilotModes, { message: 'Choose review, auto with undo or full auto' }),
  undoDelayMinutes: z
    .number({ message: 'Give the undo delay in minutes' })
    .int({ message: 'Use whole minutes' })
    .min(1, { message: 'Give people at least a minute to undo' })
    .max(24 * 60, { message: 'Use at most a day (1440 minutes)' }),
  confidenceThreshold: z
    .number({ message: 'Give the confidence threshold as a number from 0.5 to 1' })
    .min(0.5, { message: 'Use a threshold from 0.5 to 1: below 0.5 the classifier is guessing' })
    .max(1, { message: 'Use a threshold from 0.5 to 1' }),
  followUpDefaultDays: z
    .number({ message: 'Give the follow-up delay in days' })
    .int({ message: 'Use whole days' })
    .min(7, { message: 'Wait at least a week before following up' })
    .max(365, { message: 'Follow up within a year' }),
  newProspectsPerDay: z
    .number({ message: 'Give the number of new prospects per day' })
    .int({ message: 'Use a whole number of prospects' })
    .min(1, { message: 'Take at least one new prospect a day' })
    .max(maxNewProspectsPerDay, { message: `Take at most ${maxNewProspectsPerDay} new prospects a day` }),
  /** Offered with meeting answers; none: a meeting request goes to a person unless the calendar has times. */
  bookingLink: z
    .url({ protocol: /^https?$/, message: 'Use a web address such as https://cal.example.com/you' })
    .max(500, { message: 'Keep the booking link under 500 characters' })
    .nullable(),
};

/** How the autopilot acts on a reply (the core's settings). */
export const autopilotSettingsSchema = z.strictObject({
  mode: autopilotSettingFields.mode.default('review'),
  undoDelayMinutes: autopilotSettingFields.undoDelayMinutes.default(defaultUndoDelayMinutes),
  confidenceThreshold: autopilotSettingFields.confidenceThreshold.default(defaultConfidenceThreshold),
  followUpDefaultDays: autopilotSettingFields.followUpDefaultDays.default(defaultFollowUpDays),
});
export type AutopilotSettings = z.infer<typeof autopilotSettingsSchema>;

/** The campaign's autopilot settings: the core's, the daily cap of new prospects and the booking link. */
export const autopilotCampaignSettingsSchema = autopilotSettingsSchema.extend({
  newProspectsPerDay: autopilotSettingFields.newProspectsPerDay.default(defaultNewProspectsPerDay),
  bookingLink: autopilotSettingFields.bookingLink.default(null),
});
export type AutopilotCampaignSettings = z.infer<typeof autopilotCampaignSettingsSchema>;
export type AutopilotCampaignSettingsInput = z.input<typeof autopilotCampaignSettingsSchema>;

/** Changed settings: only what is sent (no defaults fill the rest). */
export const autopilotSettingsChangesSchema = z.strictObject(autopilotSettingFields).partial();

/** The ideal customer: the people search's filters, buying intent among them. */
export const idealCustomerSchema = peopleFiltersSchema;
export type IdealCustomer = z.infer<typeof idealCustomerSchema>;

/** `POST /api/v1/campaign/autopilot/settings`: what is sent is changed; the rest is kept. */
export const saveAutopilotBodySchema = z.strictObject({
  id: idSchema,
  /** The revision read, so two people editing do not overwrite each other (409 when stale). */
  revision: z.number().int().min(0).optional(),
  settings: autopilotSettingsChangesSchema.optional(),
  idealCustomer: idealCustomerSchema.nullable().optional(),
  knowledge: knowledgeSchema.nullable().optional(),
});
export type SaveAutopilotBody = z.input<typeof saveAutopilotBodySchema>;

export const autopilotSwitchActions = ['enable', 'disable', 'archive'] as const;
export type AutopilotSwitchAction = (typeof autopilotSwitchActions)[number];

/** `POST /api/v1/campaign/autopilot`: switch a campaign to the autopilot, back, or archive it. */
export const autopilotSwitchBodySchema = z.strictObject({
  id: idSchema,
  action: z.enum(autopilotSwitchActions, { message: 'Choose enable, disable or archive' }),
  reason: z.string().trim().max(500).optional(),
});
export type AutopilotSwitchBody = z.input<typeof autopilotSwitchBodySchema>;

/** A campaign's autopilot as the campaign page shows it. */
export const campaignAutopilotSchema = z.object({
  campaignId: idSchema,
  campaignName: z.string(),
  campaignStatus: z.string(),
  /** The campaign is on the autopilot. */
  isOn: z.boolean(),
  settings: autopilotCampaignSettingsSchema,
  idealCustomer: z.record(z.string(), z.unknown()).nullable(),
  knowledge: z
    .object({
      language: z.enum(knowledgeLanguages),
      offer: z.object({ what: z.string(), forWhom: z.string(), outcome: z.string() }),
      faq: z.array(z.object({ id: z.string().optional(), question: z.string(), answer: z.string() })),
      caseStudies: z.array(
        z.object({ id: z.string().optional(), customer: z.string(), problem: z.string(), result: z.string() }),
      ),
    })
    .nullable(),
  /** What enabling still needs, in plain words (empty: it can be enabled). */
  missing: z.array(z.string()),
  /**
   * The daily prospecting's runs of the last 14 days, newest first: the day (`YYYY-MM-DD`, the
   * campaign's time zone), people the ideal customer matched, those enrolled, and why fewer than the
   * cap were added (empty when the cap was reached).
   */
  prospecting: z.array(
    z.object({ day: z.string(), matched: z.number().int(), enrolled: z.number().int(), note: z.string() }),
  ),
  revision: z.number().int(),
  enabledAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
});
export type CampaignAutopilot = z.infer<typeof campaignAutopilotSchema>;
