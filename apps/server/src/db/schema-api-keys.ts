import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';

/**
 * An organisation's API keys (docs/api-keys.md). The secret (`lp_<prefix>_<random>`) is shown
 * once and never stored: a request's key is found by its prefix and proven by the SHA-256 of the
 * whole secret (256 random bits, so a plain hash is enough; a key is no password to stretch).
 * A key acts for its organisation as the member who made it, within its scopes.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The random part after `lp_`, public: it names the key in lists and finds it on a request. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole secret; unique, so one reservation makes one key. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedByUserId: uuid('deactivated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_keys_prefix_unique').on(table.prefix),
    uniqueIndex('api_keys_secret_hash_unique').on(table.secretHash),
    index('api_keys_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/**
 * Short-lived, single-use codes that link another client (the browser extension, a script) to the
 * organisation without a password: the client exchanges the code, once, for a new API key with the
 * code's name and scopes. Only an HMAC of the code is stored.
 */
export const apiAccessCodes = pgTable(
  'api_access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** HMAC-SHA256 (hex) of the normalised code under a key derived from JWT_SECRET. */
    codeHash: text('code_hash').notNull(),
    /** Until when the code may be exchanged. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the key the exchange makes stops working; null: never. */
    keyExpiresAt: timestamp('key_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_access_codes_code_hash_unique').on(table.codeHash),
    index('api_access_codes_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);
