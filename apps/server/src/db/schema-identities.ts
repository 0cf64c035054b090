import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';

const oidcProviders = ['google', 'microsoft'] as const;
const oidcIntents = ['signin', 'signup', 'link'] as const;

/**
 * A Google or Microsoft account that signs in as a user. Found by issuer and subject only, never
 * by the email claim: an email can be reassigned or unverified, the pair cannot.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: oidcProviders }).notNull(),
    /** The token's `iss`; for Microsoft it names the tenant, so one subject per tenant. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider reported when linked: shown to the user, never used to match. */
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * One sign-in started with a provider, used once. Only a hash of the `state` is kept; the nonce
 * and the PKCE verifier are derived from the state with a server key, so a copy of this table
 * cannot finish anyone's sign-in.
 */
export const oidcStates = pgTable(
  'oidc_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider', { enum: oidcProviders }).notNull(),
    intent: text('intent', { enum: oidcIntents }).notNull(),
    /** The organisation a sign-up creates (intent `signup`). */
    organisationName: text('organisation_name'),
    /** The signed-in user who links an account (intent `link`). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('oidc_states_state_hash_unique').on(table.stateHash),
    index('oidc_states_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A password reset link, used once. Only the SHA-256 of the token is kept; the token itself is
 * derived from the row's id with a server key, so the sending job can rebuild it on a retry and a
 * copy of this table opens no account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);
