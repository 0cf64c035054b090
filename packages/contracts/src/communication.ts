import { z } from 'zod';
import { campaignStatusSchema, enrolmentStatuses } from './campaigns.ts';
import {
  emailField,
  idSchema,
  messageReplySchema,
  pageQuerySchema,
  pageReplySchema,
  timestampSchema,
} from './common.ts';

/** The send ledger's states (one row per prospect and email step). */
export const sendLedgerStates = ['scheduled', 'claimed', 'submitting', 'sent', 'failed', 'unknown', 'skipped'] as const;
export type SendLedgerState = (typeof sendLedgerStates)[number];

/** An ISO 8601 instant in a request (with its offset or Z). */
const instantField = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' });

/** One message of a prospect's sequence, as the send ledger holds it. */
export const conversationMessageSchema = z.object({
  id: idSchema,
  stepId: idSchema,
  stepPosition: z.number().int(),
  variantId: idSchema.nullable(),
  variantLabel: z.string().nullable(),
  mailboxId: idSchema.nullable(),
  mailboxEmail: z.string().nullable(),
  state: z.enum(sendLedgerStates),
  dueAt: timestampSchema,
  submittedAt: timestampSchema.nullable(),
  sentAt: timestampSchema.nullable(),
  messageId: z.string().nullable(),
  /**
   * A sent message's subject as the prospect received it (merge fields filled, "Re:" on a reply);
   * before that, the variant's subject as written; empty before a variant is chosen.
   */
  subject: z.string(),
  attempts: z.number().int(),
  reason: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** One entry of the communication log. */
export const communicationEventSchema = z.object({
  id: idSchema,
  organisationId: idSchema,
  campaignId: idSchema.nullable(),
  enrolmentId: idSchema.nullable(),
  ledgerId: idSchema.nullable(),
  kind: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: timestampSchema,
});
export type CommunicationEvent = z.infer<typeof communicationEventSchema>;

export const emailDraftSchema = z.object({
  id: idSchema,
  enrolmentId: idSchema.nullable(),
  mailboxId: idSchema.nullable(),
  to: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  authorUserId: idSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

/** `GET /communication/id/{enrolmentId}`: one prospect's thread in a campaign. */
export const conversationSchema = z.object({
  prospect: z.object({
    enrolmentId: idSchema,
    personId: idSchema.nullable(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Their job title, from their record or the campaign's CSV ('' when none was given). */
    title: z.string(),
    company: z.string(),
    status: z.enum(enrolmentStatuses),
    stopReason: z.string().nullable(),
    heldReason: z.string().nullable(),
    position: z.number().int(),
    threadMessageId: z.string().nullable(),
  }),
  campaign: z.object({ id: idSchema, name: z.string(), status: campaignStatusSchema }),
  archived: z.boolean(),
  /** Ledger rows by due time. */
  messages: z.array(conversationMessageSchema),
  /** Oldest first. */
  events: z.array(communicationEventSchema),
  drafts: z.array(emailDraftSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const upcomingEmailQuerySchema = pageQuerySchema.extend({
  campaignId: idSchema.optional(),
  mailboxId: idSchema.optional(),
});
export type UpcomingEmailQuery = z.infer<typeof upcomingEmailQuerySchema>;

/** A scheduled send (state scheduled; `deferred` when a limit or the window moved it). */
export const upcomingEmailSchema = z.object({
  ledgerId: idSchema,
  enrolmentId: idSchema,
  campaignId: idSchema,
  campaignName: z.string(),
  email: z.string(),
  name: z.string(),
  stepPosition: z.number().int(),
  variantLabel: z.string().nullable(),
  subject: z.string(),
  mailboxId: idSchema.nullable(),
  mailboxEmail: z.string().nullable(),
  dueAt: timestampSchema,
  deferred: z.boolean(),
  reason: z.string().nullable(),
});
export type UpcomingEmail = z.infer<typeof upcomingEmailSchema>;
export const upcomingEmailPageSchema = pageReplySchema(upcomingEmailSchema);

/** Send now or skip: ledger ids of the organisation's scheduled sends. */
export const upcomingActionBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(100),
});
export type UpcomingActionBody = z.infer<typeof upcomingActionBodySchema>;

export const upcomingRescheduleBodySchema = upcomingActionBodySchema.extend({ dueAt: instantField });
export type UpcomingRescheduleBody = z.infer<typeof upcomingRescheduleBodySchema>;

export const upcomingActionReplySchema = z.object({
  message: z.string(),
  data: z.object({ updated: z.array(idSchema) }),
});

const subjectField = z.string().trim().max(998);
const bodyField = z.string().max(200_000);

/** `POST /communication/draftemail`: a new draft, or with `id` the draft saved again. */
export const draftEmailBodySchema = z.strictObject({
  id: idSchema.optional(),
  enrolmentId: idSchema.optional(),
  to: emailField.optional(),
  mailboxId: idSchema.optional(),
  subject: subjectField.default(''),
  bodyHtml: bodyField.default(''),
});
export type DraftEmailBody = z.input<typeof draftEmailBodySchema>;

/** `POST /communication/manualemail`: one email now; the same `idempotencyKey` sends once. */
export const manualEmailBodySchema = z.strictObject({
  mailboxId: idSchema,
  enrolmentId: idSchema.optional(),
  to: emailField.optional(),
  subject: subjectField.min(1, 'Enter a subject'),
  bodyHtml: bodyField.refine((value) => value.trim().length > 0, 'Write the message'),
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(200)
    .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only'),
  /** A saved draft this message sends: removed once sent. */
  draftId: idSchema.optional(),
});
export type ManualEmailBody = z.input<typeof manualEmailBodySchema>;

export const manualEmailReplySchema = z.object({
  message: z.string(),
  data: z.object({ messageId: z.string(), duplicate: z.boolean(), eventId: idSchema.nullable() }),
});

export const archiveConversationBodySchema = z.strictObject({
  enrolmentId: idSchema,
  archived: z.boolean().default(true),
});
export type ArchiveConversationBody = z.input<typeof archiveConversationBodySchema>;

// Super-admin views.

export const adminCampaignSchema = z.object({
  id: idSchema,
  organisationId: idSchema,
  organisationName: z.string(),
  name: z.string(),
  status: campaignStatusSchema,
  autopilot: z.boolean(),
  createdAt: timestampSchema,
  launchedAt: timestampSchema.nullable(),
  enrolled: z.number().int(),
  sent: z.number().int(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignDetailSchema = adminCampaignSchema.extend({
  settings: z.record(z.string(), z.unknown()),
  /** Enrolments by status and ledger rows by state. */
  enrolments: z.record(z.string(), z.number().int()),
  sends: z.record(z.string(), z.number().int()),
});

export const adminCampaignStepSchema = z.object({
  id: idSchema,
  position: z.number().int(),
  kind: z.string(),
  waitDays: z.number().int().nullable(),
  variants: z.array(z.object({ id: idSchema, label: z.string(), subject: z.string() })),
  /** Ledger rows of this step by state. */
  sends: z.record(z.string(), z.number().int()),
});

export const adminCampaignProspectSchema = z.object({
  enrolmentId: idSchema,
  email: z.string(),
  name: z.string(),
  company: z.string(),
  status: z.enum(enrolmentStatuses),
  stopReason: z.string().nullable(),
  position: z.number().int(),
  nextDueAt: timestampSchema.nullable(),
});

/** `GET /sadmin/campaigns/sub/{id}`: a campaign's steps and a page of its prospects. */
export const adminCampaignSubSchema = z.object({
  campaign: adminCampaignSchema,
  steps: z.array(adminCampaignStepSchema),
  prospects: pageReplySchema(adminCampaignProspectSchema),
});

export const adminCampaignStatsSchema = z.object({
  organisationId: idSchema,
  organisationName: z.string(),
  campaignsByStatus: z.record(z.string(), z.number().int()),
  sentToday: z.number().int(),
  sentThisMonth: z.number().int(),
});
export type AdminCampaignStats = z.infer<typeof adminCampaignStatsSchema>;

/** `q` finds words in an entry's reason, its recipient, its organisation's or its campaign's name. */
export const adminCommLogQuerySchema = pageQuerySchema
  .extend({
    organisationId: idSchema.optional(),
    campaignId: idSchema.optional(),
    kind: z.string().trim().min(1).max(40).optional(),
    from: instantField.optional(),
    to: instantField.optional(),
    /** Only entries not yet resolved. */
    open: z.enum(['true', 'false']).optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'The start of the time range must come before its end',
    path: ['to'],
  });
export type AdminCommLogQuery = z.infer<typeof adminCommLogQuerySchema>;

export const adminCommLogEntrySchema = communicationEventSchema.extend({
  organisationName: z.string(),
  campaignName: z.string().nullable(),
  /** The prospect's address, or a one-off email's recipient; null for an entry about no one. */
  recipient: z.string().nullable(),
  /** The sending mailbox's address, where the entry names a message. */
  mailboxEmail: z.string().nullable(),
  ledgerState: z.enum(sendLedgerStates).nullable(),
});
export type AdminCommLogEntry = z.infer<typeof adminCommLogEntrySchema>;

export const commUpdateActions = ['resend', 'drop', 'handled'] as const;

/** `POST /sadmin/logs/commupdate`: resolve one log entry. */
export const adminCommUpdateBodySchema = z.strictObject({
  id: idSchema,
  action: z.enum(commUpdateActions),
  note: z.string().trim().max(500).optional(),
});
export type AdminCommUpdateBody = z.infer<typeof adminCommUpdateBodySchema>;
export type CommUpdateAction = (typeof commUpdateActions)[number];

/** The entry resolved and the state its message is in now (scheduled after resend, skipped after drop). */
export const adminCommUpdateReplySchema = messageReplySchema(
  z.object({ id: idSchema, action: z.enum(commUpdateActions), ledgerState: z.string().nullable() }),
);
