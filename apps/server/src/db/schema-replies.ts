import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns, enrolments } from './schema-campaigns.ts';
import { organisations, users } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';
import { sendLedger } from './schema-sending.ts';

export const inboundKindValues = ['bounce', 'auto_reply', 'reply'] as const;
export const inboundMatchValues = ['header', 'sender_subject', 'bounce_recipient'] as const;
export const inboundBounceValues = ['hard', 'soft', 'block'] as const;
export const mailboxSyncStatusValues = ['ok', 'catching_up', 'failing'] as const;
export type MailboxSyncStatus = (typeof mailboxSyncStatusValues)[number];

/**
 * One message that arrived in a connected mailbox, stored once: `(mailbox_id, message_id)` is
 * unique, so a re-read (a crash before the cursor moved, a UIDVALIDITY change, an expired Gmail
 * history, a Graph delta reset, two workers at once) adds nothing. A message deleted in Leadpilot
 * keeps its row with `deleted_at` (a tombstone), so no later sync brings it back.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** `<…@…>` as the message carries it; one derived from its content when it has none. */
    messageId: text('message_id').notNull(),
    /** The provider's handle: `<uidValidity>:<uid>:<folder>` (IMAP), the Gmail or Graph id, the sandbox id. */
    providerRef: text('provider_ref').notNull(),
    fromAddress: text('from_address').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    /** What the sender wrote, quoted history left out, capped (see store-inbound-batch.ts). */
    text: text('text').notNull().default(''),
    rawSize: integer('raw_size').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').notNull().default(''),
    /** The campaign message it answers, when matched. */
    sendLedgerId: uuid('send_ledger_id').references(() => sendLedger.id, { onDelete: 'set null' }),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** The prospect database's person of that enrolment (as `enrolments.person_id`), when it has one. */
    personId: uuid('person_id'),
    /** How the thread was found: its In-Reply-To/References, or its sender and subject; null: not matched. */
    matchedBy: text('matched_by', { enum: inboundMatchValues }),
    /** The classifier's verdict; null when the message could not be read or classified. */
    kind: text('kind', { enum: inboundKindValues }),
    label: text('label'),
    confidence: doublePrecision('confidence'),
    evidence: jsonb('evidence').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bounceKind: text('bounce_kind', { enum: inboundBounceValues }),
    /** The failed recipient a delivery report names (it may differ from the address we wrote to). */
    bounceRecipient: text('bounce_recipient'),
    outOfOffice: boolean('out_of_office').notNull().default(false),
    returnDate: date('return_date', { mode: 'string' }),
    referral: jsonb('referral').$type<{ name?: string; email?: string }>(),
    /** A person's correction of the label, kept apart from the classifier's. */
    labelOverride: text('label_override'),
    overrideBy: uuid('override_by').references(() => users.id, { onDelete: 'set null' }),
    overrideAt: timestamp('override_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the `onStored` effects finished for it; null: the next sync of its mailbox runs them (again). */
    effectsAt: timestamp('effects_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inbound_messages_mailbox_message_unique').on(table.mailboxId, table.messageId),
    index('inbound_messages_organisation_received_idx').on(table.organisationId, table.receivedAt.desc()),
    index('inbound_messages_organisation_label_idx').on(table.organisationId, table.label, table.receivedAt.desc()),
    index('inbound_messages_campaign_received_idx').on(table.campaignId, table.receivedAt.desc()),
    index('inbound_messages_mailbox_received_idx').on(table.mailboxId, table.receivedAt.desc()),
    index('inbound_messages_effects_pending_idx').on(table.mailboxId).where(sql`${table.effectsAt} is null`),
    check('inbound_messages_raw_size_non_negative', sql`${table.rawSize} >= 0`),
  ],
);

/**
 * Where each mailbox's reading stands: the provider's cursor (IMAP UIDVALIDITY and last UID, the
 * Gmail historyId, the Graph deltaLink), its health in plain words, when it is next due, and the
 * lease of the worker reading it now (one worker per mailbox at a time).
 */
export const mailboxSyncState = pgTable(
  'mailbox_sync_state',
  {
    mailboxId: uuid('mailbox_id')
      .primaryKey()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The transport's own cursor (`InboundCursor` of the mailboxes module); null before the first read. */
    cursor: jsonb('cursor').$type<Record<string, unknown>>(),
    status: text('status', { enum: mailboxSyncStatusValues }).notNull().default('catching_up'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Why the last attempt failed, in plain words (never a credential); '' after a success. */
    lastError: text('last_error').notNull().default(''),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The earliest day the last backfill (first read, or after a gap) reads from. */
    backfillFrom: timestamp('backfill_from', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mailbox_sync_state_next_idx').on(table.nextSyncAt),
    check('mailbox_sync_state_failures_non_negative', sql`${table.consecutiveFailures} >= 0`),
  ],
);
