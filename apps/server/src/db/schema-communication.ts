import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enrolments } from './schema-campaigns.ts';
import { organisations, users } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';

/** A one-off email being written to a prospect, saved before it is sent. */
export const emailDrafts = pgTable(
  'email_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The conversation it answers, when written from one. */
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_drafts_organisation_idx').on(table.organisationId, table.updatedAt),
    index('email_drafts_enrolment_idx').on(table.enrolmentId),
  ],
);

/** Conversations (one prospect in one campaign) put away by someone of the organisation. */
export const archivedConversations = pgTable(
  'archived_conversations',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .primaryKey()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('archived_conversations_organisation_idx').on(table.organisationId)],
);

/**
 * One email written and sent by hand, claimed under its request's idempotency key before it is
 * handed to the mailbox, so the same request sent twice (a double click, a retry) sends once.
 */
export const manualEmails = pgTable(
  'manual_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** `<…@sender-domain>`, chosen before the send. */
    messageId: text('message_id').notNull(),
    /** sending (claimed, in the transport's hands), sent, or failed (may be tried again with the same key). */
    state: text('state', { enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('manual_emails_idempotency_unique').on(table.organisationId, table.idempotencyKey)],
);
