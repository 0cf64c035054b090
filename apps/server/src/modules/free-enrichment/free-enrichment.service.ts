import { randomUUID } from 'node:crypto';
import {
  type CheckoutOrder,
  type CreateOrderBody,
  type EnrichmentFile,
  type FreeDashboard,
  type FreeOtpReply,
  type FreeProfile,
  type FreeSignupReply,
  freeEnrichmentLimits,
  type Invoice,
} from '@leadpilot/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { freeEnrichmentSignups, organisations, users } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { constantTimeEqual, deriveKey, hmacToken } from '../../platform/crypto.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { Queue } from '../../platform/queue.ts';
import {
  emailTakenMessage,
  findUserByEmail,
  insertOrganisationWithOwner,
  type RequestOrigin,
  throttled,
} from '../auth/index.ts';
import { grantFreeCredits, spendableBalance } from '../credits/index.ts';
import { freeEnrichmentCodeSendJob } from './free-enrichment.jobs.ts';
import { renderFreeEnrichmentAccountExistsEmail, renderFreeEnrichmentCodeEmail } from './free-enrichment-emails.ts';
import { freeRowLimitOf } from './free-row-limit.ts';
import { domainOf, workEmailRefusal } from './work-email.ts';

type Page = { page: number; perPage: number };

/** What the funnel asks of other modules, wired in services.ts (their faces, not their tables). */
export interface FreeEnrichmentDependencies {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'JWT_SECRET' | 'MAIL_FROM' | 'APP_URL'>;
  queue: Queue;
  mail: MailTransport;
  /** The auth module's short session: one access token, no refresh token. */
  sessions: {
    startShort(
      user: { id: string; organisationId: string },
      userAgent: string,
    ): Promise<{
      accessToken: string;
      expiresAt: Date;
    }>;
  };
  /** Enrichment's file list, as `GET contacts/enrichment/status` answers it. */
  files: {
    status(actor: Actor, kind: 'normal', query: Page): Promise<{ data: EnrichmentFile[]; total: number }>;
  };
  /** Payments' order and invoices, as the app's own payment routes answer them. */
  payments: {
    createOrder(actor: Actor, body: CreateOrderBody): Promise<{ data: CheckoutOrder }>;
    listInvoices(actor: Actor, query: Page): Promise<{ data: Invoice[]; total: number; page: number; perPage: number }>;
  };
  limiters: {
    /** Codes asked for from one network address (an hour). */
    signupsPerIp: AttemptLimiter;
    /** Codes asked for at one company domain (a day). */
    signupsPerDomain: AttemptLimiter;
    /** Codes mailed to one address (an hour). */
    codesPerEmail: AttemptLimiter;
    /** Codes tried from one network address (a minute). */
    checksPerIp: AttemptLimiter;
  };
}

const { codeMinutes, codeAttempts, freeCredits } = freeEnrichmentLimits;
const codeUnusable = 'This code has expired or was already used. Ask for a new code.';
const tooManyWrongCodes = 'Too many wrong codes. Ask for a new code.';

/**
 * The free-enrichment funnel (docs/enrichment.md, "Free enrichment"): a work email proven by an
 * emailed code opens a free account (an organisation in the `free` state with one user and free
 * credits for one small file) and answers a short-lived token for it.
 */
