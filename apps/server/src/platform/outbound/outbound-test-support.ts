import { createOutboundGuard, type HostResolver, type OutboundGuard } from './outbound-guard.ts';
import { createOutboundPolicy, parseAllowedEntries } from './outbound-policy.ts';

/** The setting the tests run with: their mail, DNS and provider stand-ins listen on loopback. */
export const loopbackNetworks = '127.0.0.0/8,::1/128';

/** A guard that also reaches loopback, as the tests' OUTBOUND_ALLOWED_NETWORKS allows. */
export function loopbackAllowedGuard(options: { resolver?: HostResolver } = {}): OutboundGuard {
  const parsed = parseAllowedEntries(loopbackNetworks);
  if (!('entries' in parsed)) throw new Error(`cannot read ${parsed.invalid}`);
  return createOutboundGuard({ policy: createOutboundPolicy(parsed.entries), ...options });
}
