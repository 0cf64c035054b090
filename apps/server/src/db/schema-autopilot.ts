import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns, enrolments } from './schema-campaigns.ts';
import { organisations, users } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';
import { inboundMessages } from './schema-replies.ts';
import { sendLedger } from './schema-sending.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A campaign's autopilot: its settings (mode, undo delay, confidence, daily cap, booking link), its
 * ideal customer (people-search filters) and the knowledge it answers from, typed by the contracts'
 * schemas (campaign-autopilot.ts). Whether the campaign is on the autopilot is `campaigns.autopilot`;
 * this row keeps what it needs, on or off. `revision` rises with every save so a stale edit is refused.
 */
export const autopilotCampaigns = pgTable('autopilot_campaigns', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  idealCustomer: jsonb('ideal_customer'),
  knowledge: jsonb('knowledge'),
  revision: integer('revision').notNull().default(1),
  /** When it was last switched on; null: never. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const autopilotActionKindValues = [
  'escalate',
  'draft_for_review',
  'send_after_delay',
  'send_now',
  'stop_sequence',
  'pause_until',
  'none',
  'sequence_email',
] as const;

export const autopilotActionStatusValues = [
  'pending',
  'escalated',
  'scheduled',
  'approved',
  'sending',
  'sent',
  'rejected',
  'cancelled',
  'failed',
  'recorded',
] as const;

/**
 * What the autopilot decided for one inbound message of an autopilot campaign, with the reasons
 * and sources shown under "why". One row per message (`inbound_message_id` unique), so a hook run
 * twice records once. The reply, the prospect and the classification are copied at decision time:
 * the row reads alone, and a draft can be written again from it. `idempotency_key` is the manual
 * email's key for the answer, so it is sent once even if the send job runs twice.
 */
export const autopilotActions = pgTable(
  'autopilot_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    /** The reply decided; null for a `sequence_email` (a campaign step held for review). */
    inboundMessageId: uuid('inbound_message_id').references(() => inboundMessages.id, { onDelete: 'cascade' }),
    /** A `sequence_email`: the campaign step's send it holds until a person approves it. */
    ledgerId: uuid('ledger_id').references(() => sendLedger.id, { onDelete: 'cascade' }),
    /** The mailbox the answer leaves from (the thread's). */
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: autopilotActionKindValues }).notNull(),
    status: text('status', { enum: autopilotActionStatusValues }).notNull(),
    prospectEmail: text('prospect_email').notNull().default(''),
    prospectName: text('prospect_name').notNull().default(''),
    replySubject: text('reply_subject').notNull().default(''),
    replyText: text('reply_text').notNull().default(''),
    replyReceivedAt: timestamp('reply_received_at', { withTimezone: true }),
    /** The classifier's verdict as the core reads it (`ClassifiedReply`); null without a reply. */
    classification: jsonb('classification'),
    subject: text('subject').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    reasons: jsonb('reasons').notNull().default(sql`'[]'::jsonb`),
    sources: jsonb('sources').notNull(),
    escalations: jsonb('escalations').notNull().default(sql`'[]'::jsonb`),
    /** `pause_until`: the day to follow up. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentMessageId: text('sent_message_id'),
    attempts: integer('attempts').notNull().default(0),
    statusReason: text('status_reason').notNull().default(''),
    isEditedByPerson: boolean('is_edited_by_person').notNull().default(false),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('autopilot_actions_inbound_unique').on(table.inboundMessageId),
    uniqueIndex('autopilot_actions_ledger_unique').on(table.ledgerId),
    check('autopilot_actions_reply_or_step', sql`(${table.inboundMessageId} is null) <> (${table.ledgerId} is null)`),
    uniqueIndex('autopilot_actions_idempotency_unique').on(table.idempotencyKey),
    index('autopilot_actions_organisation_created_idx').on(table.organisationId, table.createdAt.desc()),
    index('autopilot_actions_campaign_status_idx').on(table.campaignId, table.status),
    index('autopilot_actions_due_idx')
      .on(table.sendAt)
      .where(sql`${table.status} in ('scheduled', 'approved', 'sending')`),
    check('autopilot_actions_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

/** An organisation's kill switch: while `is_on`, nothing the autopilot writes is sent. No row: off. */
export const autopilotKillSwitches = pgTable('autopilot_kill_switches', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  isOn: boolean('is_on').notNull().default(false),
  reason: text('reason').notNull().default(''),
  changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One day's prospecting of an autopilot campaign: the row is claimed before anyone is enrolled, so
 * two workers (or a job run twice) prospect a campaign once a day.
 */
export const autopilotProspectingRuns = pgTable(
  'autopilot_prospecting_runs',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The day in the campaign's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** People the ideal customer matched before the cap (at most a page of candidates). */
    matched: integer('matched').notNull().default(0),
    enrolled: integer('enrolled').notNull().default(0),
    /** Why fewer than the cap were enrolled, in plain words; empty when the cap was reached. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.day] })],
);

/** The daily digest, once per organisation and day (claimed before it is sent). */
export const autopilotDigests = pgTable(
  'autopilot_digests',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The day the digest covers (UTC). */
    day: date('day', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.day] })],
);
