import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes, mailboxSends, warmupMessages } from '../../db/schema.ts';
import { type MailboxRow, sentTodayBy } from '../mailboxes/index.ts';

export type WarmupMessageRow = typeof warmupMessages.$inferSelect;

/** A warm-up message the engine is about to send, held by its token (unique) so a slot sends once. */
export interface WarmupClaimInput {
  fromMailboxId: string;
  toMailboxId: string;
  token: string;
  subject: string;
  inReplyToId?: string;
  sentAt: Date;
}

/** What the receiving side found of a message: where it landed, or that it never arrived. */
export type WarmupArrival = { landedIn: 'missing' } | { landedIn: 'inbox' | 'spam'; rescued: boolean };

/**
 * Every read and write the warm-up engine makes, and nothing else (as listmonk's campaign manager
 * sees its `Store`). The engine is written against this; `createDrizzleWarmupStore` is the one on
 * the app's database. The campaign engine follows the same shape.
 */
export interface WarmupStore {
  /** Mailboxes that take part: warm-up on, sending mail, active, started; by id. */
  warmingMailboxes(): Promise<MailboxRow[]>;
  /** Warm-up messages the mailbox sent since `since` (only first messages, not replies, when `freshOnly`). */
  warmupSentSince(mailboxId: string, since: Date, freshOnly?: boolean): Promise<number>;
  /** Messages of every purpose the mailbox sent today (UTC). */
  sentToday(mailboxId: string, now: Date): Promise<number>;
  /** Marks an active mailbox broken, with the reason in plain words. */
  markBroken(mailboxId: string, reason: string, now: Date): Promise<void>;
  /** Takes a message's slot; undefined when another run holds it already. */
  claim(input: WarmupClaimInput): Promise<{ id: string; token: string } | undefined>;
  /** Gives a slot back after its send failed. */
  releaseClaim(claimId: string): Promise<void>;
  /** Frees claims older than `staleBefore` that never sent, and records answers whose send happened but whose mark did not. */
  recoverClaims(staleBefore: Date): Promise<void>;
  /** Sent, unchecked messages to active mailboxes, oldest first, each with its receiving mailbox. */
  pendingArrivals(now: Date, limit: number): Promise<{ message: WarmupMessageRow; receiver: MailboxRow }[]>;
  /** Records where a message landed, once; false when another run recorded it first. */
  recordArrival(messageId: string, arrival: WarmupArrival, now: Date): Promise<boolean>;
  /** First messages between the given mailboxes, sent since `since`, landed and not yet answered; oldest first. */
  replyCandidates(mailboxIds: string[], since: Date): Promise<WarmupMessageRow[]>;
  /** The Message-ID a send with this idempotency key went out with, if it went out. */
  sentMessageId(idempotencyKey: string): Promise<string | undefined>;
  /** Marks a message answered, once. */
  markReplied(messageId: string, now: Date): Promise<void>;
  /** How many messages the sender wrote to each partner since `since`. */
  recentPartnerCounts(senderId: string, since: Date): Promise<Map<string, number>>;
}

