import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The free-enrichment funnel's sign-ups (docs/enrichment.md, "Free enrichment"): who asked, and the
 * code mailed to prove the work address. Platform-wide: no organisation exists until the code is
 * right. The code is derived from the row's id with a server key and only its HMAC is stored; it
 * works once, for ten minutes, and a sixth wrong guess uses it up.
 */
export const freeEnrichmentSignups = pgTable(
  'free_enrichment_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('free_enrichment_signups_email_idx').on(table.email, table.createdAt)],
);
