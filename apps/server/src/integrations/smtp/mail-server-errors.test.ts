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

  it('say that a server offering no STARTTLS got no password, and tell it from a certificate after STARTTLS', () => {
    const noStartTls =
      'The server at smtp.example.com:587 does not offer STARTTLS, so Leadpilot did not send your password. Choose SSL/TLS, or "None" if the server is on a network you trust.';
    const smtpRefused = Object.assign(new Error('Error upgrading connection with STARTTLS'), {
      code: 'ETLS',
      response: '502 5.5.1 Error: command not recognized',
      command: 'STARTTLS',
    });
    expect(explainMailServerError(smtpRefused, context)).toEqual({ message: noStartTls, permanent: true });
    const smtpNoEhlo = Object.assign(
      new Error('EHLO failed but HELO does not support required STARTTLS. response=500'),
      {
        code: 'ECONNECTION',
      },
    );
    expect(explainMailServerError(smtpNoEhlo, context).message).toBe(noStartTls);
    const imapContext = { ...context, protocol: 'imap' as const, port: 143 };
    for (const reason of ['Server does not support STARTTLS', 'STARTTLS is not possible after a PREAUTH greeting']) {
      const imapMissing = Object.assign(new Error(reason), { tlsFailed: true });
      expect(explainMailServerError(imapMissing, imapContext).message).toBe(noStartTls.replace(':587', ':143'));
    }
    const handshake = Object.assign(new Error('Error initiating TLS - self-signed certificate'), {
      code: 'ETLS',
      response: false,
    });
    expect(explainMailServerError(handshake, context).message).toContain('it is self-signed');
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
