/**
 * Reading the contact details people type into spreadsheets: email addresses, web addresses,
 * LinkedIn profiles and phone numbers, each in the forms they come in.
 */

import { isFreeMailDomain } from '../../../platform/free-mail-domains.ts';

const emailPattern =
  /^[^\s@<>()[\],;:"]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/u;
const hostPattern = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/u;
const linkedinProfilePattern = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*linkedin\.com\/in\/([^/?#\s]+)/i;
const linkedinPathPattern = /^\/?in\/([^/?#\s]+)\/?$/i;

/**
 * A cell as it was before the intake escaped it against formula injection (`'=1+2` → `=1+2`), so a
 * file downloaded from Leadpilot and uploaded again reads as it first did.
 */
export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && '=+-@\t\r\n'.includes(value[1] ?? '') ? value.slice(1) : value;
}

/**
 * An email address lower-cased, from `Anna@Acme.com`, `mailto:anna@acme.com`, `Anna <anna@acme.com>`
 * or the first of several; undefined when the cell holds none.
 */
export function cleanEmail(value: string): string | undefined {
  let text = value.trim();
  const bracketed = /<([^<>]+)>/.exec(text)?.[1];
  if (bracketed) text = bracketed.trim();
  text = text.replace(/^mailto:/i, '');
  const first = text.split(/[\s,;]+/).find((part) => part !== '') ?? '';
  const email = first.toLowerCase();
  return emailPattern.test(email) ? email : undefined;
}

/**
 * The bare domain of a web address or a domain (`https://www.Acme.com/about` → `acme.com`): lower
 * case, no scheme, `www.`, port, path or trailing dot. An email address gives its domain. A LinkedIn
 * address is nobody's company domain. Undefined when the cell holds no domain.
 */
export function domainOf(value: string): string | undefined {
  let host = value.trim().toLowerCase();
  if (host === '') return undefined;
  if (!host.includes('/') && host.includes('@')) host = host.slice(host.lastIndexOf('@') + 1);
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  host = host.split(/[/?#\s]/, 1)[0] ?? '';
  host = host.slice(host.lastIndexOf('@') + 1);
  host = host
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\d*\./, '');
  if (!hostPattern.test(host)) return undefined;
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) return undefined;
  return host;
}

/**
 * The company domain of a work address; undefined for an address at a public mail service (or a
 * subdomain of one), which says nothing about the company's domain.
 */
export function companyDomainOfEmail(email: string): string | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return isFreeMailDomain(domain) ? undefined : domain;
}

/**
 * A LinkedIn profile address in its one canonical form, `https://www.linkedin.com/in/<slug>`, from
 * any country subdomain, scheme, trailing path, query or `in/<slug>`; the slug lower-cased (LinkedIn
 * ignores its case) and percent-encoded once. Undefined for anything else (a company page too).
 */
export function canonicalLinkedinUrl(value: string): string | undefined {
  const text = value.trim();
  const raw = linkedinProfilePattern.exec(text)?.[1] ?? linkedinPathPattern.exec(text)?.[1];
  if (!raw) return undefined;
  let slug = raw;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    // A stray % stays as written.
  }
  slug = slug.trim().toLowerCase();
  return slug ? `https://www.linkedin.com/in/${encodeURIComponent(slug)}` : undefined;
}

/**
 * A phone number as people write one: 7 to 15 digits with a leading `+`, or with the spaces,
 * dashes, dots or brackets that set phone numbers apart from other numbers (an extension allowed).
 */
export function looksLikePhone(value: string): boolean {
  const text = value.trim().replace(/\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i, '');
  if (!/^\+?[\d\s().\-/]+$/.test(text) || /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && (text.startsWith('+') || /\d[\s().\-/]+\d/.test(text));
}

export type ValueKind = 'email' | 'linkedin' | 'domain' | 'phone';

/** What a cell's value is, for the kinds a column can be recognised by; undefined for any other text. */
export function valueKindOf(value: string): ValueKind | undefined {
  const text = unescapeCell(value.trim());
  if (text === '') return undefined;
  if (cleanEmail(text) === text.toLowerCase()) return 'email';
  if (canonicalLinkedinUrl(text)) return 'linkedin';
  if (!text.includes('@') && !/\s/.test(text) && domainOf(text)) return 'domain';
  if (looksLikePhone(text)) return 'phone';
  return undefined;
}
