import { findPlan } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { refundPurchase } from '../credits/index.ts';
import type { PaymentRow } from './capture-payment.ts';
import { formatMoney } from './format-money.ts';

export interface RefundInput {
  /** The payment row, locked by the caller. */
  payment: PaymentRow;
  refundId: string;
  refundMinor: number;
  /** What Razorpay says is refunded of the payment in all, when it says. */
  totalRefundedMinor: number | null;
  now: Date;
}

/** Credits a refund takes back: its share of the purchase, or everything left once all is refunded. */
export function creditsToRemove(
  payment: Pick<PaymentRow, 'credits' | 'amountMinor'>,
  refundMinor: number,
  isFull: boolean,
) {
  if (isFull) return payment.credits;
  // round(credits × refund / amount), half up, in integers
  return Math.floor((2 * payment.credits * refundMinor + payment.amountMinor) / (2 * payment.amountMinor));
}

/**
 * Applies a processed refund: removes the purchase's unspent credits in proportion to the refunded
 * amount (never credits already spent, and never another purchase's) and marks the payment
 * refunded. The ledger keys the removal by refund id, so a redelivered refund removes nothing more.
 */
export async function refundPayment(tx: Database, input: RefundInput) {
  const row = input.payment;
  const refundedMinor = Math.min(
    row.amountMinor,
    Math.max(row.refundedMinor, input.totalRefundedMinor ?? row.refundedMinor + input.refundMinor),
  );
  const isFull = refundedMinor >= row.amountMinor;
  const { removed } = await refundPurchase(tx, {
    organisationId: row.organisationId,
    paymentId: row.id,
    credits: creditsToRemove(row, input.refundMinor, isFull),
    now: input.now,
    refundId: input.refundId,
    reason: `Refund of ${formatMoney(input.refundMinor, row.currency)} for the ${findPlan(row.planId).title} plan purchase`,
  });
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedMinor, refundedAt: input.now })
    .where(eq(payments.id, row.id));
  return { removed, refundedMinor };
}
