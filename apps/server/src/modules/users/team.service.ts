import type { Profile, TeamListQuery, UpdateUserBody, UserStatus } from '@leadpilot/contracts';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound, refused } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { recordAudit } from '../audit/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import type { InvitationService } from './invitations.service.ts';
import { toMember } from './member-view.ts';

export function createTeamService(deps: { db: Database; clock: Clock; invitations: InvitationService }) {
  const { db, clock } = deps;

  /** A member of the actor's organisation; any other id answers 404. */
  async function findMember(actor: Actor, userId: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.organisationId, actor.organisationId)));
    if (!row) throw notFound('This member');
    return row;
  }

  /** Changes a member's status with its audit row; deactivation also ends their sessions. */
  async function setStatus(actor: Actor, userId: string, status: UserStatus, action: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ status, updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (status === 'deactivated') await revokeUserSessions(tx, userId, clock.now(), 'deactivated');
      await recordAudit(tx, {
        organisationId: actor.organisationId,
        actorUserId: actor.userId,
        action,
        targetType: 'user',
        targetId: userId,
      });
      return row;
    });
  }

  async function countActiveOwners(organisationId: string, exceptUserId: string) {
    const [row] = await db
      .select({ value: count() })
      .from(users)
      .where(
        and(
          eq(users.organisationId, organisationId),
          eq(users.role, 'owner'),
          eq(users.status, 'active'),
          ne(users.id, exceptUserId),
        ),
      );
    return row?.value ?? 0;
  }

  return {
    async profile(actor: Actor): Promise<Profile> {
      const [row] = await db
        .select({ user: users, organisation: { id: organisations.id, name: organisations.name } })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, actor.userId));
      if (!row) throw notFound('Your profile');
      return { ...toMember(row.user), organisation: row.organisation };
    },

    async list(actor: Actor, query: TeamListQuery) {
      const filters: (SQL | undefined)[] = [eq(users.organisationId, actor.organisationId)];
      if (query.status) filters.push(eq(users.status, query.status));
      if (query.q) filters.push(or(ilike(users.name, likePattern(query.q)), ilike(users.email, likePattern(query.q))));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { data: rows.map(toMember), total: total?.value ?? 0, page: query.page, perPage: query.perPage };
    },

    /** Own profile, or (with team rights) another member's profile and role. */
    async update(actor: Actor, input: UpdateUserBody) {
      const { id, role, avatar, ...fields } = input;
      const targetId = id ?? actor.userId;
      const isSelf = targetId === actor.userId;
      if (!isSelf && !actor.ability.can('update', 'Team'))
        throw forbidden('Only owners and admins can edit other members.');
      const target = await findMember(actor, targetId);
      if (role !== undefined && role !== target.role) {
        if (isSelf) throw refused('You cannot change your own role.');
        if ((role === 'owner' || target.role === 'owner') && actor.role !== 'owner') {
          throw forbidden('Only an owner can grant or remove the owner role.');
        }
      }
      const changes = {
        ...fields,
        ...(avatar !== undefined ? { avatarUrl: avatar === '' ? null : avatar } : {}),
        ...(role !== undefined ? { role } : {}),
        updatedAt: clock.now(),
      };
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
        if (role !== undefined && role !== target.role) {
          await recordAudit(tx, {
            organisationId: actor.organisationId,
            actorUserId: actor.userId,
            action: 'member.role-changed',
            targetType: 'user',
            targetId: target.id,
            details: { from: target.role, to: role },
          });
        }
        return row;
      });
      if (!updated) throw notFound('This member');
      return { message: isSelf ? 'Profile saved.' : `${updated.name} updated.`, data: toMember(updated) };
    },

    invite: deps.invitations.invite,
    resendInvitation: deps.invitations.resend,

    /** Deactivates a member: their sessions end at once and they can no longer sign in. */
    async deactivate(actor: Actor, userId: string) {
      const target = await findMember(actor, userId);
      if (target.id === actor.userId) throw refused('You cannot deactivate yourself.');
      if (target.role === 'owner' && actor.role !== 'owner')
        throw forbidden('Only an owner can deactivate another owner.');
      if (target.status === 'deactivated') throw refused(`${target.name} is already deactivated.`);
      if (target.role === 'owner' && (await countActiveOwners(actor.organisationId, target.id)) === 0) {
        throw refused('An organisation needs at least one active owner.');
      }
      const updated = await setStatus(actor, target.id, 'deactivated', 'member.deactivated');
      if (!updated) throw notFound('This member');
      return { message: `${updated.name} has been deactivated.`, data: toMember(updated) };
    },

    async reactivate(actor: Actor, userId: string) {
      const target = await findMember(actor, userId);
      if (target.status !== 'deactivated') throw refused(`${target.name} is not deactivated.`);
      if (target.role === 'owner' && actor.role !== 'owner')
        throw forbidden('Only an owner can reactivate another owner.');
      const status = target.passwordHash ? 'active' : 'invited';
      const updated = await setStatus(actor, target.id, status, 'member.reactivated');
      if (!updated) throw notFound('This member');
      return { message: `${updated.name} has been reactivated.`, data: toMember(updated) };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
