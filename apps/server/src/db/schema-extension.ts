import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, sessions, users } from './schema-core.ts';
import { companies, people } from './schema-prospects.ts';

export const extensionViewSourceValues = ['linkedin', 'website', 'email', 'other'] as const;

/**
 * A prospect a member viewed in the browser extension (docs/extension.md): the panel's history.
 * One row per member, prospect (`person:<id>` or `company:<id>`) and half-hour window, so opening
 * the same profile again and again records it once.
 */
export const extensionViews = pgTable(
  'extension_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    prospectKey: text('prospect_key').notNull(),
    source: text('source', { enum: extensionViewSourceValues }).notNull().default('other'),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('extension_views_window_unique').on(
      table.organisationId,
      table.userId,
      table.prospectKey,
      table.windowStart,
    ),
    index('extension_views_history_idx').on(table.organisationId, table.userId, table.viewedAt),
  ],
);

/**
 * An extension a member signed in with the web app's session: it got a session of its own
 * (`session_id`, renewed by the usual refresh tokens). Revoking it ends that session. An extension
 * signed in with an access code holds an API key instead, listed and revoked with the other keys.
 */
export const extensionSignIns = pgTable(
  'extension_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('extension_sign_ins_session_unique').on(table.sessionId),
    index('extension_sign_ins_user_idx').on(table.organisationId, table.userId, table.createdAt),
  ],
);
