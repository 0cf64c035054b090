import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaignSteps, campaignStepVariants, campaigns, enrolments } from './schema-campaigns.ts';
import { organisations } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';

export const sendStates = ['scheduled', 'claimed', 'submitting', 'sent', 'failed', 'unknown', 'skipped'] as const;
export type SendState = (typeof sendStates)[number];

/**
 * One message of a campaign: one prospect's (enrolment's) one step, unique, so it can be sent once
 * and only once. States: scheduled → claimed (a worker holds it until `leaseUntil`) → submitting
 * (its Message-ID stored before the transport sees it) → sent; or failed (with the reason), unknown
 * (it left submitting without a record of the provider's answer and was not found in the sent mail:
 * a person resends or drops it), skipped (stopped before it was submitted).
 */
export const sendLedger = pgTable(
  'send_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => campaignSteps.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => campaignStepVariants.id, { onDelete: 'set null' }),
    /** The thread's sender; chosen at the prospect's first send and kept for every follow-up. */
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    state: text('state', { enum: sendStates }).notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** A claim's end: past it, a claim that never reached submitting may be taken again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    /** `<…@sender-domain>`, written before the message is handed to the transport. */
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed, was deferred last, skipped or is unknown, in plain words. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('send_ledger_enrolment_step_unique').on(table.enrolmentId, table.stepId),
    uniqueIndex('send_ledger_message_id_unique').on(table.messageId),
    index('send_ledger_state_due_idx').on(table.state, table.dueAt),
    index('send_ledger_mailbox_sent_idx').on(table.mailboxId, table.sentAt),
    index('send_ledger_campaign_state_idx').on(table.campaignId, table.state),
    // The limits' history: an organisation's sends by submission time (read under its sending lock).
    index('send_ledger_organisation_submitted_idx')
      .on(table.organisationId, table.submittedAt)
      .where(sql`${table.submittedAt} is not null`),
    check('send_ledger_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The communication log: what happened to a prospect's messages, in plain words (sent, deferred
 * with the limit that decided, failed with the server's answer, unknown, held for a missing merge
 * field, stopped, unsubscribed, …), newest last.
 */
export const communicationEvents = pgTable(
  'communication_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'cascade' }),
    ledgerId: uuid('ledger_id').references(() => sendLedger.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('communication_events_organisation_at_idx').on(table.organisationId, table.at),
    index('communication_events_enrolment_at_idx').on(table.enrolmentId, table.at),
    index('communication_events_campaign_at_idx').on(table.campaignId, table.at),
  ],
);
