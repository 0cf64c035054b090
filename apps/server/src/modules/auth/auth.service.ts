import type { LoginReply } from '@leadpilot/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { organisations, users } from '../../db/schema.ts';
import type { AttemptLimiter, BackoffLimiter } from '../../platform/attempt-limiter.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type PasswordContext, passwordWeakness } from '../../platform/auth/password-strength.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, refused } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { Queue } from '../../platform/queue.ts';
import { signInAlertSendJob } from './auth.jobs.ts';
import { renderSignInAlertEmail } from './auth-emails.ts';
import { revokeUserSessions } from './session-store.ts';
import type { Sessions } from './sessions.ts';
import type { SignInWatch } from './sign-in-watch.ts';
import { toUserData } from './user-data.ts';

export const wrongCredentialsMessage = 'Email or password is incorrect.';
export const deactivatedAccountMessage =
  'This account has been deactivated. Ask an admin of your organisation to reactivate it.';
export const emailTakenMessage = 'An account with this email already exists. Sign in instead.';

export interface AuthDependencies {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  config: Pick<Config, 'APP_URL' | 'MAIL_FROM'>;
  queue: Queue;
  mail: MailTransport;
  limiters: {
    loginPerIp: AttemptLimiter;
    /** Failures per account and address together, with growing delays. */
    loginFailuresPerPair: BackoffLimiter;
    signupPerIp: AttemptLimiter;
  };
  /** Failures per account across addresses: its owner is emailed when they pile up. */
  signInWatch: SignInWatch;
}

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

export function throttled(what: string, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
  return new AppError('RATE_LIMITED', `Too many ${what}. Try again in ${wait}.`, { retryAfterSeconds });
}

/**
 * The account an address belongs to: its one account when it has one, else one of its pending
 * invitations (several teams may invite an address that has no account yet).
 */
export async function findUserByEmail(db: Database, email: string) {
  const rows = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .orderBy(sql`${users.status} = 'invited'`, users.createdAt)
    .limit(1);
  return rows[0];
}

/** Refuses a weak password with 422 and the reason in plain words (see password-strength.ts). */
export async function assertAcceptablePassword(password: string, context: PasswordContext) {
  const weakness = await passwordWeakness(password, context);
  if (weakness) throw refused(weakness);
}

const pairKey = (email: string, ip: string) => `${email.toLowerCase()}\n${ip}`;

