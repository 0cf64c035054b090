import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceCounters } from '../../db/schema.ts';

/**
 * The next invoice number of the year, `LP-2026-000001`. One upsert takes the counter row's lock
 * until the transaction ends, so numbers are sequential without gaps: a rolled-back capture
 * gives its number back.
 */
export async function nextInvoiceNumber(tx: Database, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!row) throw new Error('invoice counter upsert returned nothing');
  return { year, sequence: row.sequence, number: `LP-${year}-${String(row.sequence).padStart(6, '0')}` };
}
