import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { decideVerification } from './decide-verification.ts';
import { isDisposableDomain } from './disposable-domains.ts';
import { type EmailChecks, type EmailVerification, type MxCheck, uncheckedEmail } from './email-verification-types.ts';
import { interpretSmtpProbe } from './interpret-smtp-probe.ts';
import type { MailDomainResolver, MailHostLookup } from './mail-domain-resolver.ts';
import { parseEmailAddress } from './parse-email-address.ts';
import type { ProbeThrottle } from './probe-throttle.ts';
import { isRoleAddress } from './role-local-parts.ts';
import type { SmtpProber } from './smtp-prober.ts';

export interface EmailCheckDependencies {
  resolver: MailDomainResolver;
  prober: SmtpProber;
  throttle: ProbeThrottle;
  clock: Clock;
}

/** A backup MX is tried only when the better ones have no address; more than this is a broken zone. */
const maxHostsTried = 3;

const mxCheckOf: Record<MailHostLookup['kind'], MxCheck> = {
  mx: 'found',
  implicit: 'implicit',
  'null-mx': 'null-mx',
  'no-domain': 'no-domain',
  'no-mail-host': 'no-mail-host',
  failed: 'failed',
};

/** Runs the checks in order (syntax, disposable, role, MX, SMTP with catch-all) and stops at the first verdict. */
export async function runEmailChecks(address: string, deps: EmailCheckDependencies): Promise<EmailVerification> {
  const finish = (checks: EmailChecks, mxHost: string | null, syntaxReason?: string): EmailVerification => ({
    address,
    ...decideVerification(checks, syntaxReason),
    checks,
    mxHost,
    checkedAt: deps.clock.now(),
  });

  const parsed = parseEmailAddress(address);
  if (!parsed.isValid) {
    return finish({ ...uncheckedEmail, syntax: parsed.isSupported ? 'invalid' : 'unsupported' }, null, parsed.reason);
  }
  const { localPart, domain } = parsed;
  const disposable = isDisposableDomain(domain);
  if (disposable) return finish({ ...uncheckedEmail, disposable }, null);
  const base: EmailChecks = { ...uncheckedEmail, disposable, role: isRoleAddress(localPart) };

  const lookup = await deps.resolver.findMailHosts(domain);
  const checks: EmailChecks = { ...base, mx: mxCheckOf[lookup.kind] };
  if (lookup.kind !== 'mx' && lookup.kind !== 'implicit') return finish(checks, null);

  let target: { host: string; address: string } | null = null;
  for (const host of lookup.hosts.slice(0, maxHostsTried)) {
    const found = await deps.resolver.findAddresses(host);
    if (found.kind === 'found' && found.addresses[0]) {
      target = { host, address: found.addresses[0] };
      break;
    }
  }
  const mxHost = target?.host ?? lookup.hosts[0] ?? domain;
  if (!target) return finish({ ...checks, smtp: 'unreachable' }, mxHost);

  const release = deps.throttle.tryStart(domain, target.host);
  if (!release) return finish({ ...checks, smtp: 'throttled' }, mxHost);
  try {
    const result = await deps.prober.probe({
      address: target.address,
      recipient: `${localPart}@${domain}`,
      catchAllRecipient: `${randomBytes(8).toString('hex')}@${domain}`,
    });
    return finish({ ...checks, ...interpretSmtpProbe(result) }, mxHost);
  } finally {
    release();
  }
}
