import { findPlan } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, payments } from '../../db/schema.ts';
import { grantPurchase } from '../credits/index.ts';
import type { TaxSettings } from './invoice-tax.ts';
import { issueInvoice } from './issue-invoice.ts';
import { paymentNotFound } from './payments.errors.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface CaptureInput {
  paymentId: string;
  /** The provider's payment id that succeeded; null keeps the one on the row. */
  providerPaymentId: string | null;
  now: Date;
  tax: TaxSettings | null;
}

/**
 * Marks a payment captured, grants its credits and issues its invoice, inside the caller's
 * transaction. The payment row is locked first, so a checkout callback and any number of webhook
 * deliveries for one payment take turns: the first captures, the others find it captured and do
 * nothing. Status only moves forward; a failed payment may still be captured (a retried attempt
 * on the same order can succeed), a captured or refunded one is left as it is.
 */
export async function capturePayment(tx: Database, input: CaptureInput) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!row) throw paymentNotFound();
  if (row.status === 'captured' || row.status === 'refunded') {
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, row.id));
    return { payment: row, invoiceId: invoice?.id ?? null, isNew: false };
  }
  const [captured] = await tx
    .update(payments)
    .set({
      status: 'captured',
      providerPaymentId: input.providerPaymentId ?? row.providerPaymentId,
      capturedAt: input.now,
      lastError: null,
    })
    .where(eq(payments.id, row.id))
    .returning();
  if (!captured) throw new Error('payment update returned nothing');
  const plan = findPlan(captured.planId);
  await grantPurchase(tx, {
    organisationId: captured.organisationId,
    userId: captured.userId,
    paymentId: captured.id,
    planId: captured.planId,
    credits: captured.credits,
    now: input.now,
    reason: `${plan.title} plan purchase: ${captured.credits.toLocaleString('en-US')} credits`,
  });
  const invoice = await issueInvoice(tx, captured, { now: input.now, tax: input.tax });
  return { payment: captured, invoiceId: invoice.id, isNew: true };
}
