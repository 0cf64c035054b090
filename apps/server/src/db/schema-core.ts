import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  domain: text('domain').notNull().default(''),
  country: text('country').notNull().default(''),
  timeZone: text('time_zone').notNull().default('UTC'),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  addressCity: text('address_city').notNull().default(''),
  addressRegion: text('address_region').notNull().default(''),
  addressPostalCode: text('address_postal_code').notNull().default(''),
  addressCountry: text('address_country').notNull().default(''),
  /** `free`: made by the free-enrichment funnel (docs/enrichment.md); a password makes it `active`. */
  state: text('state', { enum: ['active', 'free'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    status: text('status', { enum: ['invited', 'active', 'deactivated'] }).notNull(),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    jobTitle: text('job_title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    avatarUrl: text('avatar_url'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One account per address; an invitation is not an account yet, so several teams may invite one
    // address (it is refused at acceptance when an account holds it by then), each team once.
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`).where(sql`status <> 'invited'`),
    uniqueIndex('users_organisation_email_unique').on(table.organisationId, sql`lower(${table.email})`),
    index('users_organisation_idx').on(table.organisationId),
  ],
);

/** A sign-in on one device: its refresh tokens form one family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped on every resend: the token is derived from id and version, so older links stop working. */
    version: integer('version').notNull().default(1),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    index('invitations_user_idx').on(table.userId),
  ],
);

/** Every message the built-in sandbox mailbox accepted instead of sending it out. */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    raw: text('raw').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sandbox_messages_idempotency_unique').on(table.idempotencyKey),
    index('sandbox_messages_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/** Who did what to whom: role changes, deactivations, super-admin actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_organisation_idx').on(table.organisationId, table.createdAt)],
);
