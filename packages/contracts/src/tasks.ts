import { z } from 'zod';
import { campaignTaskKinds } from './campaigns.ts';
import { idSchema, pageQuerySchema, pageReplySchema, timestampSchema } from './common.ts';

/** A task's state: open until a person marks it done or skips it. */
export const campaignTaskStatuses = ['open', 'done', 'skipped'] as const;
export type CampaignTaskStatus = (typeof campaignTaskStatuses)[number];
export type CampaignTaskKind = (typeof campaignTaskKinds)[number];

/**
 * `GET /tasks`: the organisation's tasks of one status (open by default), by kind or campaign;
 * `q` finds a prospect by email, name or company.
 */
export const campaignTaskQuerySchema = pageQuerySchema.extend({
  status: z.enum(campaignTaskStatuses).default('open'),
  kind: z.enum(campaignTaskKinds).optional(),
  campaignId: idSchema.optional(),
});
export type CampaignTaskQuery = z.infer<typeof campaignTaskQuerySchema>;

/** A manual step (call, LinkedIn, other) a prospect's sequence reached. */
export const campaignTaskSchema = z.object({
  id: idSchema,
  enrolmentId: idSchema,
  campaignId: idSchema,
  campaignName: z.string(),
  /** The prospect's first and last name (empty when none is known). */
  name: z.string(),
  email: z.string(),
  company: z.string(),
  stepId: idSchema,
  /** The step's place in the sequence, from 0. */
  stepPosition: z.number().int(),
  kind: z.enum(campaignTaskKinds),
  note: z.string().nullable(),
  dueAt: timestampSchema,
  /** Open and due before now. */
  overdue: z.boolean(),
  status: z.enum(campaignTaskStatuses),
  completedAt: timestampSchema.nullable(),
  completedByUserId: idSchema.nullable(),
});
export type CampaignTask = z.infer<typeof campaignTaskSchema>;

/** Open tasks overdue first, then the soonest; done and skipped ones the latest first. */
export const campaignTaskPageSchema = pageReplySchema(campaignTaskSchema);
export type CampaignTaskPage = z.infer<typeof campaignTaskPageSchema>;

/** `POST /tasks/complete` and `/tasks/skip`: ids of the organisation's tasks. */
export const campaignTaskActionBodySchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { message: 'Choose at least one task' })
    .max(100, { message: 'Choose at most 100 tasks' }),
});
export type CampaignTaskActionBody = z.infer<typeof campaignTaskActionBodySchema>;

/** `updated`: the tasks this request changed (one done or skipped already is left as it is). */
export const campaignTaskActionReplySchema = z.object({
  message: z.string(),
  data: z.object({ updated: z.array(idSchema) }),
});
export type CampaignTaskActionReply = z.infer<typeof campaignTaskActionReplySchema>;
