import { z } from 'zod';
import type { organisations } from '../../db/schema.ts';

/** The organisation's billing details as an invoice keeps them (a snapshot: later edits do not change it). */
export const invoiceBillingSchema = z.object({
  name: z.string(),
  domain: z.string(),
  country: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
});
export type InvoiceBilling = z.infer<typeof invoiceBillingSchema>;

export function billingSnapshotOf(row: typeof organisations.$inferSelect): InvoiceBilling {
  return {
    name: row.name,
    domain: row.domain,
    country: row.country,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.addressCity,
      region: row.addressRegion,
      postalCode: row.addressPostalCode,
      country: row.addressCountry,
    },
  };
}
