import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';

/** An address of the organisation's that hears about its events, signed with its own secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who added it: the one told when it is disabled after failures (else the organisation's owners). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** The `whsec_…` signing secret, sealed with the endpoint's id as associated data. */
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    disabledReason: text('disabled_reason').notNull().default(''),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Messages in a row whose every attempt failed; a success sets it back to 0. */
    failedMessagesInRow: integer('failed_messages_in_row').notNull().default(0),
    /** The first failed attempt since the last success; null while it succeeds. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_organisation_idx').on(table.organisationId)],
);

/**
 * The outbox: one row per fact (a send, a reply, a booking…), written in the same transaction as
 * the fact. `(organisation_id, event_key)` is unique, so a fact recorded twice is one event, and
 * the row's id is the `webhook-id` every delivery and retry of it carries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The fact's own identity, e.g. `email.sent:<ledger id>`. */
    eventKey: text('event_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_organisation_key_unique').on(table.organisationId, table.eventKey),
    index('webhook_events_organisation_created_idx').on(table.organisationId, table.createdAt),
  ],
);

/**
 * One event owed to one endpoint: at most one row per pair. The next attempt's time is ours
 * (the application's clock); the queue only wakes the worker that reads the due rows.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivering', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** Attempts made in all (retries and replays). */
    attempts: integer('attempts').notNull().default(0),
    /** Where it stands in the retry schedule; a replay starts it again from 0. */
    scheduleStep: integer('schedule_step').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the row until then; past it, another worker may take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    /** The next attempt is a member's replay. */
    isReplay: boolean('is_replay').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(table.endpointId, table.eventId),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'delivering')`),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
    // The endpoints a pass is delivering to, which another pass leaves alone (deliver-webhooks.ts).
    index('webhook_deliveries_delivering_idx').on(table.endpointId).where(sql`${table.status} = 'delivering'`),
    check('webhook_deliveries_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

/** Every attempt, as the delivery log shows it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    succeeded: boolean('succeeded').notNull(),
    error: text('error').notNull().default(''),
    /** The start of the reply, at most 1 KiB. */
    responseExcerpt: text('response_excerpt').notNull().default(''),
    trigger: text('trigger', { enum: ['scheduled', 'replay'] })
      .notNull()
      .default('scheduled'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);
