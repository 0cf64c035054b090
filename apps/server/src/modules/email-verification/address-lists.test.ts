import { describe, expect, it } from 'vitest';
import { disposableDomains, isDisposableDomain } from './disposable-domains.ts';
import { isRoleAddress, roleLocalParts } from './role-local-parts.ts';

describe('the disposable-domain list', () => {
  it("holds the maintained package's tens of thousands of providers, each a lower-case domain", () => {
    expect(disposableDomains().size).toBeGreaterThanOrEqual(10_000);
    for (const domain of disposableDomains()) expect(domain).toMatch(/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/);
    for (const known of ['mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com', 'trashmail.com']) {
      expect(disposableDomains().has(known), known).toBe(true);
    }
  });

  it('matches a listed domain and its subdomains, not look-alikes', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('MAILINATOR.COM')).toBe(true);
    expect(isDisposableDomain('team.mailinator.com')).toBe(true);
    expect(isDisposableDomain('notmailinator.com')).toBe(true);
    expect(isDisposableDomain('mailinator.com.example.org')).toBe(false);
    expect(isDisposableDomain('gmail.com')).toBe(false);
    expect(isDisposableDomain('com')).toBe(false);
    expect(isDisposableDomain('example.test')).toBe(false);
    expect(isDisposableDomain('outlook.com')).toBe(false);
  });
});

describe('the role-address list', () => {
  it('holds about forty shared mailboxes', () => {
    expect(roleLocalParts.size).toBeGreaterThanOrEqual(40);
  });

  it.each(['info', 'sales', 'support', 'admin', 'hello', 'contact', 'noreply', 'no-reply', 'Sales', 'sales+emea'])(
    'calls %s@ a role address',
    (localPart) => {
      expect(isRoleAddress(localPart)).toBe(true);
    },
  );

  it.each(['ada', 'sales.lead', 'infosec.ada', 'hello.world'])('calls %s@ a person', (localPart) => {
    expect(isRoleAddress(localPart)).toBe(false);
  });
});
