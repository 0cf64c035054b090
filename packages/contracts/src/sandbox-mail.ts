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

/**
 * Answers a prospect could send to a campaign message in the sandbox, to try the reply reader
 * offline: a person's reply of each kind, an out-of-office notice, or a delivery failure.
 */
export const simulatedReplyKinds = [
  'interested',
  'meeting_request',
  'question',
  'not_now',
  'not_interested',
  'unsubscribe',
  'out_of_office',
  'bounce',
] as const;
export type SimulatedReplyKind = (typeof simulatedReplyKinds)[number];

export const simulatedReplyLabels: Record<SimulatedReplyKind, string> = {
  interested: 'Interested',
  meeting_request: 'Asks for a meeting',
  question: 'Asks a question',
  not_now: 'Not now',
  not_interested: 'Not interested',
  unsubscribe: 'Asks to be removed',
  out_of_office: 'Out of office',
  bounce: 'Bounce (address unknown)',
};

export const simulateReplyBodySchema = z.object({ kind: z.enum(simulatedReplyKinds) }).strict();
export type SimulateReplyBody = z.infer<typeof simulateReplyBodySchema>;
