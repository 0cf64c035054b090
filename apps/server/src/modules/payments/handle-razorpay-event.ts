import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  paymentEventPayloadSchema,
  type RazorpayPayment,
  type RazorpayRefund,
  type RazorpayWebhookBody,
  refundEventPayloadSchema,
} from '../../integrations/razorpay/razorpay-entities.ts';
import type { Clock } from '../../platform/clock.ts';
import { capturePayment } from './capture-payment.ts';
import type { TaxSettings } from './invoice-tax.ts';
import { webhookMessages, webhookRefused } from './payments.errors.ts';
import {
  claimPaymentEvent,
  lockPaymentByOrder,
  lockPaymentByProviderPaymentId,
  markPaymentFailed,
  recordEventOutcome,
} from './payments.repository.ts';
import { refundPayment } from './refund-payment.ts';

export type EventOutcome =
  | 'captured'
  | 'already captured'
  | 'failure recorded'
  | 'failure ignored'
  | 'refunded'
  | 'unknown payment'
  | 'ignored'
  | 'duplicate';

interface Handled {
  outcome: EventOutcome;
  paymentId: string | null;
}

export interface RazorpayEventDependencies {
  db: Database;
  clock: Clock;
  tax: TaxSettings | null;
}

function parsePayload<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw webhookRefused(webhookMessages.badPayload);
  return parsed.data;
}

/**
 * Applies one verified Razorpay webhook event. The event id is claimed in `payment_events` in
 * the same transaction as the effect: a redelivery (or a concurrent copy) finds it claimed and
 * does nothing, and a refused or failed event claims nothing, so Razorpay's retry is handled.
 */
export async function handleRazorpayEvent(
  deps: RazorpayEventDependencies,
  event: RazorpayWebhookBody,
  eventId: string,
): Promise<{ outcome: EventOutcome }> {
  const apply = effectOf(deps, event);
  if (!apply) return { outcome: 'ignored' };
  return deps.db.transaction(async (tx) => {
    if (!(await claimPaymentEvent(tx, { eventId, event: event.event }))) return { outcome: 'duplicate' as const };
    const handled = await apply(tx);
    await recordEventOutcome(tx, { eventId, ...handled });
    return { outcome: handled.outcome };
  });
}

/** The effect of an event type we act on (its payload checked first), or null for the others. */
function effectOf(deps: RazorpayEventDependencies, event: RazorpayWebhookBody) {
  switch (event.event) {
    case 'payment.captured': {
      const { entity } = parsePayload(paymentEventPayloadSchema, event.payload).payment;
      return (tx: Database) => onPaymentCaptured(tx, deps, entity);
    }
    case 'payment.failed': {
      const { entity } = parsePayload(paymentEventPayloadSchema, event.payload).payment;
      return (tx: Database) => onPaymentFailed(tx, entity);
    }
    case 'refund.processed': {
      const payload = parsePayload(refundEventPayloadSchema, event.payload);
      return (tx: Database) => onRefundProcessed(tx, deps, payload.refund.entity, payload.payment?.entity);
    }
    default:
      return null;
  }
}

/** Captures the order's payment; an amount or currency other than ours is refused and records nothing. */
async function onPaymentCaptured(
  tx: Database,
  deps: RazorpayEventDependencies,
  entity: RazorpayPayment,
): Promise<Handled> {
  const row = entity.order_id ? await lockPaymentByOrder(tx, entity.order_id) : undefined;
  if (!row) return { outcome: 'unknown payment', paymentId: null };
  if (entity.amount !== row.amountMinor || entity.currency !== row.currency) {
    throw webhookRefused(webhookMessages.mismatch);
  }
  const result = await capturePayment(tx, {
    paymentId: row.id,
    providerPaymentId: entity.id,
    now: deps.clock.now(),
    tax: deps.tax,
  });
  return { outcome: result.isNew ? 'captured' : 'already captured', paymentId: row.id };
}

/** A declined attempt: created → failed with the bank's reason; never moves a payment backwards. */
async function onPaymentFailed(tx: Database, entity: RazorpayPayment): Promise<Handled> {
  const row = entity.order_id ? await lockPaymentByOrder(tx, entity.order_id) : undefined;
  if (!row) return { outcome: 'unknown payment', paymentId: null };
  if (row.status !== 'created' && row.status !== 'failed') return { outcome: 'failure ignored', paymentId: row.id };
  await markPaymentFailed(tx, row.id, entity.error_description ?? 'The payment failed.');
  return { outcome: 'failure recorded', paymentId: row.id };
}

/** Removes the refunded share of the purchase's unspent credits and marks the payment refunded. */
async function onRefundProcessed(
  tx: Database,
  deps: RazorpayEventDependencies,
  refund: RazorpayRefund,
  paymentEntity: RazorpayPayment | undefined,
): Promise<Handled> {
  const row = await lockPaymentByProviderPaymentId(tx, refund.payment_id);
  if (!row) return { outcome: 'unknown payment', paymentId: null };
  if (refund.currency !== row.currency) throw webhookRefused(webhookMessages.mismatch);
  await refundPayment(tx, {
    payment: row,
    refundId: refund.id,
    refundMinor: refund.amount,
    totalRefundedMinor: paymentEntity?.amount_refunded ?? null,
    now: deps.clock.now(),
  });
  return { outcome: 'refunded', paymentId: row.id };
}
