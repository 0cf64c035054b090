import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './schema-core.ts';

/**
 * An organisation's suppression list: addresses (kind 'email') and whole domains (kind 'domain')
 * that no campaign of the organisation mails again. `value` is lower-case; one row per
 * (organisation, kind, value), so suppressing twice is one row.
 */
export const suppressions = pgTable(
  'suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'domain'] }).notNull(),
    value: text('value').notNull(),
    reason: text('reason', { enum: ['unsubscribed', 'bounced', 'complained', 'manual'] }).notNull(),
    /** Where it came from, in plain words: 'one-click', 'unsubscribe page', 'bounce', a user's id… */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('suppressions_organisation_kind_value_unique').on(table.organisationId, table.kind, table.value),
  ],
);
