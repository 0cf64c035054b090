import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let domains: ReadonlySet<string> | undefined;

/**
 * Disposable (throwaway) mailbox providers: the `mailchecker` package's list of tens of thousands
 * of domains, kept up to date by its maintainers and refreshed with each release of the package.
 */
export function disposableDomains(): ReadonlySet<string> {
  // Loaded on first use: the list is large, and most of the server never checks an address.
  domains ??= (require('mailchecker') as typeof import('mailchecker')).blacklist();
  return domains;
}

/** True for a listed provider's domain or any subdomain of one (`x.mailinator.com`); a bare top-level domain never is. */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    if (disposableDomains().has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
