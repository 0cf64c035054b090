import { z } from 'zod';

/**
 * The parts of Razorpay's entities that Leadpilot reads. Razorpay adds fields over time, so the
 * schemas keep unknown keys instead of refusing them.
 */

export const razorpayOrderSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.string(),
  created_at: z.number().int().optional(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentStatuses = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;

export const razorpayPaymentSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable(),
  captured: z.boolean().optional(),
  amount_refunded: z.number().int().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().int().optional(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

export const razorpayRefundSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int().min(0),
  currency: z.string(),
  payment_id: z.string().min(1),
  status: z.string().optional(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

/** Razorpay's error body, on every 4xx and 5xx. */
export const razorpayErrorBodySchema = z.object({
  error: z.looseObject({ code: z.string().optional(), description: z.string().optional() }),
});

/**
 * A webhook event as Razorpay posts it, for the route's schema and the API description: the
 * envelope only, since each event type carries different entities. Deliberately not strict: the
 * signature, not the shape, is what proves the event genuine.
 */
export const razorpayWebhookBodySchema = z.looseObject({
  entity: z.string().max(40).optional(),
  account_id: z.string().max(100).optional(),
  event: z.string().min(1).max(100),
  contains: z.array(z.string().max(40)).max(20).optional(),
  payload: z.record(z.string().max(40), z.unknown()),
  created_at: z.number().int().optional(),
});
export type RazorpayWebhookBody = z.infer<typeof razorpayWebhookBodySchema>;

export const paymentEventPayloadSchema = z.object({
  payment: z.object({ entity: razorpayPaymentSchema }),
});

export const refundEventPayloadSchema = z.object({
  refund: z.object({ entity: razorpayRefundSchema }),
  payment: z.object({ entity: razorpayPaymentSchema }).optional(),
});
