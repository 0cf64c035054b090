import { and, asc, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxMessages } from '../../db/schema.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { createSandboxTransport } from '../../platform/mail/sandbox-transport.ts';
import type { FoundMessage, MailboxClient } from './mailbox-client.ts';
import type { MailboxRow } from './mailbox-view.ts';

const warmupHeader = 'x-leadpilot-warmup';

/**
 * The built-in sandbox mailbox: what it sends is kept in Leadpilot (sandbox messages) instead of
 * leaving the machine, and what is sent to its address is found there. Everything lands in the
 * inbox; there is no spam folder, so a rescue has nothing to move. A team can demo campaigns and
 * warm-up offline with it.
 */
export function createSandboxClient(deps: { db: Database }, mailbox: MailboxRow): MailboxClient {
  const { db } = deps;
  const transport = createSandboxTransport(db);
  return {
    async send(message) {
      const headers = Object.fromEntries(
        Object.entries(message.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const key = `mailbox:${mailbox.id}:${message.idempotencyKey}`;
      const sent = await transport.send({
        organisationId: mailbox.organisationId,
        kind: headers[warmupHeader] ? 'warmup' : 'mailbox',
        idempotencyKey: key,
        from: message.from.name ? `${message.from.name} <${message.from.address}>` : message.from.address,
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
        ...(message.references || message.inReplyTo ? { references: message.references ?? message.inReplyTo } : {}),
        headers: message.headers ?? {},
      });
      if (!sent.duplicate) return { messageId: message.messageId ?? sent.messageId };
      if (message.messageId) return { messageId: message.messageId };
      const [previous] = await db
        .select({ id: sandboxMessages.id })
        .from(sandboxMessages)
        .where(eq(sandboxMessages.idempotencyKey, key));
      return { messageId: previous?.id ?? '' };
    },

    async findByToken(token) {
      const pattern = likePattern(token);
      const rows = await db
        .select({ id: sandboxMessages.id, subject: sandboxMessages.subject })
        .from(sandboxMessages)
        .where(
          and(
            eq(sql`lower(${sandboxMessages.toAddress})`, mailbox.email),
            or(ilike(sandboxMessages.subject, pattern), ilike(sandboxMessages.raw, pattern)),
          ),
        )
        .orderBy(desc(sandboxMessages.createdAt))
        .limit(50);
      return rows.map(
        (row): FoundMessage => ({ ref: row.id, folder: 'inbox', messageId: row.id, subject: row.subject, seen: false }),
      );
    },

    /** Whether this mailbox's kept messages hold one with this Message-ID (every sandbox message is its own sent copy). */
    async findSent(messageId) {
      const rows = await db
        .select({ id: sandboxMessages.id })
        .from(sandboxMessages)
        .where(
          and(
            eq(sandboxMessages.organisationId, mailbox.organisationId),
            ilike(sandboxMessages.fromAddress, likePattern(mailbox.email)),
            ilike(sandboxMessages.raw, `%Message-ID: ${likePattern(messageId).slice(1)}`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * What other mailboxes sent to this address, in the order it was kept: (created_at, id) past the
     * cursor. The cursor keeps `created_at` as PostgreSQL wrote it (microseconds), so no message is read twice.
     */
    async fetchInbound(request) {
      const { cursor } = request;
      const after =
        cursor?.kind === 'sandbox'
          ? sql`(${sandboxMessages.createdAt}, ${sandboxMessages.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : gte(sandboxMessages.createdAt, request.backfillSince);
      const rows = await db
        .select({
          id: sandboxMessages.id,
          raw: sandboxMessages.raw,
          createdAt: sandboxMessages.createdAt,
          createdAtText: sql<string>`${sandboxMessages.createdAt}::text`,
        })
        .from(sandboxMessages)
        .where(and(eq(sql`lower(${sandboxMessages.toAddress})`, mailbox.email), after))
        .orderBy(asc(sandboxMessages.createdAt), asc(sandboxMessages.id))
        .limit(request.limit + 1);
      const batch = rows.slice(0, request.limit);
      const last = batch.at(-1);
      return {
        messages: batch.map((row) => {
          const raw = Buffer.from(row.raw, 'utf8');
          return { ref: row.id, raw: raw.subarray(0, request.maxBytes), size: raw.length, receivedAt: row.createdAt };
        }),
        cursor: last
          ? { kind: 'sandbox', createdAt: last.createdAtText, id: last.id }
          : cursor?.kind === 'sandbox'
            ? cursor
            : {
                kind: 'sandbox',
                createdAt: request.backfillSince.toISOString(),
                id: '00000000-0000-0000-0000-000000000000',
              },
        more: rows.length > request.limit,
      };
    },

    async rescue() {
      // Nothing to move: sandbox mail always lands in the inbox.
    },

    async verify() {
      // Always reachable: it lives in Leadpilot's own database.
    },

    async close() {},
  };
}
