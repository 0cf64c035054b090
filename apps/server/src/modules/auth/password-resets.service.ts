import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { organisations, passwordResets, users } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock.ts';
import { deriveKey, hmacToken, sha256 } from '../../platform/crypto.ts';
import { refused } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { Queue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/index.ts';
import { passwordResetRequestJob, passwordResetSendJob } from './auth.jobs.ts';
import { assertAcceptablePassword, findUserByEmail, type RequestOrigin, throttled } from './auth.service.ts';
import { renderPasswordResetEmail } from './auth-emails.ts';
import { revokeUserSessions } from './session-store.ts';

export const resetLinkMinutes = 30;
export const forgotPasswordMessage = `If an account uses this email, we have sent it a link to choose a new password. The link works for ${resetLinkMinutes} minutes.`;
export const invalidResetLinkMessage =
  'This password reset link has expired or has already been used. Ask for a new one from the sign-in page.';

export interface PasswordResetDependencies {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'JWT_SECRET' | 'APP_URL' | 'MAIL_FROM'>;
  queue: Queue;
  mail: MailTransport;
  limiters: { requestsPerIp: AttemptLimiter; emailsPerAccount: AttemptLimiter; resetsPerIp: AttemptLimiter };
}

/**
 * Password reset by emailed link. The token is derived from the reset's id with a server key and
 * only its SHA-256 is stored; a link works once, for 30 minutes, and using it ends every session
 * of the account. Asking answers the same, by the same path, whether or not the email has an
 * account: the request only queues a job, and the job does the per-account work.
 */
export function createPasswordResetService(deps: PasswordResetDependencies) {
  const { db, clock, config, queue, mail, limiters } = deps;
  const tokenKey = deriveKey(config.JWT_SECRET, 'password-reset-token');
  const tokenFor = (resetId: string) => hmacToken(tokenKey, resetId);

  async function throttle(limiter: AttemptLimiter, key: string, what: string) {
    const wait = await limiter.record(key);
    if (wait > 0) throw throttled(what, wait);
  }

  return {
    /**
     * "Forgot password": the same work and the same answer for every address. Only the address's
     * throttle runs here; whether it has an account is looked up by the `password-reset.request`
     * job, off the request path.
     */
    async request(input: { email: string }, origin: RequestOrigin) {
      await throttle(limiters.requestsPerIp, origin.ip, 'password reset requests');
      const requestId = randomUUID();
      await queue.send(passwordResetRequestJob, { requestId, email: input.email }, { singletonKey: requestId });
      return { message: forgotPasswordMessage };
    },

    /**
     * The request's job: for an active account under its hourly limit, a reset whose id is the
     * request's (a retry finds it and only queues its email again, which the send job's idempotency
     * key keeps to one message); for any other address, nothing.
     */
    async prepare(input: { requestId: string; email: string }) {
      const resetId = input.requestId;
      const [existing] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(eq(passwordResets.id, resetId));
      if (!existing) {
        const found = await findUserByEmail(db, input.email);
        if (found?.user.status !== 'active') return;
        const accountKey = found.user.id;
        // Checked and counted in one statement, so concurrent requests cannot pass together.
        if ((await limiters.emailsPerAccount.record(accountKey)) > 0) return;
        await db
          .insert(passwordResets)
          .values({
            id: resetId,
            userId: found.user.id,
            tokenHash: sha256(tokenFor(resetId)),
            expiresAt: new Date(clock.now().getTime() + resetLinkMinutes * 60_000),
          })
          .onConflictDoNothing();
      }
      await queue.send(passwordResetSendJob, { resetId }, { singletonKey: resetId });
    },

    /** The queue job: mails the link while it is still usable; a retry sends nothing twice. */
    async send(resetId: string) {
      const [row] = await db
        .select({ reset: passwordResets, user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(eq(passwordResets.id, resetId));
      if (!row || row.reset.usedAt || row.reset.expiresAt <= clock.now()) return;
      const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(tokenFor(resetId))}`;
      await mail.send({
        organisationId: row.user.organisationId,
        kind: 'password-reset',
        idempotencyKey: `password-reset:${resetId}`,
        from: config.MAIL_FROM,
        to: row.user.email,
        ...renderPasswordResetEmail({ name: row.user.name, link, expiresAt: row.reset.expiresAt }),
      });
    },

    /** Sets the new password, uses up every open link of the account and ends all its sessions. */
    async reset(input: { token: string; password: string }, origin: RequestOrigin) {
      await throttle(limiters.resetsPerIp, origin.ip, 'password reset attempts');
      const now = clock.now();
      const [row] = await db
        .select({ reset: passwordResets, user: users, organisationName: organisations.name })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(passwordResets.tokenHash, sha256(input.token)));
      if (!row || row.reset.usedAt || row.reset.expiresAt <= now || row.user.status !== 'active') {
        throw refused(invalidResetLinkMessage);
      }
      await assertAcceptablePassword(input.password, {
        name: row.user.name,
        email: row.user.email,
        organisationName: row.organisationName,
      });
      const passwordHash = await hashPassword(input.password);
      const converted = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (claimed.length === 0) throw refused(invalidResetLinkMessage);
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.userId, row.user.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          );
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.user.id));
        await revokeUserSessions(tx, row.user.id, now, 'password-reset');
        await recordAudit(tx, {
          organisationId: row.user.organisationId,
          actorUserId: row.user.id,
          action: 'password.reset',
          targetType: 'user',
          targetId: row.user.id,
        });
        // A free-enrichment account's first password makes it a full organisation: everything it holds
        // (files, credits, payments, invoices) stays where it is.
        const [full] = await tx
          .update(organisations)
          .set({ state: 'active', updatedAt: now })
          .where(and(eq(organisations.id, row.user.organisationId), eq(organisations.state, 'free')))
          .returning({ id: organisations.id });
        if (full) {
          await recordAudit(tx, {
            organisationId: full.id,
            actorUserId: row.user.id,
            action: 'organisation.converted',
            targetType: 'organisation',
            targetId: full.id,
          });
        }
        return full !== undefined;
      });
      if (converted) {
        return {
          message: 'Your password is set and your free account is now a full Leadpilot account. Sign in with it now.',
        };
      }
      return { message: 'Your password has been changed and every device has been signed out. Sign in with it now.' };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
