import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The last verification of each email address; `verifyEmail` answers from here while it is fresh. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    /** The address, lower-cased, so one mailbox has one row whatever case it was typed in. */
    address: text('address').primaryKey(),
    status: text('status', { enum: ['verified', 'risky', 'invalid', 'unknown'] }).notNull(),
    reason: text('reason').notNull(),
    /** The outcome of each check (syntax, disposable, role, mx, smtp, catchAll). */
    checks: jsonb('checks').notNull(),
    mxHost: text('mx_host'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('email_verifications_address_lower', sql`${table.address} = lower(${table.address})`),
    check('email_verifications_status_known', sql`${table.status} in ('verified', 'risky', 'invalid', 'unknown')`),
  ],
);
