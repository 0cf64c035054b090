import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Where mail for a domain goes (RFC 5321 §5.1, RFC 7505), or why it goes nowhere. */
export type MailHostLookup =
  /** MX hosts, best (lowest preference) first. */
  | { kind: 'mx'; hosts: string[] }
  /** No MX records, but the domain has an address: it is its own mail host. */
  | { kind: 'implicit'; hosts: string[] }
  /** A null MX (`MX 0 .`): the domain says it accepts no mail. */
  | { kind: 'null-mx' }
  | { kind: 'no-domain' }
  | { kind: 'no-mail-host' }
  | { kind: 'failed'; code: string };

export type AddressLookup =
  | { kind: 'found'; addresses: string[] }
  | { kind: 'missing' }
  | { kind: 'failed'; code: string };

/** The two DNS questions the verifier asks; tests point it at a loopback DNS server. */
export interface MailDomainResolver {
  findMailHosts(domain: string): Promise<MailHostLookup>;
  /** IPv4 addresses first, then IPv6. */
  findAddresses(host: string): Promise<AddressLookup>;
}

export interface MailDomainResolverOptions {
  /** `127.0.0.1:5353`, `[::1]:53`…; empty: the system's resolvers. */
  servers: readonly string[];
  timeoutMs: number;
}

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'EUNKNOWN';
/** The answers "no such name" and "no records of this type" are answers, not failures. */
const isAbsent = (code: string) => code === 'ENOTFOUND' || code === 'ENODATA';
const hostName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** A resolver on Node's `dns.promises.Resolver` (c-ares), with its own servers and timeout. */
export function createMailDomainResolver(options: MailDomainResolverOptions): MailDomainResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);

  async function query<T>(ask: () => Promise<T[]>): Promise<{ records: T[] } | { code: string }> {
    try {
      return { records: await ask() };
    } catch (error) {
      const code = errorCode(error);
      return code === 'ENODATA' ? { records: [] } : { code };
    }
  }

  async function findAddresses(host: string): Promise<AddressLookup> {
    if (isIP(host) !== 0) return { kind: 'found', addresses: [host] };
    const [v4, v6] = await Promise.all([query(() => resolver.resolve4(host)), query(() => resolver.resolve6(host))]);
    const addresses = [...('records' in v4 ? v4.records : []), ...('records' in v6 ? v6.records : [])];
    if (addresses.length > 0) return { kind: 'found', addresses };
    const failure = [v4, v6].find((answer) => 'code' in answer && !isAbsent(answer.code));
    return failure && 'code' in failure ? { kind: 'failed', code: failure.code } : { kind: 'missing' };
  }

  return {
    findAddresses,
    async findMailHosts(domain) {
      const mx = await query(() => resolver.resolveMx(domain));
      if ('code' in mx) return mx.code === 'ENOTFOUND' ? { kind: 'no-domain' } : { kind: 'failed', code: mx.code };
      if (mx.records.length > 0) {
        const named = mx.records.filter((record) => hostName(record.exchange) !== '');
        if (named.length === 0) return { kind: 'null-mx' };
        const hosts = named.sort((a, b) => a.priority - b.priority).map((record) => hostName(record.exchange));
        return { kind: 'mx', hosts: [...new Set(hosts)] };
      }
      const own = await findAddresses(domain);
      if (own.kind === 'found') return { kind: 'implicit', hosts: [hostName(domain)] };
      return own.kind === 'missing' ? { kind: 'no-mail-host' } : own;
    },
  };
}
