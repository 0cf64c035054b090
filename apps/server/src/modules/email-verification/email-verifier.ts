import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type Clock, days } from '../../platform/clock.ts';
import { createOutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { createOutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import { findStoredVerification, storeVerification } from './email-verification-repository.ts';
import type { EmailVerification } from './email-verification-types.ts';
import { createMailDomainResolver, type MailDomainResolver } from './mail-domain-resolver.ts';
import { createProbeThrottle } from './probe-throttle.ts';
import { runEmailChecks } from './run-email-checks.ts';
import { createSmtpProber, type SmtpProber } from './smtp-prober.ts';

export interface VerifyEmailOptions {
  /** Reuse a stored verdict younger than this many days (default `EMAIL_VERIFY_MAX_AGE_DAYS`; 0 always re-checks). */
  maxAgeDays?: number;
}

export interface EmailVerifier {
  /** Verifies one address; never throws for what the outside world does (that is an `unknown` verdict). */
  verifyEmail(address: string, options?: VerifyEmailOptions): Promise<EmailVerification>;
}

export interface EmailVerifierDependencies {
  db: Database;
  clock: Clock;
  config: Config;
  /** Default: a resolver on `EMAIL_VERIFY_DNS_SERVERS`. */
  resolver?: MailDomainResolver;
  /** Default: an SMTP prober on `EMAIL_VERIFY_SMTP_PORT` with `EMAIL_VERIFY_HELO` and `EMAIL_VERIFY_MAIL_FROM`. */
  prober?: SmtpProber;
}

/**
 * The email verifier with its cache in `email_verifications`. Fresh verified, risky and invalid
 * verdicts are reused; unknown ones are stored but always re-checked; a throttled check and a
 * malformed address are answered without storing anything. Concurrent calls for one address share
 * one check.
 */
export function createEmailVerifier(deps: EmailVerifierDependencies): EmailVerifier {
  const { db, clock, config } = deps;
  const timeoutMs = config.EMAIL_VERIFY_TIMEOUT_MS;
  const checkDependencies = {
    clock,
    resolver: deps.resolver ?? createMailDomainResolver({ servers: config.EMAIL_VERIFY_DNS_SERVERS, timeoutMs }),
    prober:
      deps.prober ??
      createSmtpProber({
        port: config.EMAIL_VERIFY_SMTP_PORT,
        heloName: config.EMAIL_VERIFY_HELO,
        mailFrom: config.EMAIL_VERIFY_MAIL_FROM,
        timeoutMs,
        guard: createOutboundGuard({ policy: createOutboundPolicy(config.OUTBOUND_ALLOWED_NETWORKS) }),
      }),
    throttle: createProbeThrottle({ perDomainPerMinute: config.EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE, clock }),
  };
  const inFlight = new Map<string, Promise<EmailVerification>>();

  async function check(address: string): Promise<EmailVerification> {
    const verification = await runEmailChecks(address, checkDependencies);
    const isWorthStoring = verification.checks.syntax === 'valid' && verification.checks.smtp !== 'throttled';
    if (isWorthStoring) await storeVerification(db, verification);
    return verification;
  }

  return {
    async verifyEmail(input, options = {}) {
      const address = input.trim().toLowerCase();
      const maxAgeDays = options.maxAgeDays ?? config.EMAIL_VERIFY_MAX_AGE_DAYS;
      const stored = await findStoredVerification(db, address);
      const isFresh = stored && clock.now().getTime() - stored.checkedAt.getTime() < days(maxAgeDays);
      if (stored && isFresh && stored.status !== 'unknown') return stored;
      const running = inFlight.get(address);
      if (running) return running;
      const started = check(address).finally(() => inFlight.delete(address));
      inFlight.set(address, started);
      return started;
    },
  };
}
