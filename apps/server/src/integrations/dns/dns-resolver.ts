import { Resolver } from 'node:dns/promises';

/**
 * One DNS question in the shape of `dns.promises.resolve(name, rrtype)`, the signature `mailauth`
 * takes for its resolver: TXT answers are lists of character-strings, MX answers `{ exchange, priority }`.
 */
export type DnsResolve = (name: string, rrtype: string) => Promise<unknown>;

export interface DnsResolverOptions {
  /** `127.0.0.1:5353`, `[::1]:53`…; empty: the system's resolvers. */
  servers: readonly string[];
  /** Per try; each question is tried twice. */
  timeoutMs: number;
}

/** A resolver on Node's `dns.promises.Resolver` (c-ares) with its own servers and timeout. */
export function createDnsResolver(options: DnsResolverOptions): DnsResolve {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);
  return (name, rrtype) => resolver.resolve(name, rrtype);
}

/** The resolver's error code (`ENOTFOUND`, `ENODATA`, `ETIMEOUT`…), or `EUNKNOWN`. */
export function dnsErrorCode(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'EUNKNOWN';
}

/** "No such name" and "no records of this type" are answers: the record is not published. */
export function isAbsentAnswer(code: string): boolean {
  return code === 'ENOTFOUND' || code === 'ENODATA' || code === 'EBADNAME';
}

/** The TXT records at `name`, each joined from its character-strings; [] when none is published. */
export async function resolveTxt(resolve: DnsResolve, name: string): Promise<string[]> {
  try {
    const answer = await resolve(name, 'TXT');
    if (!Array.isArray(answer)) return [];
    return answer.map((record: unknown) => (Array.isArray(record) ? record.join('') : String(record)));
  } catch (error) {
    if (isAbsentAnswer(dnsErrorCode(error))) return [];
    throw error;
  }
}
