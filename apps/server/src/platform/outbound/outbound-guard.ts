import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import {
  hostFormOf,
  type OutboundPolicy,
  type OutboundTarget,
  publicOnlyPolicy,
  type RefusedRange,
  refusedRangeOf,
  refusedRangeWords,
} from './outbound-policy.ts';

/** Every address a name resolves to; tests inject their own. */
export type HostResolver = (name: string) => Promise<LookupAddress[]>;

/** The system's resolver (getaddrinfo, as every connection would use), all addresses in its order. */
export const systemResolver: HostResolver = (name) => lookup(name, { all: true, verbatim: true });

/** A connection Leadpilot will not make; the message says why in plain words and is safe to show. */
export class OutboundRefusedError extends Error {
  readonly code = 'EOUTBOUND';
  readonly host: string;
  readonly port: number;
  readonly reason: RefusedRange | 'invalid-host';

  constructor(host: string, port: number, reason: RefusedRange | 'invalid-host', message: string) {
    super(message);
    this.name = 'OutboundRefusedError';
    this.host = host;
    this.port = port;
    this.reason = reason;
  }
}

/** A failed name look-up, with the codes the system resolver uses (`ENOTFOUND`, `EAI_AGAIN`). */
class LookupError extends Error {
  readonly code: string;
  constructor(code: string, host: string) {
    super(`${code} ${host}`);
    this.name = 'LookupError';
    this.code = code;
  }
}

export interface OutboundGuard {
  /**
   * Resolves the host and checks every address it resolves to; answers the checked address to
   * dial, or throws `OutboundRefusedError` (or a look-up error with code `ENOTFOUND`/`EAI_AGAIN`).
   */
  resolve(host: string, port: number): Promise<OutboundTarget>;
  /** Checks an address already resolved elsewhere (the email verifier's MX look-up). */
  checkAddress(host: string, address: string, port: number): OutboundTarget;
  /**
   * A `lookup` for `node:net`, `node:http(s)` and `node:tls` that checks each resolved address at
   * connect time, so the address dialled is always the one checked.
   */
  lookupFor(port: number): LookupFunction;
}

export interface OutboundGuardOptions {
  policy?: OutboundPolicy;
  resolver?: HostResolver;
  /** The longest a name look-up may take (default 10 seconds). */
  lookupTimeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'ENOTFOUND';

/**
 * The one door for connections to hosts users give (mail servers now; webhooks, calendars, CRMs,
 * tracking domains later): the name is resolved, and if any address it resolves to is loopback,
 * private, link-local (cloud metadata), unspecified, multicast or otherwise not public, nothing is
 * dialled, unless the installation's policy allows that network or exact host and port.
 */
export function createOutboundGuard(options: OutboundGuardOptions = {}): OutboundGuard {
  const policy = options.policy ?? publicOnlyPolicy;
  const resolver = options.resolver ?? systemResolver;
  const lookupTimeoutMs = options.lookupTimeoutMs ?? 10_000;

  function checkAddress(host: string, address: string, port: number): OutboundTarget {
    const form = hostFormOf(address);
    if (form.kind !== 'address') {
      throw new OutboundRefusedError(host, port, 'invalid-host', `${host} is not a valid server name or address.`);
    }
    const target = { host, address: form.address.toString(), port };
    const refused = refusedRangeOf(form.address);
    if (refused === null || policy.allows(target)) return target;
    const subject =
      hostFormOf(host).kind === 'address' ? `The address ${host}` : `${host} resolves to ${target.address}, which`;
    throw new OutboundRefusedError(
      host,
      port,
      refused,
      `${subject} is ${refusedRangeWords[refused]}: Leadpilot does not connect there.`,
    );
  }

  async function resolve(host: string, port: number): Promise<OutboundTarget> {
    const form = hostFormOf(host);
    if (form.kind === 'invalid') {
      throw new OutboundRefusedError(host, port, 'invalid-host', `${host} is not a valid server name or address.`);
    }
    if (form.kind === 'address') return checkAddress(host, form.address.toString(), port);
    let addresses: LookupAddress[];
    try {
      addresses = await withTimeout(resolver(form.name), lookupTimeoutMs, () => new LookupError('EAI_AGAIN', host));
    } catch (error) {
      throw new LookupError(errorCode(error), host);
    }
    if (addresses.length === 0) throw new LookupError('ENOTFOUND', host);
    // Every address is checked; IPv4 is dialled first, as IPv6 routes are more often missing.
    const ordered = [...addresses].sort((a, b) => a.family - b.family);
    const targets = ordered.map((entry) => checkAddress(host, entry.address, port));
    return targets[0] as OutboundTarget;
  }

  return {
    resolve,
    checkAddress,
    lookupFor(port) {
      return (hostname, lookupOptions, callback) => {
        resolve(hostname, port).then(
          (target) => {
            const family = hostFormOf(target.address).kind === 'address' && target.address.includes(':') ? 6 : 4;
            if (lookupOptions.all) callback(null, [{ address: target.address, family }]);
            else callback(null, target.address, family);
          },
          (error: Error) => callback(error, ''),
        );
      };
    },
  };
}
