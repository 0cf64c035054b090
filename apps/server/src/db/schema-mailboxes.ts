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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Host, port, TLS and user name of an SMTP or IMAP server; the password lives in `secretCiphertext`. */
export interface StoredServerSettings {
  host: string;
  port: number;
  secure: boolean;
  /** The user chose no encryption: STARTTLS only when offered. Absent or false: STARTTLS is required unless `secure`. */
  plainText?: boolean;
  username: string;
}

export interface StoredSendingWindow {
  start: string;
  end: string;
  days: number[];
  timeZone: string;
}

export interface StoredCalendarSettings {
  provider: 'google' | 'microsoft';
  workingHours: { start: string; end: string; days: number[] };
  timeZone: string;
  meetingMinutes: number;
  bufferMinutes: number;
  bookingSlug: string;
  /** Booking's own rules (docs/meetings.md); absent on calendars saved before them: 120 minutes, no cap. */
  minimumNoticeMinutes?: number;
  dailyCap?: number | null;
}

/**
 * A mailbox or calendar an organisation connected (the spec's "email provider entry"). Every
 * secret (server passwords, OAuth access and refresh tokens) is one AES-256-GCM sealed JSON in
 * `secretCiphertext`; nothing else here is secret.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The member who connected it. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ['Email', 'Calendar'] }).notNull(),
    kind: text('kind', { enum: ['gmail', 'microsoft', 'smtp', 'sandbox'] }).notNull(),
    /** Lower-cased address (for a calendar: the account's address). */
    email: text('email').notNull(),
    senderName: text('sender_name').notNull().default(''),
    status: text('status', { enum: ['active', 'broken', 'deactivated'] })
      .notNull()
      .default('active'),
    statusReason: text('status_reason').notNull().default(''),
    dailyLimit: integer('daily_limit').notNull().default(50),
    sendingWindow: jsonb('sending_window').$type<StoredSendingWindow>(),
    signatureId: uuid('signature_id'),
    trackingDomain: text('tracking_domain').notNull().default(''),
    smtpSettings: jsonb('smtp_settings').$type<StoredServerSettings>(),
    imapSettings: jsonb('imap_settings').$type<StoredServerSettings>(),
    /** Sealed JSON: `{ smtpPassword, imapPassword }` or `{ accessToken, refreshToken, scope }`. */
    secretCiphertext: text('secret_ciphertext'),
    /** When the stored OAuth access token expires; refreshed a few minutes before. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** The provider account's stable id (Google `sub`, Microsoft `oid`), to recognise a reconnect. */
    providerAccountId: text('provider_account_id'),
    calendarSettings: jsonb('calendar_settings').$type<StoredCalendarSettings>(),
    warmupEnabled: boolean('warmup_enabled').notNull().default(false),
    warmupTarget: integer('warmup_target').notNull().default(30),
    warmupStartedAt: timestamp('warmup_started_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('mailboxes_organisation_mode_email_unique').on(table.organisationId, table.mode, table.email),
    index('mailboxes_warmup_idx').on(table.warmupEnabled, table.status),
    check('mailboxes_email_lower', sql`${table.email} = lower(${table.email})`),
    check('mailboxes_daily_limit_positive', sql`${table.dailyLimit} > 0`),
  ],
);

/**
 * One consent flow started for a mailbox or calendar (Gmail, Microsoft, Google or Microsoft
 * calendar). Only a hash of `state` is kept; the PKCE verifier is derived from the state with a
 * server key. `GET /organisation/emailcode` consumes it; the same state again answers the same mailbox.
 */
export const consentStates = pgTable(
  'consent_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['gmail', 'microsoft', 'google_calendar', 'microsoft_calendar'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Hash of the code that consumed it: the same code again is answered, another code refused. */
    codeHash: text('code_hash'),
    resultMailboxId: uuid('result_mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('consent_states_state_hash_unique').on(table.stateHash),
    index('consent_states_expires_idx').on(table.expiresAt),
  ],
);

/** Every message a mailbox sent (campaigns and warm-up): the daily count and limits read it. */
export const mailboxSends = pgTable(
  'mailbox_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['campaign', 'warmup', 'test'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    messageId: text('message_id').notNull().default(''),
    toAddress: text('to_address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mailbox_sends_idempotency_unique').on(table.idempotencyKey),
    index('mailbox_sends_mailbox_day_idx').on(table.mailboxId, table.sentAt),
  ],
);

/**
 * One warm-up exchange between two opted-in mailboxes of the platform (any organisations). The
 * receiving side records where it landed, opens it, rescues it from spam and sometimes replies.
 */
export const warmupMessages = pgTable(
  'warmup_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromMailboxId: uuid('from_mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    toMailboxId: uuid('to_mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** A random token in the subject and an `X-Leadpilot-Warmup` header, to find it on the other side. */
    token: text('token').notNull(),
    subject: text('subject').notNull(),
    /** The warm-up message this one answers. */
    inReplyToId: uuid('in_reply_to_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the receiver found it: inbox or spam; null until looked for. */
    landedIn: text('landed_in', { enum: ['inbox', 'spam', 'missing'] }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    rescuedAt: timestamp('rescued_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('warmup_messages_token_unique').on(table.token),
    index('warmup_messages_from_idx').on(table.fromMailboxId, table.sentAt),
    index('warmup_messages_to_idx').on(table.toMailboxId, table.sentAt),
  ],
);
