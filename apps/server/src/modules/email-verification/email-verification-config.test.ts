import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/harness.ts';

describe('the email verifier settings', () => {
  it('default to the system resolvers, port 25, APP_URL’s host and MAIL_FROM’s address', () => {
    const config = testConfig({
      APP_URL: 'https://app.leadpilot.example/',
      MAIL_FROM: 'Leadpilot <hello@leadpilot.example>',
      // The tests' own setting (no resolver) taken back to the product's default.
      EMAIL_VERIFY_DNS_SERVERS: '',
    });
    expect(config).toMatchObject({
      EMAIL_VERIFY_DNS_SERVERS: [],
      EMAIL_VERIFY_SMTP_PORT: 25,
      EMAIL_VERIFY_HELO: 'app.leadpilot.example',
      EMAIL_VERIFY_MAIL_FROM: 'hello@leadpilot.example',
      EMAIL_VERIFY_TIMEOUT_MS: 10_000,
      EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE: 10,
      EMAIL_VERIFY_MAX_AGE_DAYS: 30,
    });
  });

  it('greets with an address literal when APP_URL is an IP address', () => {
    expect(testConfig({ APP_URL: 'http://192.0.2.10:3000' }).EMAIL_VERIFY_HELO).toBe('[192.0.2.10]');
    expect(testConfig({ APP_URL: 'http://[2001:db8::1]:3000' }).EMAIL_VERIFY_HELO).toBe('[IPv6:2001:db8::1]');
  });

  it('reads a list of resolvers with optional ports', () => {
    expect(
      testConfig({ EMAIL_VERIFY_DNS_SERVERS: '127.0.0.1:5353, [::1]:53 9.9.9.9' }).EMAIL_VERIFY_DNS_SERVERS,
    ).toEqual(['127.0.0.1:5353', '[::1]:53', '9.9.9.9']);
  });

  it('names each wrong variable', () => {
    expect(() =>
      testConfig({
        EMAIL_VERIFY_DNS_SERVERS: 'dns.example.com',
        EMAIL_VERIFY_HELO: 'not a host',
        EMAIL_VERIFY_MAIL_FROM: 'nobody',
        EMAIL_VERIFY_SMTP_PORT: '70000',
      }),
    ).toThrow(
      /EMAIL_VERIFY_DNS_SERVERS[\s\S]*EMAIL_VERIFY_SMTP_PORT[\s\S]*EMAIL_VERIFY_HELO[\s\S]*EMAIL_VERIFY_MAIL_FROM/,
    );
  });

  it('asks for a probe sender when MAIL_FROM holds no address', () => {
    expect(() => testConfig({ MAIL_FROM: 'Leadpilot' })).toThrow(/EMAIL_VERIFY_MAIL_FROM: set it/);
    expect(testConfig({ MAIL_FROM: 'Leadpilot', EMAIL_VERIFY_MAIL_FROM: 'v@x.example' }).EMAIL_VERIFY_MAIL_FROM).toBe(
      'v@x.example',
    );
  });
});
