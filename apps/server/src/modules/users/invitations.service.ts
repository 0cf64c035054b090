import { randomUUID } from 'node:crypto';
import type { CreateMemberBody, LoginReply } from '@leadpilot/contracts';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { invitations, organisations, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { type Clock, days } from '../../platform/clock.ts';
import { deriveKey, hmacToken, sha256 } from '../../platform/crypto.ts';
import { AppError, conflict, forbidden, notFound, refused } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { Queue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/index.ts';
import { type AuthService, assertAcceptablePassword, type RequestOrigin } from '../auth/index.ts';
import { invitationSendJob } from './invitation.jobs.ts';
import { renderExistingAccountNotice, renderInvitationEmail } from './invitation-email.ts';
import { toMember } from './member-view.ts';

export interface InvitationDependencies {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'JWT_SECRET' | 'APP_URL' | 'INVITATION_TTL_DAYS' | 'MAIL_FROM'>;
  queue: Queue;
  mail: MailTransport;
  auth: AuthService;
}

/**
 * Invitations. The link's token is derived from the invitation id and its version with a keyed
 * hash, so it is never stored in plain text (only its SHA-256), the sending job can rebuild it
 * on every retry, and a resend (new version) retires the older links.
 */
export function createInvitationService(deps: InvitationDependencies) {
  const { db, clock, config, queue, mail } = deps;
  const tokenKey = deriveKey(config.JWT_SECRET, 'invitation-token');
  const tokenFor = (invitationId: string, version: number) => hmacToken(tokenKey, `${invitationId}:${version}`);
  const expiry = () => new Date(clock.now().getTime() + days(config.INVITATION_TTL_DAYS));

  async function enqueue(invitationId: string, version: number) {
    await queue.send(invitationSendJob, { invitationId }, { singletonKey: `${invitationId}:${version}` });
  }

  /** An invitation with its member, organisation and the inviter's name. */
  async function findInvitation(where: SQL) {
    const inviter = alias(users, 'inviter');
    const [row] = await db
      .select({ invitation: invitations, user: users, organisation: organisations, inviterName: inviter.name })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
      .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
      .where(where);
    return row;
  }

  async function findByToken(token: string) {
    const row = await findInvitation(eq(invitations.tokenHash, sha256(token)));
    if (!row) throw notFound('This invitation link');
    if (row.invitation.acceptedAt || row.user.status === 'active') {
      throw refused('This invitation has already been accepted. Sign in instead.');
    }
    if (row.user.status === 'deactivated') throw refused('This invitation has been withdrawn.');
    if (row.invitation.expiresAt <= clock.now()) {
      throw refused('This invitation has expired. Ask an admin of your team to send a new one.');
    }
    return row;
  }

  /** The account another team holds at this address (not a pending invitation), if any. */
  async function accountElsewhere(email: string, organisationId: string) {
    const [row] = await db
      .select({ user: users })
      .from(users)
      .where(
        and(
          eq(sql`lower(${users.email})`, email.toLowerCase()),
          ne(users.status, 'invited'),
          ne(users.organisationId, organisationId),
        ),
      )
      .limit(1);
    return row?.user;
  }

  const heldElsewhere = () =>
    refused(
      'This address already has a Leadpilot account in another team, and one address belongs to one team. Sign in with it, or ask for an invitation to another address.',
    );

  return {
    async invite(actor: Actor, input: Required<Pick<CreateMemberBody, 'name' | 'email' | 'role'>>) {
      if (input.role === 'owner' && actor.role !== 'owner') throw forbidden('Only an owner can invite another owner.');
      const [inTeam] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.organisationId, actor.organisationId),
            eq(sql`lower(${users.email})`, input.email.toLowerCase()),
          ),
        );
      if (inTeam) throw conflict(`${input.email} is already in your team.`);
      // Any other address, another team's account included, is invited alike: the team sees a pending
      // member either way, and the sending job tells an account's holder they already have one.
      const invitationId = randomUUID();
      try {
        const member = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              organisationId: actor.organisationId,
              email: input.email,
              name: input.name,
              role: input.role,
              status: 'invited',
            })
            .returning();
          if (!user) throw new Error('user insert returned nothing');
          await tx.insert(invitations).values({
            id: invitationId,
            organisationId: actor.organisationId,
            userId: user.id,
            invitedById: actor.userId,
            tokenHash: sha256(tokenFor(invitationId, 1)),
            expiresAt: expiry(),
          });
          await recordAudit(tx, {
            organisationId: actor.organisationId,
            actorUserId: actor.userId,
            action: 'member.invited',
            targetType: 'user',
            targetId: user.id,
            details: { role: input.role },
          });
          return user;
        });
        await enqueue(invitationId, 1);
        return { message: `Invitation sent to ${input.email}.`, data: toMember(member) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`${input.email} could not be invited just now. Try again.`);
        throw error;
      }
    },

    /** Issues a fresh link (the older ones stop working) and sends it again. */
    async resend(actor: Actor, userId: string) {
      const [row] = await db
        .select({ user: users, invitation: invitations })
        .from(users)
        .leftJoin(invitations, and(eq(invitations.userId, users.id), isNull(invitations.acceptedAt)))
        .where(and(eq(users.id, userId), eq(users.organisationId, actor.organisationId)));
      if (!row) throw notFound('This member');
      if (row.user.status !== 'invited')
        throw refused('Only members who have not joined yet can be sent an invitation.');
      let invitationId = row.invitation?.id ?? randomUUID();
      const version = (row.invitation?.version ?? 0) + 1;
      const values = { version, tokenHash: sha256(tokenFor(invitationId, version)), expiresAt: expiry() };
      if (row.invitation) {
        await db.update(invitations).set(values).where(eq(invitations.id, invitationId));
      } else {
        const [created] = await db
          .insert(invitations)
          .values({
            id: invitationId,
            organisationId: actor.organisationId,
            userId,
            invitedById: actor.userId,
            ...values,
          })
          .returning({ id: invitations.id });
        invitationId = created?.id ?? invitationId;
      }
      await enqueue(invitationId, version);
      return { message: `Invitation sent again to ${row.user.email}.`, data: toMember(row.user) };
    },

    /** The queue job: renders and sends the invitation; a retry sends nothing twice. */
    async send(invitationId: string) {
      const row = await findInvitation(eq(invitations.id, invitationId));
      if (!row || row.invitation.acceptedAt || row.user.status !== 'invited') return;
      const holder = await accountElsewhere(row.user.email, row.organisation.id);
      if (holder) {
        // No link they could not use: a notice, read in the holder's own organisation's mail only.
        const notice = renderExistingAccountNotice({
          inviterName: row.inviterName,
          organisationName: row.organisation.name,
          email: holder.email,
          signInLink: `${config.APP_URL}/login`,
        });
        await mail.send({
          organisationId: holder.organisationId,
          kind: 'invitation-elsewhere',
          idempotencyKey: `invitation:${row.invitation.id}:v${row.invitation.version}`,
          from: config.MAIL_FROM,
          to: holder.email,
          ...notice,
        });
        return;
      }
      const token = tokenFor(row.invitation.id, row.invitation.version);
      const link = `${config.APP_URL}/accept-invitation?token=${encodeURIComponent(token)}`;
      const content = renderInvitationEmail({
        memberName: row.user.name,
        inviterName: row.inviterName,
        organisationName: row.organisation.name,
        link,
        expiresAt: row.invitation.expiresAt,
      });
      await mail.send({
        organisationId: row.organisation.id,
        kind: 'invitation',
        idempotencyKey: `invitation:${row.invitation.id}:v${row.invitation.version}`,
        from: config.MAIL_FROM,
        to: row.user.email,
        ...content,
      });
    },

    async describe(token: string) {
      const row = await findByToken(token);
      if (await accountElsewhere(row.user.email, row.organisation.id)) throw heldElsewhere();
      return {
        email: row.user.email,
        name: row.user.name,
        organisationName: row.organisation.name,
        invitedBy: row.inviterName,
      };
    },

    /** Sets the member's password, activates them and signs them in. */
    async accept(
      input: { token: string; password: string; name?: string | undefined },
      origin: RequestOrigin,
    ): Promise<LoginReply> {
      const row = await findByToken(input.token);
      if (await accountElsewhere(row.user.email, row.organisation.id)) throw heldElsewhere();
      await assertAcceptablePassword(input.password, {
        name: input.name ?? row.user.name,
        email: row.user.email,
        organisationName: row.organisation.name,
      });
      const passwordHash = await hashPassword(input.password);
      const user = await db
        .transaction(async (tx) => {
          const claimed = await tx
            .update(invitations)
            .set({ acceptedAt: clock.now() })
            .where(and(eq(invitations.id, row.invitation.id), isNull(invitations.acceptedAt)))
            .returning({ id: invitations.id });
          if (claimed.length === 0) throw refused('This invitation has already been accepted. Sign in instead.');
          const [updated] = await tx
            .update(users)
            .set({ passwordHash, status: 'active', name: input.name ?? row.user.name, updatedAt: clock.now() })
            .where(and(eq(users.id, row.user.id), eq(users.status, 'invited')))
            .returning();
          if (!updated) throw new AppError('CONFLICT', 'This invitation can no longer be accepted.');
          await recordAudit(tx, {
            organisationId: row.organisation.id,
            actorUserId: updated.id,
            action: 'member.joined',
            targetType: 'user',
            targetId: updated.id,
          });
          return updated;
        })
        .catch((error: unknown) => {
          // An account was made at this address in the meantime: one address, one team.
          if (isUniqueViolation(error)) throw heldElsewhere();
          throw error;
        });
      return deps.auth.signIn(user, row.organisation, origin, `Welcome to ${row.organisation.name}, ${user.name}!`);
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
