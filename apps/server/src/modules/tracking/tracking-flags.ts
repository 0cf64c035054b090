import ipaddr from 'ipaddr.js';

/** Why an open or click is a machine's, not a person's: recorded, never counted as people. */
export type TrackingFlag = 'apple_privacy' | 'scanner';

/** What a tracking request tells about who made it. */
export interface RequestSignals {
  method: string;
  userAgent: string;
  hasCookie: boolean;
  /** The client address as the app sees it (behind a proxy, only with TRUST_PROXY set). */
  ip: string;
}

export interface FlagVerdict {
  flag: TrackingFlag;
  why: string;
}

/** Apple's own network (17.0.0.0/8), from which Mail Privacy Protection's fetches may come. */
const appleNetwork = ipaddr.parseCIDR('17.0.0.0/8');

function inAppleNetwork(ip: string): boolean {
  try {
    let address = ipaddr.parse(ip);
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
      address = (address as ipaddr.IPv6).toIPv4Address();
    }
    return address.kind() === 'ipv4' && address.match(appleNetwork);
  } catch {
    return false;
  }
}

/**
 * An open made by Apple Mail Privacy Protection's proxy, which fetches every remote image of a
 * message when it arrives, whether or not anyone reads it. Rule: no cookie, and either the bare
 * user agent `Mozilla/5.0` (nothing after it: the proxy's, as ESPs such as SocketLabs document;
 * a person's Apple Mail sends a full `Mozilla/5.0 (iPhone; …) AppleWebKit/…`) or a client address
 * in Apple's 17.0.0.0/8. Limits: Apple publishes no list of the proxy's egress networks and part
 * of it runs on other providers' addresses, so the user agent is the main signal; Apple may change
 * it; and a person whose Apple Mail has the protection on is never seen opening at all.
 */
export function openFlag(signals: RequestSignals): FlagVerdict | null {
  if (signals.hasCookie) return null;
  if (signals.userAgent.trim() === 'Mozilla/5.0') {
    return {
      flag: 'apple_privacy',
      why: 'Apple Mail Privacy Protection fetched the image (user agent "Mozilla/5.0").',
    };
  }
  if (inAppleNetwork(signals.ip)) {
    return {
      flag: 'apple_privacy',
      why: "Fetched from Apple's network (17.0.0.0/8), as Mail Privacy Protection does.",
    };
  }
  if (scannerAgent.test(signals.userAgent) || signals.userAgent.trim() === '') {
    return { flag: 'scanner', why: `Fetched by an automated client (${signals.userAgent || 'no user agent'}).` };
  }
  return null;
}

/** User agents of mail security gateways, link checkers and HTTP libraries (no person clicks with curl). */
const scannerAgent =
  /bot\b|bot\/|crawler|spider|scanner|barracuda|mimecast|proofpoint|symantec|messagelabs|fireeye|trendmicro|sophos|forcepoint|ironport|safelinks|appengine-google|python-requests|python-urllib|aiohttp|\bcurl\/|wget\/|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|headlesschrome|phantomjs|slurp/i;

/** A click this soon after the message was made is a gateway checking its links on delivery. */
export const scannerWindowMs = 10_000;

/**
 * A click made by a link scanner: a HEAD request, a known scanner or library user agent (or none),
 * or a click within `scannerWindowMs` of the message's composition (the moment it was handed to
 * the transport, give or take the transport's seconds). Several links of one message clicked in the
 * same second are judged with the message's other clicks (tracking-events.ts).
 */
export function clickFlag(signals: RequestSignals, context: { issuedAt: Date; at: Date }): FlagVerdict | null {
  if (signals.method.toUpperCase() === 'HEAD') {
    return { flag: 'scanner', why: 'A HEAD request: a link checker, not a person.' };
  }
  if (signals.userAgent.trim() === '' || scannerAgent.test(signals.userAgent)) {
    return { flag: 'scanner', why: `A link scanner's user agent (${signals.userAgent || 'none'}).` };
  }
  const elapsed = context.at.getTime() - context.issuedAt.getTime();
  if (elapsed < scannerWindowMs) {
    return {
      flag: 'scanner',
      why: `Clicked ${Math.max(0, Math.round(elapsed / 1000))} s after sending: a scanner on delivery.`,
    };
  }
  return null;
}
