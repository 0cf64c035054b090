import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common.ts';

/** A message kept by the built-in sandbox mailbox instead of leaving the machine. */
export const sandboxMessageSummarySchema = z.object({
  id: idSchema,
  organisationId: idSchema.nullable(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: timestampSchema,
});
export type SandboxMessageSummary = z.infer<typeof sandboxMessageSummarySchema>;

export const sandboxMessageSchema = sandboxMessageSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;

export const sandboxListQuerySchema = pageQuerySchema.extend({
  to: z.string().trim().max(254).optional(),
});
export const sandboxMessageParamsSchema = z.object({ id: idSchema });
