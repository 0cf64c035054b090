import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common.ts';

/**
 * What the autopilot did with each reply (one action per inbound message), the approval queue's
 * verbs, and the organisation's kill switch.
 */

/**
 * The core's decision on a reply (`decideNextAction`), or `sequence_email`: a step of the
 * campaign's sequence held for a person's review (review mode) before the engine sends it.
 */
export const autopilotActionKinds = [
  'escalate',
  'draft_for_review',
  'send_after_delay',
  'send_now',
  'stop_sequence',
  'pause_until',
  'none',
  'sequence_email',
] as const;
export type AutopilotActionKind = (typeof autopilotActionKinds)[number];

/**
 * `pending`: a draft waits for approval; `escalated`: a person answers; `scheduled`: leaves at
 * `sendAt` unless undone; `approved`: a person approved it, it leaves at once; `sending`: leaving
 * now; `sent`; `rejected`: a person dismissed it; `cancelled`: undone before it left, or dropped
 * (campaign archived or switched off); `failed`: it could not be sent (the reason says why);
 * `recorded`: nothing to send.
 */
export const autopilotActionStatuses = [
  'pending',
  'escalated',
  'scheduled',
  'approved',
  'sending',
  'sent',
  'rejected',
  'cancelled',
  'failed',
  'recorded',
] as const;
export type AutopilotActionStatus = (typeof autopilotActionStatuses)[number];

export const autopilotActionStatusLabels: Record<AutopilotActionStatus, string> = {
  pending: 'Waiting for approval',
  escalated: 'Needs a person',
  scheduled: 'Scheduled',
  approved: 'Approved',
  sending: 'Sending',
  sent: 'Sent',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  failed: 'Not sent',
  recorded: 'Recorded',
};

/** The statuses the approval queue shows by default: what waits for a person or may still be undone. */
export const openAutopilotActionStatuses = ['pending', 'escalated', 'scheduled'] as const;

export const autopilotReasonSchema = z.object({ rule: z.string(), words: z.string() });
export const autopilotEscalationSchema = z.object({
  code: z.string(),
  words: z.string(),
  evidence: z.array(z.string()),
});

/** What a decision rests on: the label and confidence, the knowledge it cites, the times it offers. */
export const autopilotSourcesSchema = z.object({
  label: z.string().nullable(),
  confidence: z.number(),
  factIds: z.array(z.string()),
  /** The cited facts as people read them. */
  facts: z.array(z.object({ id: z.string(), source: z.string(), text: z.string() })),
  slotStarts: z.array(z.string()),
  escalations: z.array(z.string()),
});

export const autopilotActionSchema = z.object({
  id: idSchema,
  campaignId: idSchema,
  campaignName: z.string(),
  enrolmentId: idSchema.nullable(),
  /** The reply decided; null for a `sequence_email`. */
  inboundMessageId: idSchema.nullable(),
  prospect: z.object({ email: z.string(), name: z.string() }),
  /** The prospect's reply; null for a `sequence_email` (nothing was received). */
  reply: z
    .object({
      subject: z.string(),
      text: z.string(),
      receivedAt: timestampSchema,
    })
    .nullable(),
  /** A `sequence_email`: the step of the sequence it is (1 for the first email); null otherwise. */
  stepNumber: z.number().int().positive().nullable(),
  kind: z.enum(autopilotActionKinds),
  status: z.enum(autopilotActionStatuses),
  subject: z.string(),
  bodyHtml: z.string(),
  bodyText: z.string(),
  reasons: z.array(autopilotReasonSchema),
  sources: autopilotSourcesSchema,
  escalations: z.array(autopilotEscalationSchema),
  /** `pause_until`: the day the autopilot follows up. */
  followUpOn: z.string().nullable(),
  sendAt: timestampSchema.nullable(),
  sentAt: timestampSchema.nullable(),
  /** Why it has its status when a person or a rule changed it ("Undone by Dana", "On the suppression list"). */
  statusReason: z.string(),
  /** A person wrote or changed the message: it is sent as they wrote it. */
  isEditedByPerson: z.boolean(),
  /** Who approved, rejected or undid it; empty: the autopilot. */
  decidedByName: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type AutopilotAction = z.infer<typeof autopilotActionSchema>;

export const autopilotActionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(autopilotActionStatuses).optional(),
  /** `open`: pending, escalated and scheduled together (the approval queue). */
  queue: z.enum(['open', 'all']).default('all'),
  campaignId: idSchema.optional(),
  enrolmentId: idSchema.optional(),
});
export type AutopilotActionListQuery = z.input<typeof autopilotActionListQuerySchema>;

const subjectField = z.string().trim().min(1, { message: 'Enter a subject' }).max(300, {
  message: 'Keep the subject under 300 characters',
});
const bodyField = z
  .string()
  .max(100_000, { message: 'Keep the message under 100,000 characters' })
  .refine((value) => value.trim().length > 0, { message: 'Write the message' });

/** Approve a draft (optionally as edited), or answer an escalation with the person's own message. */
export const approveAutopilotActionBodySchema = z.strictObject({
  id: idSchema,
  subject: subjectField.optional(),
  bodyHtml: bodyField.optional(),
});
export type ApproveAutopilotActionBody = z.input<typeof approveAutopilotActionBodySchema>;

export const rejectAutopilotActionBodySchema = z.strictObject({
  id: idSchema,
  reason: z.string().trim().max(500).optional(),
});
export type RejectAutopilotActionBody = z.input<typeof rejectAutopilotActionBodySchema>;

export const undoAutopilotActionBodySchema = z.strictObject({ id: idSchema });

/** The organisation's kill switch: while on, nothing the autopilot writes is sent. */
export const autopilotKillSwitchSchema = z.object({
  isOn: z.boolean(),
  reason: z.string(),
  changedAt: timestampSchema.nullable(),
  changedByName: z.string(),
});
export type AutopilotKillSwitch = z.infer<typeof autopilotKillSwitchSchema>;

export const autopilotKillSwitchBodySchema = z.strictObject({
  isOn: z.boolean({ message: 'Say whether the kill switch is on (true) or off (false)' }),
  reason: z.string().trim().max(500).optional(),
});
export type AutopilotKillSwitchBody = z.input<typeof autopilotKillSwitchBodySchema>;

/** `POST /api/v1/sadmin/campaigns/regenerate`: the campaign's pending drafts, written again. */
export const regenerateDraftsBodySchema = z.strictObject({ id: idSchema });
export const regenerateDraftsResultSchema = z.object({
  campaignId: idSchema,
  /** Drafts written again from the current knowledge. */
  rewritten: z.number().int(),
  /** Drafts the current knowledge no longer answers: they now wait for a person. */
  escalated: z.number().int(),
});
export type RegenerateDraftsResult = z.infer<typeof regenerateDraftsResultSchema>;
