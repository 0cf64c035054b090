import { z } from 'zod';
import { dataReplySchema, idSchema, messageReplySchema, timestampSchema } from './common.ts';
import { confidenceLevels, discStyles } from './insights.ts';

/** The meaning of a reply written by a person, as the classifier or a person labels it. */
export const inboxLabels = [
  'interested',
  'meeting_request',
  'question',
  'not_now',
  'not_interested',
  'wrong_person',
  'unsubscribe_request',
] as const;
export type InboxLabel = (typeof inboxLabels)[number];

export const inboxLabelNames: Record<InboxLabel, string> = {
  interested: 'Interested',
  meeting_request: 'Meeting request',
  question: 'Question',
  not_now: 'Not now',
  not_interested: 'Not interested',
  wrong_person: 'Wrong person',
  unsubscribe_request: 'Unsubscribe',
};

/** What the classifier says a message is (null: it could not be read). */
export const inboxMessageKinds = ['reply', 'auto_reply', 'bounce'] as const;
export type InboxMessageKind = (typeof inboxMessageKinds)[number];

/** The kind filter's words: people's replies, automatic replies (out of office…), delivery reports. */
export const inboxKindFilters = ['replies', 'automatic', 'bounces'] as const;
export type InboxKindFilter = (typeof inboxKindFilters)[number];

/**
 * `open`: to deal with (a snoozed message whose time has passed is open again); `snoozed`: hidden
 * until its time; `handled`: dealt with. `all` lists the three.
 */
export const inboxStates = ['open', 'snoozed', 'handled', 'all'] as const;
export type InboxState = (typeof inboxStates)[number];
export type InboxMessageState = Exclude<InboxState, 'all'>;

/**
 * A page cursor: the last message's receipt time in microseconds since 1970 and its id. Every value
 * of this shape is a valid position, so a cursor never fails to read.
 */
export const inboxCursorPattern = /^\d{1,16}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the list and the counts filter on; the counts leave out `label` (they count each label). */
export const inboxFilterSchema = z.object({
  /** The effective label: the person's override when set, else the classifier's. */
  label: z.enum(inboxLabels).optional(),
  kind: z.enum(inboxKindFilters).optional(),
  campaignId: idSchema.optional(),
  mailboxId: idSchema.optional(),
  state: z.enum(inboxStates).default('open'),
  /** Words of the sender's name or address, or of the subject. */
  q: z.string().trim().max(200).optional(),
});

