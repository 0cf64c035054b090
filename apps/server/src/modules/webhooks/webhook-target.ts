import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import { hostFormOf } from '../../platform/outbound/outbound-policy.ts';

/** Ports a webhook may use on the public internet; others only where the installation's setting allows the host. */
export const standardWebPorts = [80, 443] as const;

/** Why a webhook address is refused, in words safe to show. */
export class WebhookTargetError extends Error {
  readonly code = 'EWEBHOOKTARGET';
  constructor(message: string) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

export interface WebhookTargetRules {
  guard: OutboundGuard;
  /** The installation's OUTBOUND_ALLOWED_NETWORKS, which may also open other ports on the hosts it lists. */
  policy: OutboundPolicy;
}

/** The URL's parts once it passes the static rules: http(s), no credentials, a host, a port. */
export function parseWebhookUrl(url: string): { url: URL; port: number } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookTargetError('This is not a web address.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new WebhookTargetError('A webhook address must start with http:// or https://.');
  }
  if (parsed.username || parsed.password) {
    throw new WebhookTargetError('A webhook address may not carry a user name or password.');
  }
  if (parsed.hostname === '') throw new WebhookTargetError('A webhook address needs a host name.');
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
  return { url: parsed, port };
}

/**
 * Checks a webhook address before it is stored and before every attempt: the host must resolve
 * only to addresses the outbound guard allows, and the port must be 80 or 443 unless the
 * installation's setting allows that host (a test receiver on loopback, an internal service).
 * The connection itself goes through the guard again, so a name that changes its answer
 * (DNS rebinding) is caught when it is dialled.
 */
export async function checkWebhookTarget(rules: WebhookTargetRules, url: string): Promise<void> {
  const { url: parsed, port } = parseWebhookUrl(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const form = hostFormOf(host);
  let target: { host: string; address: string; port: number };
  try {
    target =
      form.kind === 'address' ? rules.guard.checkAddress(host, host, port) : await rules.guard.resolve(host, port);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EOUTBOUND') throw new WebhookTargetError((error as Error).message);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
      throw new WebhookTargetError(`No server named ${host} was found.`);
    }
    throw error;
  }
  const standardPort = (standardWebPorts as readonly number[]).includes(port);
  if (!standardPort && !rules.policy.allows(target)) {
    throw new WebhookTargetError(`Webhooks are sent to ports 80 and 443 only; ${port} is not allowed here.`);
  }
}