/** The warm-up engine's store on the app's database. */
export function createDrizzleWarmupStore(db: Database): WarmupStore {
  const wasSent = sql`exists (select 1 from ${mailboxSends} where ${mailboxSends.idempotencyKey} = 'warmup:' || ${warmupMessages.token})`;
  return {
    warmingMailboxes: () =>
      db
        .select()
        .from(mailboxes)
        .where(
          and(
            eq(mailboxes.warmupEnabled, true),
            eq(mailboxes.mode, 'Email'),
            eq(mailboxes.status, 'active'),
            isNotNull(mailboxes.warmupStartedAt),
          ),
        )
        .orderBy(asc(mailboxes.id)),

    async warmupSentSince(mailboxId, since, freshOnly = false) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(warmupMessages)
        .where(
          and(
            eq(warmupMessages.fromMailboxId, mailboxId),
            gte(warmupMessages.sentAt, since),
            freshOnly ? isNull(warmupMessages.inReplyToId) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    sentToday: (mailboxId, now) => sentTodayBy(db, mailboxId, now),

    async markBroken(mailboxId, reason, now) {
      await db
        .update(mailboxes)
        .set({ status: 'broken', statusReason: reason, updatedAt: now })
        .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.status, 'active')));
    },

    async claim(input) {
      const [claim] = await db
        .insert(warmupMessages)
        .values(input)
        .onConflictDoNothing({ target: warmupMessages.token })
        .returning({ id: warmupMessages.id, token: warmupMessages.token });
      return claim;
    },

    async releaseClaim(claimId) {
      await db.delete(warmupMessages).where(eq(warmupMessages.id, claimId));
    },

    async recoverClaims(staleBefore) {
      await db
        .delete(warmupMessages)
        .where(
          and(
            lt(warmupMessages.sentAt, staleBefore),
            isNull(warmupMessages.checkedAt),
            sql`not exists (select 1 from ${mailboxSends} where ${mailboxSends.idempotencyKey} = 'warmup:' || ${warmupMessages.token})`,
          ),
        );
      await db.execute(sql`
        update warmup_messages as original set replied_at = answer.sent_at
        from warmup_messages as answer
        where answer.in_reply_to_id = original.id and original.replied_at is null
          and exists (select 1 from mailbox_sends where idempotency_key = 'warmup:' || answer.token)`);
    },

    pendingArrivals: (now, limit) =>
      db
        .select({ message: warmupMessages, receiver: mailboxes })
        .from(warmupMessages)
        .innerJoin(mailboxes, eq(mailboxes.id, warmupMessages.toMailboxId))
        .where(
          and(
            isNull(warmupMessages.checkedAt),
            lt(warmupMessages.sentAt, now),
            eq(mailboxes.status, 'active'),
            wasSent,
          ),
        )
        .orderBy(asc(warmupMessages.sentAt))
        .limit(limit),

    async recordArrival(messageId, arrival, now) {
      const values =
        arrival.landedIn === 'missing'
          ? { landedIn: 'missing' as const, checkedAt: now }
          : { landedIn: arrival.landedIn, checkedAt: now, openedAt: now, rescuedAt: arrival.rescued ? now : null };
      const marked = await db
        .update(warmupMessages)
        .set(values)
        .where(and(eq(warmupMessages.id, messageId), isNull(warmupMessages.checkedAt)))
        .returning({ id: warmupMessages.id });
      return marked.length > 0;
    },

    replyCandidates: (mailboxIds, since) =>
      db
        .select()
        .from(warmupMessages)
        .where(
          and(
            inArray(warmupMessages.toMailboxId, mailboxIds),
            inArray(warmupMessages.fromMailboxId, mailboxIds),
            isNull(warmupMessages.inReplyToId),
            isNull(warmupMessages.repliedAt),
            inArray(warmupMessages.landedIn, ['inbox', 'spam']),
            gte(warmupMessages.sentAt, since),
          ),
        )
        .orderBy(asc(warmupMessages.sentAt)),

    async sentMessageId(idempotencyKey) {
      const [sent] = await db
        .select({ messageId: mailboxSends.messageId })
        .from(mailboxSends)
        .where(eq(mailboxSends.idempotencyKey, idempotencyKey));
      return sent?.messageId;
    },

    async markReplied(messageId, now) {
      await db
        .update(warmupMessages)
        .set({ repliedAt: now })
        .where(and(eq(warmupMessages.id, messageId), isNull(warmupMessages.repliedAt)));
    },

    async recentPartnerCounts(senderId, since) {
      const recent = await db
        .select({ to: warmupMessages.toMailboxId, total: sql<number>`count(*)::int` })
        .from(warmupMessages)
        .where(and(eq(warmupMessages.fromMailboxId, senderId), gte(warmupMessages.sentAt, since)))
        .groupBy(warmupMessages.toMailboxId);
      return new Map(recent.map((row) => [row.to, row.total]));
    },
  };
}