/** `GET /api/v1/inbox`: newest first, a keyset page at a time. */
export const inboxQuerySchema = inboxFilterSchema.extend({
  /** The previous page's `nextCursor`. */
  cursor: z.string().regex(inboxCursorPattern, 'This page cursor is not one the server gave').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** `GET /api/v1/inbox/counts` */
export const inboxCountsQuerySchema = inboxFilterSchema.omit({ label: true });
export type InboxCountsQuery = z.input<typeof inboxCountsQuerySchema>;

/** One inbound message as the list shows it. */
export const inboxItemSchema = z.object({
  id: idSchema,
  mailboxId: idSchema,
  mailboxEmail: z.string(),
  campaignId: idSchema.nullable(),
  campaignName: z.string().nullable(),
  enrolmentId: idSchema.nullable(),
  personId: idSchema.nullable(),
  fromAddress: z.string(),
  fromName: z.string(),
  subject: z.string(),
  /** The start of what the sender wrote, on one line. */
  snippet: z.string(),
  receivedAt: timestampSchema,
  kind: z.enum(inboxMessageKinds).nullable(),
  /** The effective label: `labelOverride` when set, else `classifierLabel`. */
  label: z.enum(inboxLabels).nullable(),
  classifierLabel: z.enum(inboxLabels).nullable(),
  labelOverride: z.enum(inboxLabels).nullable(),
  /** 0..1: how sure the classifier is of its verdict. */
  confidence: z.number().nullable(),
  state: z.enum(['open', 'snoozed', 'handled']),
  snoozedUntil: timestampSchema.nullable(),
  handledAt: timestampSchema.nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  data: z.array(inboxItemSchema),
  /** Goes back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** Messages per effective label under the other filters, for the filter chips. */
export const inboxCountsSchema = z.object({
  total: z.number().int(),
  labels: z.record(z.enum(inboxLabels), z.number().int()),
  /** Messages without a label (automatic replies, bounces, unread ones). */
  unlabelled: z.number().int(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;
export const inboxCountsReplySchema = dataReplySchema(inboxCountsSchema);

/** One message of a thread: what we sent (a campaign step or a reply by hand) or what they wrote. */
export const inboxThreadEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  /** `campaign`: a step of the sequence; `manual`: written by hand; `inbound`: a message received. */
  source: z.enum(['campaign', 'manual', 'inbound']),
  at: timestampSchema,
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the sender wrote (inbound messages only: the log keeps no body of what we sent). */
  text: z.string().nullable(),
  /** The step of the sequence, for a campaign message. */
  stepPosition: z.number().int().nullable(),
  /** The inbound message this detail is about. */
  isCurrent: z.boolean(),
});
export type InboxThreadEntry = z.infer<typeof inboxThreadEntrySchema>;

/** The 360° view's personality profile, in short. */
export const inboxPersonalitySchema = z.object({
  primary: z.enum(discStyles),
  secondary: z.enum(discStyles).nullable(),
  confidenceLevel: z.enum(confidenceLevels),
  tone: z.string(),
  leadWith: z.array(z.string()),
  avoid: z.array(z.string()),
});
export type InboxPersonality = z.infer<typeof inboxPersonalitySchema>;

/** Who wrote: the prospect database's person when there is one, else what the campaign or the message says. */
export const inboxProspectSchema = z.object({
  personId: idSchema.nullable(),
  name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  /** The organisation revealed the person (the 360° view is open to it). */
  isRevealed: z.boolean(),
  /** Only for a revealed person of the prospect database. */
  personality: inboxPersonalitySchema.nullable(),
});
export type InboxProspect = z.infer<typeof inboxProspectSchema>;

/** `GET /api/v1/inbox/{id}` */
export const inboxMessageDetailSchema = z.object({
  message: inboxItemSchema.extend({
    text: z.string(),
    /** The phrases or headers that decided the classifier's verdict. */
    evidence: z.array(z.string()),
    bounceKind: z.enum(['hard', 'soft', 'block']).nullable(),
    bounceRecipient: z.string().nullable(),
    outOfOffice: z.boolean(),
    returnDate: z.string().nullable(),
    referral: z.object({ name: z.string().optional(), email: z.string().optional() }).nullable(),
    override: z.object({ by: z.string().nullable(), at: timestampSchema }).nullable(),
  }),
  /** Oldest first. */
  thread: z.array(inboxThreadEntrySchema),
  prospect: inboxProspectSchema,
  /** How a reply goes out: from the mailbox the message arrived in, to its sender, in the thread. */
  reply: z.object({
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    /** Null when a reply can be sent; else why not (a delivery report has no one to answer). */
    refusal: z.string().nullable(),
  }),
});
export type InboxMessageDetail = z.infer<typeof inboxMessageDetailSchema>;
export const inboxMessageDetailReplySchema = dataReplySchema(inboxMessageDetailSchema);

export const inboxMessageParamsSchema = z.object({ id: idSchema });

/** `PUT /api/v1/inbox/{id}/label`: a person's label; null returns to the classifier's. */
export const inboxLabelBodySchema = z.strictObject({ label: z.enum(inboxLabels).nullable() });
export type InboxLabelBody = z.infer<typeof inboxLabelBodySchema>;

/** `POST /api/v1/inbox/{id}/handled`: true marks it handled, false opens it again. */
export const inboxHandledBodySchema = z.strictObject({ handled: z.boolean().default(true) });
export type InboxHandledBody = z.input<typeof inboxHandledBodySchema>;

/** `POST /api/v1/inbox/{id}/snooze`: hidden until `until` (in the future); null wakes it now. */
export const inboxSnoozeBodySchema = z.strictObject({
  until: z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' }).nullable(),
});
export type InboxSnoozeBody = z.infer<typeof inboxSnoozeBodySchema>;

/** `POST /api/v1/inbox/{id}/reply`: sent from the message's mailbox to its sender; the same key sends once. */
export const inboxReplyBodySchema = z.strictObject({
  /** Defaults to "Re: " and the message's subject. */
  subject: z.string().trim().min(1, 'Enter a subject').max(998).optional(),
  bodyHtml: z
    .string()
    .max(200_000)
    .refine((value) => value.trim().length > 0, 'Write the message'),
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(200)
    .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only'),
});
export type InboxReplyBody = z.input<typeof inboxReplyBodySchema>;

/** A change of one message: its state after it. */
export const inboxItemReplySchema = messageReplySchema(inboxItemSchema);

export const inboxReplySentSchema = messageReplySchema(
  z.object({ messageId: z.string(), duplicate: z.boolean(), to: z.string(), from: z.string() }),
);
