import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Why an address is not one Leadpilot connects to on a user's behalf. */
export type RefusedRange =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'shared'
  | 'reserved';

/** Each refused range in words that finish "The address … is …". */
export const refusedRangeWords: Record<RefusedRange, string> = {
  loopback: "the Leadpilot server's own (loopback) address",
  private: 'on a private network',
  'link-local': 'a link-local address (such as a cloud metadata service)',
  unspecified: 'the unspecified address, which stands for this machine',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  shared: "on a provider's shared (carrier-grade NAT) network",
  reserved: 'in a reserved range that is not on the public internet',
};

const ipv4Ranges: Record<string, RefusedRange> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
  carrierGradeNat: 'shared',
};

const ipv6Ranges: Record<string, RefusedRange> = {
  loopback: 'loopback',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  multicast: 'multicast',
};

/** The IPv4 address an IPv6 address carries and routes to: mapped, 6to4 and NAT64 (RFC 6052). */
function embeddedIpv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  const bytes = address.toByteArray();
  const ipv4At = (offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));
  if (range === '6to4') return ipv4At(2);
  if (range === 'rfc6052' || range === 'rfc6145') return ipv4At(12);
  return null;
}

/** The range that makes an address off-limits, or null for a public unicast address. */
export function refusedRangeOf(address: Address): RefusedRange | null {
  const range = address.range();
  if (address.kind() === 'ipv4') {
    if (range === 'unicast') return null;
    return ipv4Ranges[range] ?? 'reserved';
  }
  const ipv6 = address as ipaddr.IPv6;
  const ipv4 = embeddedIpv4(ipv6, range);
  if (ipv4) return refusedRangeOf(ipv4);
  if (range === 'unicast') return null;
  return ipv6Ranges[range] ?? 'reserved';
}

/** Every label is digits or `0x` hex: the system resolver reads such a name as an IPv4 address. */
const numericLooking = (host: string) => host.split('.').every((label) => /^(0x[0-9a-f]*|[0-9]+)$/i.test(label));

export type HostForm =
  | { kind: 'address'; address: Address }
  | { kind: 'name'; name: string }
  /** A name the system resolver might read as an address though it is not a valid one (`08.1`, `0x`). */
  | { kind: 'invalid' };

/**
 * What a user-given host really is. IPv4 in any spelling the system resolver accepts (`127.1`,
 * `0177.0.0.1`, `0x7f000001`, `2130706433`, `0`) is read as that address, IPv6 with or without
 * brackets, and anything else is a name to resolve.
 */
export function hostFormOf(host: string): HostForm {
  const trimmed = host.trim().replace(/^\[(.*)\]$/, '$1');
  const bare = trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
  if (bare === '') return { kind: 'invalid' };
  if (ipaddr.isValid(bare)) return { kind: 'address', address: ipaddr.parse(bare) };
  if (numericLooking(bare) || bare.includes(':')) return { kind: 'invalid' };
  return { kind: 'name', name: bare.toLowerCase() };
}

/** One entry of `OUTBOUND_ALLOWED_NETWORKS`. */
export type AllowedEntry =
  | { kind: 'network'; network: [Address, number]; text: string }
  | { kind: 'endpoint'; host: string; port: number; text: string };

function parseEndpoint(entry: string): AllowedEntry | null {
  const match = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry) ?? /^([^:[\]]+):(\d{1,5})$/.exec(entry);
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return null;
  const form = hostFormOf(match[1]);
  if (form.kind === 'invalid') return null;
  const host = form.kind === 'address' ? form.address.toNormalizedString() : form.name;
  return { kind: 'endpoint', host, port, text: entry };
}

/**
 * Reads `OUTBOUND_ALLOWED_NETWORKS`: networks (`10.0.0.0/8`, `fd00::/8`, a bare address) and exact
 * `host:port` pairs (`127.0.0.1:2525`, `[::1]:143`, `mail.internal:587`), separated by commas or
 * spaces. Returns the entries, or the first entry it cannot read.
 */
export function parseAllowedEntries(text: string): { entries: AllowedEntry[] } | { invalid: string } {
  const entries: AllowedEntry[] = [];
  for (const entry of text.split(/[\s,]+/).filter((part) => part !== '')) {
    if (entry.includes('/')) {
      try {
        const network = ipaddr.parseCIDR(entry);
        entries.push({ kind: 'network', network, text: entry });
        continue;
      } catch {
        return { invalid: entry };
      }
    }
    if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      entries.push({ kind: 'network', network: [address, address.kind() === 'ipv4' ? 32 : 128], text: entry });
      continue;
    }
    const endpoint = parseEndpoint(entry);
    if (!endpoint) return { invalid: entry };
    entries.push(endpoint);
  }
  return { entries };
}

/** Where a connection would go: the host as the user gave it, the address it resolved to, the port. */
export interface OutboundTarget {
  host: string;
  address: string;
  port: number;
}

/** Which addresses outside the public internet this installation may reach (a self-hosted mail server, test servers). */
export interface OutboundPolicy {
  /** True when the installation allows this target although its address is not public. */
  allows(target: OutboundTarget): boolean;
  /** The entries it was built from, for logs and docs. */
  readonly entries: readonly AllowedEntry[];
}

const sameFamily = (a: Address, b: Address) => a.kind() === b.kind();
/** `::ffff:10.0.0.5` is 10.0.0.5 on the wire. */
const unmapped = (address: Address): Address =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;

/** A policy from parsed entries; with none, only public addresses are reached. */
export function createOutboundPolicy(entries: readonly AllowedEntry[] = []): OutboundPolicy {
  return {
    entries,
    allows(target) {
      const form = hostFormOf(target.address);
      if (form.kind !== 'address') return false;
      const address = unmapped(form.address);
      const hostForm = hostFormOf(target.host);
      const host = hostForm.kind === 'address' ? hostForm.address.toNormalizedString() : target.host.toLowerCase();
      return entries.some((entry) => {
        if (entry.kind === 'endpoint') {
          const matchesHost = entry.host === host || entry.host === address.toNormalizedString();
          return matchesHost && entry.port === target.port;
        }
        const [network, bits] = entry.network;
        return sameFamily(address, network) && address.match([network, bits] as never);
      });
    },
  };
}

/** Only public addresses: what every consumer uses unless the installation says otherwise. */
export const publicOnlyPolicy: OutboundPolicy = createOutboundPolicy([]);