export function createFreeEnrichmentService(deps: FreeEnrichmentDependencies) {
  const { db, clock, config, limiters } = deps;
  const codeKey = deriveKey(config.JWT_SECRET, 'free-enrichment-code');
  const hashKey = deriveKey(config.JWT_SECRET, 'free-enrichment-code-hash');
  /** The code of a sign-up, rebuilt from its id (so the mail job never needs it stored). */
  const codeOf = (signupId: string) =>
    String(Buffer.from(hmacToken(codeKey, signupId), 'base64url').readUInt32BE(0) % 1_000_000).padStart(6, '0');
  const hashOf = (signupId: string, code: string) => hmacToken(hashKey, `${signupId}:${code}`);

  async function throttle(limiter: AttemptLimiter, key: string, what: string) {
    const wait = await limiter.record(key);
    if (wait > 0) throw throttled(what, wait);
  }

  async function profileOf(actor: Actor): Promise<FreeProfile> {
    const [row] = await db
      .select({ organisation: organisations, user: users })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(eq(users.id, actor.userId), eq(users.organisationId, actor.organisationId)));
    if (!row) throw notFound('This profile');
    const now = clock.now();
    return {
      id: row.organisation.id,
      name: row.user.name,
      email: row.user.email,
      company: row.organisation.name,
      state: row.organisation.state,
      balance: await spendableBalance(db, actor.organisationId, now),
      maxRows: await freeRowLimitOf(db, actor.organisationId, now),
    };
  }

  /** The free account of a proven address: its own when it has one, else a new one with its free credits. */
  async function accountFor(signup: typeof freeEnrichmentSignups.$inferSelect) {
    const found = await findUserByEmail(db, signup.email);
    if (found) {
      if (found.organisation.state !== 'free' || found.user.status !== 'active') throw conflict(emailTakenMessage);
      return found.user;
    }
    try {
      return await db.transaction(async (tx) => {
        const { user } = await insertOrganisationWithOwner(tx, {
          name: signup.name,
          email: signup.email,
          organisationName: signup.company,
          passwordHash: null,
          state: 'free',
        });
        await grantFreeCredits(tx, {
          organisationId: user.organisationId,
          userId: user.id,
          credits: freeCredits,
          now: clock.now(),
          reason: `Free enrichment: ${freeCredits} credits for one file of up to ${freeEnrichmentLimits.maxRows} rows`,
          idempotencyKey: `free-enrichment:${user.organisationId}`,
        });
        return user;
      });
    } catch (error) {
      // The same address proven twice at once: one account, the other answers as taken.
      if (isUniqueViolation(error)) throw conflict(emailTakenMessage);
      throw error;
    }
  }

  return {
    /** `POST callback/freeenrich/signup`: a work address asks for a code (throttled, refusals in plain words). */
    async signup(input: { name: string; email: string; company: string }, origin: RequestOrigin) {
      await throttle(limiters.signupsPerIp, origin.ip, 'sign-up attempts from your network');
      const refusal = workEmailRefusal(input.email);
      if (refusal) throw refused(refusal);
      // An address with a full account is answered as any other (the page must not tell a stranger who
      // has an account); the job mails its owner a sign-in link instead of a code (`sendCode`).
      await throttle(
        limiters.signupsPerDomain,
        domainOf(input.email),
        `free enrichment sign-ups at ${domainOf(input.email)}`,
      );
      await throttle(limiters.codesPerEmail, input.email, 'codes sent to this address');
      const now = clock.now();
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + codeMinutes * 60_000);
      await db.transaction(async (tx) => {
        // Only the newest code of an address works: the older ones are used up.
        await tx
          .update(freeEnrichmentSignups)
          .set({ usedAt: now })
          .where(and(eq(freeEnrichmentSignups.email, input.email), isNull(freeEnrichmentSignups.usedAt)));
        await tx.insert(freeEnrichmentSignups).values({
          id,
          email: input.email,
          name: input.name,
          company: input.company,
          codeHash: hashOf(id, codeOf(id)),
          expiresAt,
          createdAt: now,
        });
      });
      await deps.queue.send(freeEnrichmentCodeSendJob, { signupId: id }, { singletonKey: id });
      const reply: FreeSignupReply = {
        message: `We sent a ${freeEnrichmentLimits.codeDigits}-digit code to ${input.email}. It works for ${codeMinutes} minutes.`,
        data: { email: input.email, expiresAt: expiresAt.toISOString() },
      };
      return reply;
    },

    /** The job's half: mails the code while it is still usable; a retry sends nothing twice. */
    async sendCode(signupId: string) {
      const [signup] = await db.select().from(freeEnrichmentSignups).where(eq(freeEnrichmentSignups.id, signupId));
      if (!signup || signup.usedAt || signup.expiresAt <= clock.now()) return;
      const mail = {
        organisationId: null,
        kind: 'free-enrichment-code' as const,
        idempotencyKey: `free-enrichment-code:${signup.id}`,
        from: config.MAIL_FROM,
        to: signup.email,
      };
      const found = await findUserByEmail(db, signup.email);
      if (found && found.organisation.state !== 'free') {
        // No code for an address with a full account: its owner is told to sign in, and the sign-up is
        // used up (after the mail, whose key keeps a retry from sending it twice).
        const signInLink = `${config.APP_URL ?? ''}/login`;
        await deps.mail.send({ ...mail, ...renderFreeEnrichmentAccountExistsEmail({ name: signup.name, signInLink }) });
        await db
          .update(freeEnrichmentSignups)
          .set({ usedAt: clock.now() })
          .where(eq(freeEnrichmentSignups.id, signup.id));
        return;
      }
      await deps.mail.send({
        ...mail,
        ...renderFreeEnrichmentCodeEmail({
          name: signup.name,
          code: codeOf(signup.id),
          minutes: codeMinutes,
          link: `${config.APP_URL ?? ''}/free-enrichment`,
        }),
      });
    },

    /** `POST callback/freeenrich/otp`: the right code (once, in time, within 5 tries) answers a token. */
    async verify(input: { email: string; code: string }, origin: RequestOrigin): Promise<FreeOtpReply> {
      await throttle(limiters.checksPerIp, origin.ip, 'code attempts from your network');
      const now = clock.now();
      const [latest] = await db
        .select()
        .from(freeEnrichmentSignups)
        .where(eq(freeEnrichmentSignups.email, input.email))
        .orderBy(desc(freeEnrichmentSignups.createdAt))
        .limit(1);
      if (!latest || latest.usedAt || latest.expiresAt <= now) throw refused(codeUnusable);
      // Counted before it is compared, in one statement: racing guesses cannot pass the limit together.
      const [counted] = await db
        .update(freeEnrichmentSignups)
        .set({ attempts: sql`${freeEnrichmentSignups.attempts} + 1` })
        .where(
          and(
            eq(freeEnrichmentSignups.id, latest.id),
            isNull(freeEnrichmentSignups.usedAt),
            sql`${freeEnrichmentSignups.attempts} < ${codeAttempts}`,
          ),
        )
        .returning({ attempts: freeEnrichmentSignups.attempts });
      if (!counted) throw refused(latest.attempts >= codeAttempts ? tooManyWrongCodes : codeUnusable);
      if (!constantTimeEqual(hashOf(latest.id, input.code), latest.codeHash)) {
        const left = codeAttempts - counted.attempts;
        if (left <= 0) throw refused(tooManyWrongCodes);
        throw refused(
          `This code is not right: check the email and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`,
        );
      }
      const claimed = await db
        .update(freeEnrichmentSignups)
        .set({ usedAt: now })
        .where(and(eq(freeEnrichmentSignups.id, latest.id), isNull(freeEnrichmentSignups.usedAt)))
        .returning({ id: freeEnrichmentSignups.id });
      if (claimed.length === 0) throw refused(codeUnusable);
      const user = await accountFor(latest);
      const { accessToken, expiresAt } = await deps.sessions.startShort(user, origin.userAgent);
      return {
        message: `Your email is confirmed. Upload a file of up to ${freeEnrichmentLimits.maxRows} rows to enrich it for free.`,
        data: { accessToken, expiresAt: expiresAt.toISOString(), profileId: user.organisationId },
      };
    },

    /** `GET callback/freeenrich/profile/{id}`: the token holder's own profile; any other id is 404. */
    async profile(actor: Actor, id: string): Promise<FreeProfile> {
      if (id !== actor.organisationId) throw notFound('This profile');
      return profileOf(actor);
    },

    /** `POST callback/freeenrich/dashboard`: the profile, and the files with their progress and results. */
    async dashboard(actor: Actor, body: Page): Promise<FreeDashboard> {
      const [profile, files] = await Promise.all([profileOf(actor), deps.files.status(actor, 'normal', body)]);
      return { profile, files: files.data, total: files.total };
    },

    /** `POST callback/freeenrich/payment`: a Razorpay order for a plan, as the app's own checkout makes it. */
    payment: (actor: Actor, body: CreateOrderBody) => deps.payments.createOrder(actor, body),

    /** `POST callback/freeenrich/invoices`: the account's invoices, newest first. */
    invoices: (actor: Actor, body: Page) => deps.payments.listInvoices(actor, body),
  };
}
export type FreeEnrichmentService = ReturnType<typeof createFreeEnrichmentService>;
