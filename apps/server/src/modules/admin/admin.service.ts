import type { AdminOrganisation, PageQuery } from '@leadpilot/contracts';
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, users } from '../../db/schema.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { countSandboxMessagesByOrganisation } from '../sandbox-mail/index.ts';

/** Platform-wide views for super-admins; the routes are closed to everyone else. */
export function createAdminService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async listOrganisations(query: PageQuery) {
      const where = query.q
        ? or(ilike(organisations.name, likePattern(query.q)), ilike(organisations.domain, likePattern(query.q)))
        : undefined;
      const memberCount = db
        .select({ organisationId: users.organisationId, value: count().as('member_count') })
        .from(users)
        .where(ne(users.status, 'deactivated'))
        .groupBy(users.organisationId)
        .as('member_counts');
      const owner = db
        .selectDistinctOn([users.organisationId], { organisationId: users.organisationId, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'owner'), ne(users.status, 'deactivated')))
        .orderBy(users.organisationId, users.createdAt)
        .as('owners');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            organisation: organisations,
            memberCount: sql<number>`coalesce(${memberCount.value}, 0)::int`,
            ownerEmail: owner.email,
          })
          .from(organisations)
          .leftJoin(memberCount, eq(memberCount.organisationId, organisations.id))
          .leftJoin(owner, eq(owner.organisationId, organisations.id))
          .where(where)
          .orderBy(desc(organisations.createdAt), desc(organisations.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(organisations).where(where),
      ]);
      const sandboxCounts = await countSandboxMessagesByOrganisation(
        db,
        rows.map((row) => row.organisation.id),
      );
      const data: AdminOrganisation[] = rows.map((row) => ({
        id: row.organisation.id,
        name: row.organisation.name,
        domain: row.organisation.domain,
        country: row.organisation.country,
        memberCount: Number(row.memberCount),
        sandboxMessageCount: sandboxCounts.get(row.organisation.id) ?? 0,
        ownerEmail: row.ownerEmail ?? null,
        createdAt: row.organisation.createdAt.toISOString(),
      }));
      return { data, total: total?.value ?? 0, page: query.page, perPage: query.perPage };
    },
  };
}
