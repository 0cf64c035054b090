import { describe, expect, it } from 'vitest';
import { isFreeMailDomain } from './free-mail-domains.ts';

describe('free mail domains', () => {
  it('knows the large free mail services, from the package list', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'pm.me', 'libero.it', 'comcast.net']) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
  });

  it('knows the personal mail services the package lacks', () => {
    for (const domain of ['hey.com', 'tutanota.com', 'tuta.com']) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
  });

  it('reads a domain in any case', () => {
    expect(isFreeMailDomain('GMail.COM')).toBe(true);
    expect(isFreeMailDomain('Hey.Com')).toBe(true);
  });

  it('counts a subdomain of a free service as the service', () => {
    expect(isFreeMailDomain('mail.yahoo.co.uk')).toBe(true);
    expect(isFreeMailDomain('eu.mail.Gmail.com')).toBe(true);
  });

  it('leaves company domains out, a lookalike and a bare top-level domain too', () => {
    for (const domain of ['acme.com', 'gmail.acme.com', 'notgmail.com', 'acme.co.uk', 'com', '']) {
      expect(isFreeMailDomain(domain), domain).toBe(false);
    }
  });

  it('does not count a company under a public suffix that the package lists as a service', () => {
    expect(isFreeMailDomain('net.ua')).toBe(true);
    expect(isFreeMailDomain('acme.net.ua')).toBe(false);
    expect(isFreeMailDomain('acme.za.com')).toBe(false);
  });
});
