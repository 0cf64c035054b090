import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, organisations, type payments } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { billingSnapshotOf } from './invoice-billing.ts';
import { splitInclusiveTax, type TaxSettings } from './invoice-tax.ts';
import { nextInvoiceNumber } from './next-invoice-number.ts';

/** The invoice of a captured payment, numbered in the year it is issued; one per payment. */
export async function issueInvoice(
  tx: Database,
  payment: typeof payments.$inferSelect,
  input: { now: Date; tax: TaxSettings | null },
) {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, payment.id));
  if (existing) return existing;
  const [organisation] = await tx.select().from(organisations).where(eq(organisations.id, payment.organisationId));
  if (!organisation) throw notFound('This organisation');
  const { year, sequence, number } = await nextInvoiceNumber(tx, input.now.getUTCFullYear());
  const { subtotalMinor, taxMinor } = splitInclusiveTax(payment.amountMinor, input.tax);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      organisationId: payment.organisationId,
      paymentId: payment.id,
      number,
      year,
      sequence,
      issuedAt: input.now,
      billing: billingSnapshotOf(organisation),
      planId: payment.planId,
      credits: payment.credits,
      currency: payment.currency,
      subtotalMinor,
      taxMinor,
      taxLabel: input.tax && taxMinor > 0 ? input.tax.label : null,
      totalMinor: payment.amountMinor,
    })
    .returning();
  if (!invoice) throw new Error('invoice insert returned nothing');
  return invoice;
}
