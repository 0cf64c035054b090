import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inboundMessages, mailboxes, mailboxSyncState } from '../../../db/schema.ts';
import type { InboundCursor } from '../../mailboxes/index.ts';
import { recordWebhookEvents, type WebhookEventInput } from '../../webhooks/index.ts';
import type { SyncStore } from './sync-store.ts';
import { createThreadReads } from './thread-reads.ts';

/** The lease is free when nobody holds it or its holder's time ran out (a worker that stopped). */
const leaseFree = (now: Date) => or(isNull(mailboxSyncState.lockedUntil), lt(mailboxSyncState.lockedUntil, now));

/** The sync engine's store on the app's database (PGlite or PostgreSQL). */
export function createDrizzleSyncStore(db: Database): SyncStore {
  return {
    ...createThreadReads(db),

    async dueMailboxes(now, limit) {
      const rows = await db
        .select({ mailbox: mailboxes })
        .from(mailboxes)
        .leftJoin(mailboxSyncState, eq(mailboxSyncState.mailboxId, mailboxes.id))
        .where(
          and(
            eq(mailboxes.mode, 'Email'),
            eq(mailboxes.status, 'active'),
            or(isNull(mailboxSyncState.mailboxId), and(lte(mailboxSyncState.nextSyncAt, now), leaseFree(now))),
          ),
        )
        .orderBy(sql`${mailboxSyncState.nextSyncAt} asc nulls first`, asc(mailboxes.id))
        .limit(limit);
      return rows.map((row) => row.mailbox);
    },

    async claim(mailbox, worker, now, until, onlyIfDue) {
      const free = leaseFree(now);
      const rows = await db
        .insert(mailboxSyncState)
        .values({
          mailboxId: mailbox.id,
          organisationId: mailbox.organisationId,
          lockedBy: worker,
          lockedUntil: until,
          lastAttemptAt: now,
          nextSyncAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: mailboxSyncState.mailboxId,
          set: { lockedBy: worker, lockedUntil: until, lastAttemptAt: now, updatedAt: now },
          setWhere: onlyIfDue ? and(free, lte(mailboxSyncState.nextSyncAt, now)) : free,
        })
        .returning({
          cursor: mailboxSyncState.cursor,
          consecutiveFailures: mailboxSyncState.consecutiveFailures,
          backfillFrom: mailboxSyncState.backfillFrom,
        });
      const row = rows[0];
      if (!row) return null;
      return {
        cursor: (row.cursor as InboundCursor | null) ?? null,
        consecutiveFailures: row.consecutiveFailures,
        backfillFrom: row.backfillFrom,
      };
    },

    storeBatch(input) {
      return db.transaction(async (tx) => {
        // The cursor first: it takes the state row's lock, so a worker whose lease was taken over writes nothing.
        const held = await tx
          .update(mailboxSyncState)
          .set({
            cursor: input.cursor as unknown as Record<string, unknown>,
            backfillFrom: input.backfillFrom,
            lockedUntil: input.leaseUntil,
            updatedAt: input.at,
          })
          .where(and(eq(mailboxSyncState.mailboxId, input.mailboxId), eq(mailboxSyncState.lockedBy, input.worker)))
          .returning({ mailboxId: mailboxSyncState.mailboxId });
        if (held.length === 0) return null;
        if (input.messages.length === 0) return [];
        const stored = await tx
          .insert(inboundMessages)
          .values(input.messages)
          .onConflictDoNothing({ target: [inboundMessages.mailboxId, inboundMessages.messageId] })
          .returning();
        await recordWebhookEvents(tx, stored.flatMap(inboundWebhookEvent));
        return stored;
      });
    },

    async pendingEffects(mailboxId, limit) {
      return db
        .select()
        .from(inboundMessages)
        .where(
          and(
            eq(inboundMessages.mailboxId, mailboxId),
            isNull(inboundMessages.effectsAt),
            isNull(inboundMessages.deletedAt),
          ),
        )
        .orderBy(asc(inboundMessages.receivedAt), asc(inboundMessages.id))
        .limit(limit);
    },

    async markEffectsDone(ids, at) {
      if (ids.length === 0) return;
      await db
        .update(inboundMessages)
        .set({ effectsAt: at })
        .where(and(inArray(inboundMessages.id, ids), isNull(inboundMessages.effectsAt)));
    },

    async release(mailboxId, worker, outcome) {
      const failed = outcome.status === 'failing';
      await db
        .update(mailboxSyncState)
        .set({
          status: outcome.status,
          lastError: outcome.error,
          consecutiveFailures: failed ? sql`${mailboxSyncState.consecutiveFailures} + 1` : 0,
          ...(failed ? {} : { lastSuccessAt: outcome.at }),
          nextSyncAt: outcome.nextSyncAt,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: outcome.at,
        })
        .where(and(eq(mailboxSyncState.mailboxId, mailboxId), eq(mailboxSyncState.lockedBy, worker)));
    },
  };
}

/** The webhook event a stored message is (a reply with its label, a bounce), written with it. */
function inboundWebhookEvent(row: typeof inboundMessages.$inferSelect): WebhookEventInput[] {
  const common = {
    messageId: row.id,
    campaignId: row.campaignId,
    enrolmentId: row.enrolmentId,
    personId: row.personId,
    receivedAt: row.receivedAt.toISOString(),
  };
  if (row.kind === 'reply') {
    return [
      {
        organisationId: row.organisationId,
        type: 'reply.received',
        key: `reply.received:${row.id}`,
        data: { ...common, from: row.fromAddress, subject: row.subject, label: row.label, confidence: row.confidence },
        at: row.receivedAt,
      },
    ];
  }
  if (row.kind === 'bounce') {
    return [
      {
        organisationId: row.organisationId,
        type: 'email.bounced',
        key: `email.bounced:${row.id}`,
        data: { ...common, recipient: row.bounceRecipient, bounceKind: row.bounceKind },
        at: row.receivedAt,
      },
    ];
  }
  return [];
}
