import type { HubspotSettings, HubspotSyncCounts } from '@leadpilot/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const hubspotConnectionStatusValues = ['pending', 'connected', 'failing', 'disconnected'] as const;

/**
 * An organisation's HubSpot account (one per organisation). Its OAuth tokens are sealed
 * (`token_ciphertext`, bound to the row's id); `state_hash` and `code_hash` name the consent that
 * made it, so the callback page reloaded with the same code answers the same connection. The sync
 * lease keeps two workers from syncing one organisation at once.
 */
export const hubspotConnections = pgTable(
  'hubspot_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    hubId: text('hub_id').notNull(),
    hubDomain: text('hub_domain').notNull().default(''),
    tokenCiphertext: text('token_ciphertext'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    scopes: text('scopes').notNull().default(''),
    settings: jsonb('settings').$type<HubspotSettings>().notNull(),
    status: text('status', { enum: hubspotConnectionStatusValues }).notNull().default('pending'),
    statusReason: text('status_reason').notNull().default(''),
    stateHash: text('state_hash'),
    codeHash: text('code_hash'),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hubspot_connections_organisation_unique').on(table.organisationId),
    index('hubspot_connections_next_sync_idx').on(table.nextSyncAt),
  ],
);

/**
 * Each prospect pushed to a HubSpot account as a contact: HubSpot's id and a hash of the
 * properties last sent, so an unchanged prospect is not sent again. One row per (organisation,
 * account, address).
 */
export const hubspotContacts = pgTable(
  'hubspot_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    hubId: text('hub_id').notNull(),
    email: text('email').notNull(),
    hubspotContactId: text('hubspot_contact_id').notNull(),
    propertiesHash: text('properties_hash').notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('hubspot_contacts_organisation_hub_email_unique').on(table.organisationId, table.hubId, table.email),
  ],
);

/**
 * Each email or meeting pushed as a HubSpot engagement, claimed under its idempotency key
 * (`email-sent:<ledger id>`, `email-reply:<message id>`, `meeting:<booking id>`) before it is sent:
 * a second sync finds the key and creates nothing. `hubspot_object_id` is null while in flight.
 */
export const hubspotEngagements = pgTable(
  'hubspot_engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    hubId: text('hub_id').notNull(),
    kind: text('kind', { enum: ['email', 'meeting'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    hubspotObjectId: text('hubspot_object_id'),
    createdAt: createdAt(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('hubspot_engagements_organisation_hub_key_unique').on(
      table.organisationId,
      table.hubId,
      table.idempotencyKey,
    ),
  ],
);

/**
 * HubSpot's customers as the last sync pulled them: addresses of customer contacts (kind 'email')
 * and domains of customer companies (kind 'domain'). People search flags them; a sync replaces
 * the set (rows it did not see again are dropped).
 */
export const hubspotCustomers = pgTable(
  'hubspot_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'domain'] }).notNull(),
    value: text('value').notNull(),
    hubspotObjectId: text('hubspot_object_id').notNull(),
    name: text('name').notNull().default(''),
    lifecycleStage: text('lifecycle_stage').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('hubspot_customers_organisation_kind_value_unique').on(table.organisationId, table.kind, table.value),
  ],
);

/** One sync of an organisation's HubSpot account: when, what started it, what it did, why it failed. */
export const hubspotSyncRuns = pgTable(
  'hubspot_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['connect', 'manual', 'scheduled'] }).notNull(),
    status: text('status', { enum: ['running', 'ok', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts').$type<HubspotSyncCounts>().notNull(),
    error: text('error'),
  },
  (table) => [index('hubspot_sync_runs_organisation_started_idx').on(table.organisationId, table.startedAt.desc())],
);