/** A new organisation and its owner, inside the caller's transaction; no password for provider sign-ups. */
export async function insertOrganisationWithOwner(
  tx: Database,
  input: {
    name: string;
    email: string;
    organisationName: string;
    passwordHash: string | null;
    /** `free`: a free-enrichment account (docs/enrichment.md). */
    state?: 'active' | 'free';
  },
) {
  const [organisation] = await tx
    .insert(organisations)
    .values({ name: input.organisationName, state: input.state ?? 'active' })
    .returning();
  if (!organisation) throw new Error('organisation insert returned nothing');
  const [user] = await tx
    .insert(users)
    .values({
      organisationId: organisation.id,
      email: input.email,
      name: input.name,
      passwordHash: input.passwordHash,
      role: 'owner',
      status: 'active',
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return { organisation, user };
}

export function createAuthService(deps: AuthDependencies) {
  const { db, clock, sessions, limiters, signInWatch, config, queue, mail } = deps;

  async function signIn(
    user: typeof users.$inferSelect,
    organisation: { id: string; name: string },
    origin: RequestOrigin,
    message: string,
  ): Promise<LoginReply> {
    const tokens = await sessions.start(user, origin.userAgent);
    await db.update(users).set({ lastLoginAt: clock.now() }).where(eq(users.id, user.id));
    return { userData: toUserData(user, organisation), ...tokens, message };
  }

  /** Sign-in attempts per address, shared by passwords and providers. */
  async function throttleSignIn(origin: RequestOrigin) {
    const wait = await limiters.loginPerIp.record(origin.ip);
    if (wait > 0) throw throttled('sign-in attempts', wait);
  }

  /** Sign-ups per address, shared by passwords and providers. */
  async function throttleSignup(origin: RequestOrigin) {
    const wait = await limiters.signupPerIp.record(origin.ip);
    if (wait > 0) throw throttled('sign-up attempts', wait);
  }

  return {
    signIn,
    throttleSignIn,
    throttleSignup,

    async signup(
      input: { name: string; email: string; password: string; organisationName: string },
      origin: RequestOrigin,
    ): Promise<LoginReply> {
      await throttleSignup(origin);
      await assertAcceptablePassword(input.password, input);
      if (await findUserByEmail(db, input.email)) throw conflict(emailTakenMessage);
      const passwordHash = await hashPassword(input.password);
      try {
        const created = await db.transaction((tx) => insertOrganisationWithOwner(tx, { ...input, passwordHash }));
        return signIn(created.user, created.organisation, origin, `Welcome to Leadpilot, ${input.name}!`);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(emailTakenMessage);
        throw error;
      }
    },

    async login(input: { email: string; password: string }, origin: RequestOrigin): Promise<LoginReply> {
      await throttleSignIn(origin);
      // Only this address's failures on this account slow it down: an attacker elsewhere cannot lock the owner out.
      const pair = pairKey(input.email, origin.ip);
      const pairWait = await limiters.loginFailuresPerPair.retryAfterSeconds(pair);
      if (pairWait > 0) throw throttled('failed sign-in attempts for this account from your network', pairWait);

      const found = await findUserByEmail(db, input.email);
      const passwordOk = found?.user.passwordHash
        ? await verifyPassword(found.user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!found || !passwordOk) {
        await limiters.loginFailuresPerPair.recordFailure(pair);
        const alert = await signInWatch.recordFailure(input.email.toLowerCase(), origin.ip);
        if (alert && found?.user.status === 'active') {
          await queue.send(signInAlertSendJob, {
            userId: found.user.id,
            failures: alert.failures,
            addresses: alert.addresses,
            at: alert.at.toISOString(),
          });
        }
        throw new AppError('BAD_REQUEST', wrongCredentialsMessage);
      }
      if (found.user.status === 'deactivated') throw new AppError('BAD_REQUEST', deactivatedAccountMessage);
      await limiters.loginFailuresPerPair.reset(pair);
      return signIn(found.user, found.organisation, origin, `Welcome back, ${found.user.name}!`);
    },

    async logout(actor: Actor, everywhere: boolean) {
      if (everywhere) {
        await revokeUserSessions(db, actor.userId, clock.now(), 'logout-everywhere');
        return { message: 'Signed out on every device.' };
      }
      await sessions.end(actor.sessionId, 'logout');
      return { message: 'Signed out.' };
    },

    /** The job's half of a sign-in alert: mails the account's owner once per alert. */
    async sendSignInAlert(input: { userId: string; failures: number; addresses: number; at: string }) {
      const [user] = await db.select().from(users).where(eq(users.id, input.userId));
      if (user?.status !== 'active') return;
      await mail.send({
        organisationId: user.organisationId,
        kind: 'sign-in-alert',
        idempotencyKey: `sign-in-alert:${user.id}:${input.at}`,
        from: config.MAIL_FROM,
        to: user.email,
        ...renderSignInAlertEmail({
          ...input,
          name: user.name,
          email: user.email,
          resetLink: `${config.APP_URL}/forgot-password`,
        }),
      });
    },

    /** Changes the password and ends every other session of the user. */
    async changePassword(actor: Actor, input: { currentPassword: string; newPassword: string }) {
      const [row] = await db
        .select({ user: users, organisationName: organisations.name })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, actor.userId));
      const user = row?.user;
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('BAD_REQUEST', 'The current password is incorrect.');
      }
      await assertAcceptablePassword(input.newPassword, { ...user, organisationName: row?.organisationName });
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: clock.now() })
        .where(eq(users.id, actor.userId));
      await revokeUserSessions(db, actor.userId, clock.now(), 'password-change', {
        exceptSessionId: actor.sessionId,
      });
      return { message: 'Password changed. Other devices have been signed out.' };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
