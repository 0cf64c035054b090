import { describe, expect, it } from 'vitest';
import { parseEmailAddress } from './parse-email-address.ts';

const reasonFor = (address: string) => {
  const parsed = parseEmailAddress(address);
  return parsed.isValid ? null : parsed.reason;
};

describe('the email syntax check', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace@Example.COM',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'a!#$%&*+/=?^_`{|}~-z@example.com',
    '"john doe"@example.com',
    '"quoted\\"quote"@example.com',
    'x@xn--bcher-kva.de',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (address) => {
    expect(parseEmailAddress(address).isValid).toBe(true);
  });

  it('splits the address and gives the domain in ASCII, lower-cased', () => {
    expect(parseEmailAddress('  Ada@Bücher.DE ')).toEqual({
      isValid: true,
      localPart: 'Ada',
      domain: 'xn--bcher-kva.de',
    });
  });

  it.each([
    ['', 'The address is empty.'],
    ['ada.example.com', 'The address has no @ sign.'],
    ['@example.com', 'The address has nothing before the @ sign.'],
    ['ada@', 'The address has no domain after the @ sign.'],
    ['.ada@example.com', 'The part before the @ sign contains characters or dots that are not allowed.'],
    ['ada.@example.com', 'The part before the @ sign contains characters or dots that are not allowed.'],
    ['ada..lovelace@example.com', 'The part before the @ sign contains characters or dots that are not allowed.'],
    ['ada lovelace@example.com', 'The part before the @ sign contains characters or dots that are not allowed.'],
    ['ada@lovelace@example.com', 'The part before the @ sign contains characters or dots that are not allowed.'],
    [`${'a'.repeat(65)}@example.com`, 'The part before the @ sign is longer than 64 characters.'],
    ['ada@localhost', 'The domain after the @ sign is not a valid domain name.'],
    ['ada@-example.com', 'The domain after the @ sign is not a valid domain name.'],
    ['ada@example-.com', 'The domain after the @ sign is not a valid domain name.'],
    ['ada@exa_mple.com', 'The domain after the @ sign is not a valid domain name.'],
    ['ada@example..com', 'The domain after the @ sign is not a valid domain name.'],
    ['ada@example.com.', 'The domain after the @ sign is not a valid domain name.'],
    ['ada@1.2.3.4', 'The domain after the @ sign is not a valid domain name.'],
    [`ada@${'a'.repeat(64)}.com`, 'The domain after the @ sign is not a valid domain name.'],
    [
      `${'a'.repeat(64)}@${['b', 'c', 'd', 'e'].map((letter) => letter.repeat(60)).join('.')}.com`,
      'The address is longer than 254 characters.',
    ],
  ])('refuses %j: %s', (address, reason) => {
    expect(parseEmailAddress(address)).toEqual({ isValid: false, isSupported: true, reason });
  });

  it('calls internationalised mailbox names and IP-address literals valid but not checkable', () => {
    expect(parseEmailAddress('jörg@example.de')).toMatchObject({ isValid: false, isSupported: false });
    expect(reasonFor('ada@[192.0.2.1]')).toBe('Addresses at an IP address instead of a domain cannot be checked.');
  });
});
