import { type DnsResolve, dnsErrorCode, isAbsentAnswer } from '../../integrations/dns/dns-resolver.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { OutboundRefusedError } from '../../platform/outbound/outbound-guard.ts';

export interface TrackingDomainCheck {
  domain: string;
  ok: boolean;
  /** The CNAME chain found, first hop first (empty when the name has no CNAME). */
  cnames: string[];
  message: string;
}

const maxHops = 8;
const bare = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/** The CNAME targets from `name` on, one hop at a time, until a name has none (or a loop or too many hops). */
async function cnameChain(resolve: DnsResolve, name: string): Promise<string[]> {
  const chain: string[] = [];
  let current = name;
  for (let hop = 0; hop < maxHops; hop += 1) {
    let answer: unknown;
    try {
      answer = await resolve(current, 'CNAME');
    } catch (error) {
      if (isAbsentAnswer(dnsErrorCode(error))) return chain;
      throw error;
    }
    const next = Array.isArray(answer) && typeof answer[0] === 'string' ? bare(answer[0]) : null;
    if (!next || chain.includes(next)) return chain;
    chain.push(next);
    current = next;
  }
  return chain;
}

/**
 * Whether a custom tracking domain is ready: its CNAME (followed hop by hop through the DNS
 * integration's resolver, the one the deliverability check uses: the outbound guard answers
 * addresses, not records) must lead to our own host, and the addresses it resolves to must pass
 * the outbound guard's policy (a public address, unless the installation allows that network), so
 * a domain pointed at a private or loopback address is refused as the guard would refuse it.
 */
export async function checkTrackingDomain(
  deps: { resolve: DnsResolve; guard: OutboundGuard; expectedHost: string },
  domainInput: string,
): Promise<TrackingDomainCheck> {
  const domain = bare(domainInput);
  const expected = bare(deps.expectedHost);
  const fail = (cnames: string[], message: string) => ({ domain, ok: false, cnames, message });
  let cnames: string[];
  try {
    cnames = await cnameChain(deps.resolve, domain);
  } catch (error) {
    return fail([], `${domain} could not be looked up (${dnsErrorCode(error)}): try again in a few minutes.`);
  }
  if (!cnames.includes(expected)) {
    const found = cnames.length > 0 ? `it points to ${cnames[0]}` : 'it has no CNAME record';
    return fail(cnames, `${domain} must be a CNAME to ${expected}, but ${found}. Add the record at your DNS host.`);
  }
  try {
    await deps.guard.resolve(domain, 443);
  } catch (error) {
    if (error instanceof OutboundRefusedError) return fail(cnames, error.message);
    return fail(
      cnames,
      `${domain} points to ${expected} but does not resolve to an address yet (${dnsErrorCode(error)}).`,
    );
  }
  return { domain, ok: true, cnames, message: `${domain} points to ${expected}: tracking links can use it.` };
}
