import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

/** The events an endpoint can subscribe to, in the order the settings page lists them. */
export const webhookEventTypes = [
  'email.sent',
  'reply.received',
  'email.bounced',
  'prospect.unsubscribed',
  'meeting.booked',
  'enrichment.completed',
  'credits.low',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What each event means, in plain words (the settings page and the docs show them). */
export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  'email.sent': 'A campaign email was handed to the mail server.',
  'reply.received': 'A prospect replied to a campaign email; carries the reply’s label (interested, not now…).',
  'email.bounced': 'A campaign email bounced (hard, soft or blocked).',
  'prospect.unsubscribed': 'A prospect unsubscribed through the link in an email.',
  'meeting.booked': 'A prospect booked a meeting on a booking page.',
  'enrichment.completed': 'An enrichment file finished: every row is enriched and verified.',
  'credits.low': 'The organisation’s credit balance fell below 100 credits.',
};

export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof webhookEndpointStatuses)[number];

export const webhookDeliveryStatuses = ['pending', 'delivering', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** An http(s) address; whether it may be reached is the server's outbound guard's call. */
const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address that receives the events')
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value), 'The address must start with http:// or https://');

/** `POST key/webhook/create`. */
export const webhookCreateBodySchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(webhookEventTypes))
    .min(1, 'Choose at least one event')
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200).default(''),
});
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;

/** Bodies naming one endpoint (test, disable, enable, delete). */
export const webhookIdBodySchema = z.strictObject({ id: idSchema });
export type WebhookIdBody = z.infer<typeof webhookIdBodySchema>;

/** `POST key/webhook/replay`. */
export const webhookReplayBodySchema = z.strictObject({ deliveryId: idSchema });
export type WebhookReplayBody = z.infer<typeof webhookReplayBodySchema>;

export const webhookAttemptSchema = z.object({
  id: idSchema,
  attemptedAt: timestampSchema,
  /** The HTTP status the endpoint answered; null when nothing answered. */
  statusCode: z.number().int().nullable(),
  succeeded: z.boolean(),
  durationMs: z.number().int(),
  /** Why it failed, in plain words (a refused connection, a timeout…); empty when it succeeded. */
  error: z.string(),
  /** The start of the endpoint's reply, capped. */
  responseExcerpt: z.string(),
  trigger: z.enum(['scheduled', 'replay']),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: idSchema,
  /** The event's id: the `webhook-id` header, the same on every retry. */
  eventId: z.string(),
  eventType: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: timestampSchema.nullable(),
  lastStatusCode: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  status: z.enum(webhookEndpointStatuses),
  /** Why it is disabled (by a member, or after repeated failures); empty when enabled. */
  disabledReason: z.string(),
  /** The secret's first characters, to tell secrets apart; the secret itself is shown once. */
  secretHint: z.string(),
  createdAt: timestampSchema,
  recentDeliveries: z.array(webhookDeliverySchema),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `GET key/webhook`. */
export const webhookListReplySchema = z.object({ data: z.array(webhookEndpointSchema) });

/** `POST key/webhook/create`: the signing secret is in this reply only. */
export const webhookCreatedSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** `POST key/webhook/validate`: what the endpoint answered to a signed test event. */
export const webhookTestResultSchema = z.object({
  succeeded: z.boolean(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string(),
  responseExcerpt: z.string(),
  eventId: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

/** `GET key/webhook/{id}/deliveries`: newest first, each with its attempts. */
export const webhookDeliveryQuerySchema = z.strictObject({
  status: z.enum(webhookDeliveryStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const webhookDeliveryLogSchema = z.object({
  data: z.array(webhookDeliverySchema.extend({ log: z.array(webhookAttemptSchema) })),
});
export type WebhookDeliveryLog = z.infer<typeof webhookDeliveryLogSchema>;
export const webhookEndpointParamsSchema = z.strictObject({ id: idSchema });
