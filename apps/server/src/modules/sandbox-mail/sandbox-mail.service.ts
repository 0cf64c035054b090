import type { SandboxMessage, SandboxMessageSummary, SimulatedReplyKind } from '@leadpilot/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxMessages, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { composeSimulatedReply } from './simulated-replies.ts';

type Row = typeof sandboxMessages.$inferSelect;

const toSummary = (row: Row): SandboxMessageSummary => ({
  id: row.id,
  organisationId: row.organisationId,
  from: row.fromAddress,
  to: row.toAddress,
  subject: row.subject,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
});

/** Messages about one person's own account: only their recipient reads them in the sandbox. */
const personalKinds = ['password-reset', 'sign-in-alert', 'invitation-elsewhere'];

/**
 * The sandbox mailbox's reader. Owners and admins read what their own organisation sent (the
 * super-admin too, for their own organisation: no one reads another organisation's mail); a
 * password reset or sign-in alert only its recipient reads, so an admin cannot take over a
 * teammate's account with their reset link. Messages of no organisation are the platform's own
 * (a free-enrichment code, a sales inquiry): only the super-admin reads them here.
 */
export function createSandboxMailService(deps: { db: Database; clock?: Clock }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const scope = (actor: Actor): SQL | undefined => {
    const own = and(
      eq(sandboxMessages.organisationId, actor.organisationId),
      or(
        notInArray(sandboxMessages.kind, personalKinds),
        eq(
          sql`lower(${sandboxMessages.toAddress})`,
          db
            .select({ email: sql`lower(${users.email})` })
            .from(users)
            .where(eq(users.id, actor.userId)),
        ),
      ),
    );
    return actor.isSuperAdmin ? or(own, isNull(sandboxMessages.organisationId)) : own;
  };

  return {
    async list(
      actor: Actor,
      query: { q?: string | undefined; to?: string | undefined; page: number; perPage: number },
    ) {
      const filters = [scope(actor)];
      if (query.q) {
        filters.push(
          or(
            ilike(sandboxMessages.subject, likePattern(query.q)),
            ilike(sandboxMessages.toAddress, likePattern(query.q)),
          ),
        );
      }
      if (query.to) filters.push(eq(sandboxMessages.toAddress, query.to.toLowerCase()));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sandboxMessages)
          .where(where)
          .orderBy(desc(sandboxMessages.createdAt), desc(sandboxMessages.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(sandboxMessages).where(where),
      ]);
      return { data: rows.map(toSummary), total: total?.value ?? 0, page: query.page, perPage: query.perPage };
    },

    async get(actor: Actor, id: string): Promise<SandboxMessage> {
      const [row] = await db
        .select()
        .from(sandboxMessages)
        .where(and(eq(sandboxMessages.id, id), scope(actor)));
      if (!row) throw notFound('This message');
      return { ...toSummary(row), text: row.textBody, html: row.htmlBody };
    },

    /**
     * Stores, as if the prospect's side had sent it, an answer to a message a sandbox mailbox sent:
     * it lands in that mailbox, where the reply reader finds it on its next read. One answer of
     * each kind per message (the same request again changes nothing).
     */
    async simulateReply(actor: Actor, id: string, kind: SimulatedReplyKind) {
      const [row] = await db
        .select()
        .from(sandboxMessages)
        .where(and(eq(sandboxMessages.id, id), scope(actor)));
      if (!row) throw notFound('This message');
      if (row.kind !== 'mailbox') {
        throw refused('Only a message a sandbox mailbox sent (a campaign or a reply) can be answered.');
      }
      const reply = await composeSimulatedReply(row, kind, clock.now());
      const [stored] = await db
        .insert(sandboxMessages)
        .values({
          organisationId: row.organisationId,
          idempotencyKey: `simulated-reply:${row.id}:${kind}`,
          kind: 'simulated-reply',
          fromAddress: reply.from,
          toAddress: reply.to,
          subject: reply.subject,
          textBody: reply.text,
          raw: reply.raw,
        })
        .onConflictDoNothing({ target: sandboxMessages.idempotencyKey })
        .returning();
      return {
        message: stored
          ? `The answer is in ${reply.to}: the reply reader picks it up at its next read (within a few minutes).`
          : `This answer was already sent to ${reply.to}.`,
        data: toSummary(stored ?? row),
      };
    },
  };
}

/** Per organisation, how many messages the sandbox holds: the super-admin's view, counts and never content. */
export async function countSandboxMessagesByOrganisation(
  db: Database,
  organisationIds: string[],
): Promise<Map<string, number>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .select({ organisationId: sandboxMessages.organisationId, value: count() })
    .from(sandboxMessages)
    .where(inArray(sandboxMessages.organisationId, organisationIds))
    .groupBy(sandboxMessages.organisationId);
  return new Map(rows.map((row) => [row.organisationId ?? '', row.value]));
}
