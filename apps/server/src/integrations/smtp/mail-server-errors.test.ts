import { describe, expect, it } from 'vitest';
import { explainMailServerError, scrubSecrets } from './mail-server-errors.ts';

const context = {
  protocol: 'smtp' as const,
  host: 'smtp.example.com',
  port: 587,
  secure: false,
  timeoutMs: 10_000,
  secrets: ['hunter2-secret'],
};

describe('mail server errors', () => {
  it('never repeat a password, even when a server echoes it back', () => {
    const echoed = Object.assign(new Error('Unexpected reply: 554 bad command AUTH PLAIN hunter2-secret'), {
      code: 'EPROTOCOL',
      response: '554 5.5.1 Unknown "hunter2-secret"',
    });
    const explained = explainMailServerError(echoed, context);
    expect(explained.message).toBe('The SMTP server at smtp.example.com:587 answered: 554 5.5.1 Unknown "•••"');
    expect(explained.permanent).toBe(false);
  });

  it('shorten long server replies and fold their lines', () => {
    expect(scrubSecrets(`a\r\n${'b'.repeat(400)}`, [])).toMatch(/^a b{235}…$/);
  });

  it('tell a certificate issued for another name and an expired one apart', () => {
    const altName = Object.assign(new Error("Hostname/IP does not match certificate's altnames"), {
      code: 'ERR_TLS_CERT_ALTNAME_INVALID',
    });
    expect(explainMailServerError(altName, context).message).toContain('it was issued for another server name');
    const expired = Object.assign(new Error('certificate has expired'), { code: 'CERT_HAS_EXPIRED' });
    expect(explainMailServerError(expired, context).message).toContain('it has expired');
  });

  it('treat an unknown server name as worth retrying and refused credentials as not', () => {
    const dns = Object.assign(new Error('getaddrinfo EAI_AGAIN smtp.example.com'), { code: 'EDNS' });
    expect(explainMailServerError(dns, context)).toEqual({
      message: 'No server named smtp.example.com was found. Check the server name.',
      permanent: false,
    });
    const refused = Object.assign(new Error('Invalid login: 534 5.7.9 Application-specific password required'), {
      code: 'EAUTH',
      responseCode: 534,
    });
    expect(explainMailServerError(refused, context).permanent).toBe(true);
  });
});
