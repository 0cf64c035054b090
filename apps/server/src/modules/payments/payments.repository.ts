import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, paymentEvents, payments } from '../../db/schema.ts';
import { likePattern } from '../../platform/like-pattern.ts';

/** Queries of the payments module; the database or transaction is passed in. */

/** An organisation's payment for a provider order: another organisation's order is not found. */
export async function findOrganisationPaymentByOrder(db: Database, organisationId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.organisationId, organisationId),
        eq(payments.provider, 'razorpay'),
        eq(payments.providerOrderId, orderId),
      ),
    );
  return row;
}

/** The payment for a Razorpay order in any organisation (the webhook is the provider's word), locked. */
export async function lockPaymentByOrder(tx: Database, orderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'razorpay'), eq(payments.providerOrderId, orderId)))
    .for('update');
  return row;
}

/** The payment for a Razorpay payment id, locked. */
export async function lockPaymentByProviderPaymentId(tx: Database, providerPaymentId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'razorpay'), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function markPaymentFailed(tx: Database, paymentId: string, lastError: string) {
  await tx
    .update(payments)
    .set({ status: 'failed', lastError: lastError.slice(0, 500) })
    .where(eq(payments.id, paymentId));
}

export async function findPaymentWithInvoice(db: Database, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, invoiceId: invoices.id })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  return row;
}

/**
 * Claims a webhook event id. False when it was claimed before: the event was handled (or is
 * being handled by a concurrent delivery, whose transaction this insert waits for).
 */
export async function claimPaymentEvent(tx: Database, input: { eventId: string; event: string }) {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider: 'razorpay', eventId: input.eventId, event: input.event, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function recordEventOutcome(
  tx: Database,
  input: { eventId: string; paymentId: string | null; outcome: string },
) {
  await tx
    .update(paymentEvents)
    .set({ paymentId: input.paymentId, outcome: input.outcome })
    .where(eq(paymentEvents.eventId, input.eventId));
}

/** One page of an organisation's invoices, newest first, with their payment's status. */
export async function listOrganisationInvoices(
  db: Database,
  organisationId: string,
  query: { q?: string | undefined; page: number; perPage: number },
) {
  const where = and(
    eq(invoices.organisationId, organisationId),
    query.q ? ilike(invoices.number, likePattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, paymentStatus: payments.status })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** An organisation's invoice with its payment; another organisation's id is not found. */
export async function findOrganisationInvoice(db: Database, organisationId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, payment: payments })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.organisationId, organisationId)));
  return row;
}
