import type { UnsubscribeInfo, UnsubscribeResult, UnsubscribeScope } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { AppError } from '../../platform/errors.ts';
import { isFreeMailDomain } from '../../platform/free-mail-domains.ts';
import { domainOfEmail, isSuppressed, suppress } from './suppression-list.ts';
import { type FooterSender, loadFooterSender, renderUnsubscribeFooter } from './unsubscribe-footer.ts';
import { listUnsubscribeHeaders, type UnsubscribeLinkInput, unsubscribeLinks } from './unsubscribe-links.ts';
import { createUnsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-tokens.ts';

/**
 * Whether "everyone at my company" may be unsubscribed for this domain: not for a free mail
 * service's (or a subdomain of one), whose addresses belong to people, not to one company; asking
 * for "everyone at gmail.com" must not stop an organisation from mailing every Gmail user.
 */
const domainScopeAllowedFor = (domain: string) => !isFreeMailDomain(domain);

export const unsubscribeMessages = {
  invalidLink:
    'This unsubscribe link is not valid. Open the link from the email again, and check that none of it is missing.',
  domainNotAllowed:
    'Addresses at a public email service cannot be unsubscribed as a whole domain; only your own address can.',
} as const;

/** Where an unsubscribe came from, in plain words stored with the suppression. */
export type UnsubscribeSource = 'one-click' | 'unsubscribe page' | 'unsubscribe api';

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}***${email.slice(at)}`;
}

export interface UnsubscribeServiceDependencies {
  db: Database;
  secret: string;
  appUrl: string;
  /** Failed token checks per address: a guesser is slowed, a genuine link is always honoured. */
  badTokensPerIp: AttemptLimiter;
  /**
   * Ends the sequence of the enrolment a link names, with the reason 'unsubscribe' (its unsent
   * messages are skipped); idempotent. The campaigns module's `stopEnrolment`, passed in by the
   * composition root because campaigns already depend on this module (audiences, the footer).
   */
  stopEnrolment: (enrolmentId: string) => Promise<unknown>;
}

/** Unsubscribe links and headers for campaign messages, and what happens when a recipient uses them. */
export function createUnsubscribeService(deps: UnsubscribeServiceDependencies) {
  const { db, badTokensPerIp } = deps;
  const tokens: UnsubscribeTokens = createUnsubscribeTokens(deps.secret);

  /** The link's claims and organisation, or a 400 (and the address's failure counted). */
  async function open(token: string | undefined, ip: string) {
    const wait = await badTokensPerIp.retryAfterSeconds(ip);
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', 'Too many unsubscribe links that are not valid. Try again later.', {
        retryAfterSeconds: wait,
      });
    }
    const claims = token ? await tokens.verify(token) : null;
    const domain = claims ? domainOfEmail(claims.email) : null;
    const [organisation] = claims
      ? await db
          .select({ name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, claims.organisationId))
      : [];
    if (!claims || !domain || !organisation) {
      await badTokensPerIp.record(ip);
      throw new AppError('BAD_REQUEST', unsubscribeMessages.invalidLink);
    }
    return { claims, domain, organisationName: organisation.name };
  }

  return {
    tokens,

    async unsubscribeLinks(input: Omit<UnsubscribeLinkInput, 'baseUrl'> & { baseUrl?: string | undefined }) {
      return unsubscribeLinks(tokens, { ...input, baseUrl: input.baseUrl ?? deps.appUrl });
    },

    listUnsubscribeHeaders,

    /** The sender's name and postal address for a footer; null for an organisation that does not exist. */
    loadFooterSender: (organisationId: string) => loadFooterSender(db, organisationId),

    renderFooter: (sender: FooterSender, unsubscribeUrl: string) => renderUnsubscribeFooter(sender, unsubscribeUrl),

    /** Whom the link is for; reads only. */
    async describe(token: string, ip: string): Promise<UnsubscribeInfo> {
      const { claims, domain, organisationName } = await open(token, ip);
      return {
        maskedEmail: maskEmail(claims.email),
        domain,
        organisationName,
        domainScopeAllowed: domainScopeAllowedFor(domain),
        alreadyUnsubscribed: await isSuppressed(db, claims.organisationId, claims.email),
      };
    },

    /**
     * Honours the link at once: the address joins the organisation's suppression list (and its
     * domain too for `scope: 'domain'`), and the enrolment the link names stops. Using a link
     * twice changes nothing more and answers the same.
     */
    async unsubscribe(
      input: { token: string | undefined; scope: UnsubscribeScope; source: UnsubscribeSource },
      ip: string,
    ): Promise<UnsubscribeResult> {
      const { claims, domain, organisationName } = await open(input.token, ip);
      if (input.scope === 'domain' && !domainScopeAllowedFor(domain)) {
        throw new AppError('RULE_REFUSED', unsubscribeMessages.domainNotAllowed);
      }
      const base = { organisationId: claims.organisationId, reason: 'unsubscribed' as const, source: input.source };
      await suppress(db, { ...base, email: claims.email });
      if (input.scope === 'domain') await suppress(db, { ...base, domain });
      if (claims.enrolmentId) await deps.stopEnrolment(claims.enrolmentId);
      return {
        maskedEmail: maskEmail(claims.email),
        organisationName,
        scope: input.scope,
        ...(input.scope === 'domain' ? { domain } : {}),
      };
    },
  };
}
export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
