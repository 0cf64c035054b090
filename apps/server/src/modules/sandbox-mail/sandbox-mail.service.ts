import type { SandboxMessage, SandboxMessageSummary } from '@leadpilot/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxMessages } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../users/index.ts';

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

/**
 * The sandbox mailbox's reader: owners and admins read what their organisation sent; the
 * super-admin reads everything, platform messages included.
 */
export function createSandboxMailService(deps: { db: Database }) {
  const { db } = deps;
  const scope = (actor: Actor): SQL | undefined =>
    actor.isSuperAdmin ? undefined : eq(sandboxMessages.organisationId, actor.organisationId);

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
  };
}
