import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in and abuse throttles' counts (platform/attempt-limiter.ts, the sign-in watch), shared
 * by every process on the database and kept across restarts. One row per limiter and key; the key
 * is stored as an HMAC, never as the address or email itself. Times are milliseconds from the
 * app's clock (never the database's), so every process and the tests' manual clocks agree.
 */
export const throttleCounts = pgTable(
  'throttle_counts',
  {
    /** Which throttle: 'login-per-ip', 'login-failures-per-pair', 'sign-in-watch'… */
    limiter: text('limiter').notNull(),
    /** HMAC-SHA256 (hex) of the key under a key derived from JWT_SECRET. */
    keyHash: text('key_hash').notNull(),
    /** Sliding windows: the attempts still in the window, oldest first. */
    timesMs: bigint('times_ms', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The sign-in watch: the HMAC of each attempt's address, in step with `times_ms`. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Growing delays: failures since the last success or quiet spell, and when the last one was. */
    count: integer('count').notNull().default(0),
    lastAtMs: bigint('last_at_ms', { mode: 'number' }),
    /** The sign-in watch: when the owner was last alerted. */
    alertedAtMs: bigint('alerted_at_ms', { mode: 'number' }),
    /** After this the row means nothing any more and may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.limiter, table.keyHash] }),
    index('throttle_counts_expires_at_idx').on(table.expiresAt),
  ],
);
