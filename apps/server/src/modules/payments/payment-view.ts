import type { Invoice, Payment } from '@leadpilot/contracts';
import type { invoices, payments } from '../../db/schema.ts';

export function toPayment(row: typeof payments.$inferSelect, invoiceId: string | null): Payment {
  return {
    id: row.id,
    planId: row.planId,
    credits: row.credits,
    currency: row.currency,
    amountMinor: row.amountMinor,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    capturedAt: row.capturedAt?.toISOString() ?? null,
    invoiceId,
  };
}

export function toInvoice(row: typeof invoices.$inferSelect, paymentStatus: Payment['status']): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    planId: row.planId,
    credits: row.credits,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    taxMinor: row.taxMinor,
    taxLabel: row.taxLabel,
    totalMinor: row.totalMinor,
    paymentStatus,
  };
}
