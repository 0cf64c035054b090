import { domainToASCII } from 'node:url';

export type ParsedEmailAddress =
  /** `domain` is in ASCII (an internationalised domain in punycode). */
  { isValid: true; localPart: string; domain: string } | { isValid: false; isSupported: boolean; reason: string };

const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const dotAtom = new RegExp(`^${atext}(?:\\.${atext})*$`);
/** RFC 5321 Quoted-string: printable ASCII, with `"` and `\` only as quoted pairs. */
const quotedString = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*"$/;
const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const nonAscii = /\P{ASCII}/u;

const invalid = (reason: string): ParsedEmailAddress => ({ isValid: false, isSupported: true, reason });
const unsupported = (reason: string): ParsedEmailAddress => ({ isValid: false, isSupported: false, reason });

/**
 * Checks an address against RFC 5321's limits: a dot-atom or quoted local part of at most 64 octets,
 * a domain of LDH labels (at least two, at most 63 octets each, 253 in all), 254 octets in all.
 * Internationalised mailbox names and IP-address literals are valid but not checkable: unsupported.
 */
export function parseEmailAddress(input: string): ParsedEmailAddress {
  const address = input.trim();
  if (address === '') return invalid('The address is empty.');
  const at = address.lastIndexOf('@');
  if (at < 0) return invalid('The address has no @ sign.');
  const localPart = address.slice(0, at);
  const rawDomain = address.slice(at + 1);
  if (localPart === '') return invalid('The address has nothing before the @ sign.');
  if (rawDomain === '') return invalid('The address has no domain after the @ sign.');

  if (!dotAtom.test(localPart) && !quotedString.test(localPart)) {
    if (nonAscii.test(localPart)) {
      return unsupported('Addresses with non-Latin characters before the @ sign cannot be checked yet.');
    }
    return invalid('The part before the @ sign contains characters or dots that are not allowed.');
  }
  if (Buffer.byteLength(localPart) > 64) return invalid('The part before the @ sign is longer than 64 characters.');

  if (rawDomain.startsWith('[')) {
    return unsupported('Addresses at an IP address instead of a domain cannot be checked.');
  }
  const domain = domainToASCII(rawDomain.toLowerCase());
  const labels = domain.split('.');
  const isDomainValid =
    domain !== '' &&
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    !/^\d+$/.test(labels.at(-1) ?? '');
  if (!isDomainValid) return invalid('The domain after the @ sign is not a valid domain name.');
  if (Buffer.byteLength(localPart) + 1 + domain.length > 254)
    return invalid('The address is longer than 254 characters.');
  return { isValid: true, localPart, domain };
}
